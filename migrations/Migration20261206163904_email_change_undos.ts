import { Migration } from '@mikro-orm/migrations';

/** "It was not me" links mailed to the address an account leaves (ADR 0047): token hashes, a week each. */
export class Migration20261206163904_email_change_undos extends Migration {

  override name = 'Migration20261206163904_email_change_undos';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_change_undos" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "previous_email" varchar(254) not null, "new_email" varchar(254) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "email_change_undos_user_id_index" on "email_change_undos" ("user_id");`);
    this.addSql(`alter table "email_change_undos" add constraint "email_change_undos_token_hash_unique" unique ("token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_change_undos" cascade;`);
  }

}
