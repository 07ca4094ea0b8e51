import { Migration } from '@mikro-orm/migrations';

/** Where each account's browser last said it is (ADR 0046). Existing accounts keep null: their days stay UTC until their next heartbeat. */
export class Migration20261206161800_time_zone extends Migration {

  override name = 'Migration20261206161800_time_zone';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "time_zone" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "time_zone";`);
  }

}
