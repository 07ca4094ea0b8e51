import { Migration } from '@mikro-orm/migrations';

export class Migration20261124185401_people_audit extends Migration {

  override name = 'Migration20261124185401_people_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_entries" ("id" serial primary key, "at" timestamptz not null, "actor_id" int null, "actor_email" varchar(254) not null, "action" varchar(40) not null, "target_user_id" int null, "target_email" varchar(254) null, "before" jsonb not null, "after" jsonb not null, "ip" varchar(64) null);`);
    this.addSql(`create index "audit_entries_target_user_id_at_index" on "audit_entries" ("target_user_id", "at");`);
    this.addSql(`create index "audit_entries_at_index" on "audit_entries" ("at");`);

    this.addSql(`drop index "login_attempts_user_id_index";`);
    this.addSql(`create index "login_attempts_user_id_created_at_index" on "login_attempts" ("user_id", "created_at");`);

    this.addSql(`drop index "users_email_trgm_index";`);
    this.addSql(`create index "users_email_search_index" on "users" using gin ("email" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entries" cascade;`);

    this.addSql(`drop index "login_attempts_user_id_created_at_index";`);
    this.addSql(`create index "login_attempts_user_id_index" on "login_attempts" ("user_id");`);

    this.addSql(`drop index "users_email_search_index";`);
    this.addSql(`CREATE INDEX users_email_trgm_index ON public.users USING gin (lower((email)::text) gin_trgm_ops);`);
  }

}
