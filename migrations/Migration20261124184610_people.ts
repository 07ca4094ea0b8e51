import { Migration } from '@mikro-orm/migrations';

export class Migration20261124184610_people extends Migration {

  override name = 'Migration20261124184610_people';

  override up(): void | Promise<void> {
    this.addSql(`create index "billing_accounts_tier_premium_expires_at_index" on "billing_accounts" ("tier", "premium_expires_at");`);

    this.addSql(`alter table "users" add "completed_scenarios" int not null default 0, add "incomplete_scenarios" int not null default 0;`);
    // The counters start from the sessions there are; from now on practice keeps them (LearnerTally).
    this.addSql(`update "users" u set "completed_scenarios" = s."completed", "incomplete_scenarios" = s."incomplete" from (select "user_id", count(*) filter (where "status" = 'Completed') as "completed", count(*) filter (where "status" = 'InProgress') as "incomplete" from "practice_sessions" group by "user_id") s where s."user_id" = u."id";`);
    // A trusted extension since PostgreSQL 13: the database's owner may create it. PGlite loads it at start (pglite-worker.ts).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin (lower("email") gin_trgm_ops);`);
    this.addSql(`create index "users_role_id_index" on "users" ("role", "id");`);
    this.addSql(`create index "users_organization_id_id_index" on "users" ("organization_id", "id");`);
    this.addSql(`create index "users_registered_at_id_index" on "users" ("registered_at", "id");`);
    this.addSql(`create index "users_last_login_at_id_index" on "users" ("last_login_at" nulls FIRST, "id");`);
    this.addSql(`create index "users_last_heartbeat_at_id_index" on "users" ("last_heartbeat_at" nulls FIRST, "id");`);
    this.addSql(`create index "users_completed_scenarios_id_index" on "users" ("completed_scenarios", "id");`);
    this.addSql(`create index "users_incomplete_scenarios_id_index" on "users" ("incomplete_scenarios", "id");`);
    this.addSql(`create index "users_email_verified_id_index" on "users" ("email_verified", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "billing_accounts_tier_premium_expires_at_index";`);

    this.addSql(`drop index "users_email_trgm_index";`);
    this.addSql(`drop index "users_role_id_index";`);
    this.addSql(`drop index "users_organization_id_id_index";`);
    this.addSql(`drop index "users_registered_at_id_index";`);
    this.addSql(`drop index "users_last_login_at_id_index";`);
    this.addSql(`drop index "users_last_heartbeat_at_id_index";`);
    this.addSql(`drop index "users_completed_scenarios_id_index";`);
    this.addSql(`drop index "users_incomplete_scenarios_id_index";`);
    this.addSql(`drop index "users_email_verified_id_index";`);
    this.addSql(`alter table "users" drop column "completed_scenarios", drop column "incomplete_scenarios";`);
  }

}
