import { Migration } from '@mikro-orm/migrations';

export class Migration20261124185216_erase_users extends Migration {

  override name = 'Migration20261124185216_erase_users';

  override up(): void | Promise<void> {
    this.addSql(`create index "analysis_attempts_user_id_index" on "analysis_attempts" ("user_id");`);

    this.addSql(`alter table "assignments" alter column "created_by_user_id" drop not null;`);

    this.addSql(`alter table "billing_orders" alter column "user_id" drop not null;`);

    this.addSql(`create index "login_attempts_email_index" on "login_attempts" ("email");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "analysis_attempts_user_id_index";`);

    this.addSql(`alter table "assignments" alter column "created_by_user_id" set not null;`);

    this.addSql(`alter table "billing_orders" alter column "user_id" set not null;`);

    this.addSql(`drop index "login_attempts_email_index";`);
  }

}
