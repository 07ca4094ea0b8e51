import { Migration } from '@mikro-orm/migrations';

export class Migration20261124094212_reply_claim extends Migration {

  override name = 'Migration20261124094212_reply_claim';

  override up(): void | Promise<void> {
    this.addSql(`alter table "practice_sessions" add "reply_started_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "practice_sessions" drop column "reply_started_at";`);
  }

}
