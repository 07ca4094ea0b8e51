import { Migration } from '@mikro-orm/migrations';

export class Migration20261124134031_oauth_accounts extends Migration {

  override name = 'Migration20261124134031_oauth_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "oauth_accounts" ("id" serial primary key, "user_id" int not null, "provider" varchar(20) not null, "subject" varchar(255) not null, "provider_display_name" varchar(100) not null, "provider_email" varchar(254) null, "button" varchar(20) null, "created_at" timestamptz not null, "last_used_at" timestamptz null);`);
    this.addSql(`create index "oauth_accounts_user_id_index" on "oauth_accounts" ("user_id");`);
    this.addSql(`alter table "oauth_accounts" add constraint "oauth_accounts_provider_subject_unique" unique ("provider", "subject");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "oauth_accounts" cascade;`);
  }

}
