import { Migration } from '@mikro-orm/migrations';

/**
 * An undo link mailed while another of the account's was open never works (ADR 0047, revised). Links
 * already out are judged the same way: one mailed while an older, unused one had not yet lapsed.
 */
export class Migration20261206232323_undo_links_superseded extends Migration {

  override name = 'Migration20261206232323_undo_links_superseded';

  override up(): void | Promise<void> {
    this.addSql(`alter table "email_change_undos" add "superseded" boolean not null default false;`);
    this.addSql(`update "email_change_undos" l set "superseded" = true where exists (select 1 from "email_change_undos" o
      where o."user_id" = l."user_id" and o."id" < l."id" and o."used_at" is null and o."expires_at" > l."created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "email_change_undos" drop column "superseded";`);
  }

}
