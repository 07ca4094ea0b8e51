import { Migration } from '@mikro-orm/migrations';

export class Migration20261205015253_password_resets extends Migration {

  override name = 'Migration20261205015253_password_resets';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_resets" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "password_resets_user_id_index" on "password_resets" ("user_id");`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_resets" cascade;`);
  }

}
