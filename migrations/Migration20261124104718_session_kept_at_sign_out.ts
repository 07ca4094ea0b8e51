import { Migration } from '@mikro-orm/migrations';

export class Migration20261124104718_session_kept_at_sign_out extends Migration {

  override name = 'Migration20261124104718_session_kept_at_sign_out';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "force_logout_except_session" varchar(36) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "force_logout_except_session";`);
  }

}
