import { Migration } from '@mikro-orm/migrations';

export class Migration20261124133807_email_verification extends Migration {

  override name = 'Migration20261124133807_email_verification';

  override up(): void | Promise<void> {
    this.addSql(`alter table "billing_accounts" add "bonus_sessions" int not null default 0, add "verification_bonus_at" timestamptz null;`);

    this.addSql(`create index "users_email_verification_token_index" on "users" ("email_verification_token");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "billing_accounts" drop column "bonus_sessions", drop column "verification_bonus_at";`);

    this.addSql(`drop index "users_email_verification_token_index";`);
  }

}
