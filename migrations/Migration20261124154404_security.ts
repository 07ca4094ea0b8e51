import { Migration } from '@mikro-orm/migrations';

export class Migration20261124154404_security extends Migration {

  override name = 'Migration20261124154404_security';

  override up(): void | Promise<void> {
    this.addSql(`create table "hacking_attempts" ("id" serial primary key, "attempt_time" timestamptz not null, "user_id" int null, "user_email" varchar(320) null, "session_id" int null, "risk_level" varchar(10) not null, "was_blocked" boolean not null, "user_ip" varchar(64) null, "user_locale" varchar(10) null, "message" text not null, "patterns" jsonb not null, "reasoning" text null, "suggested_action" text null, "reviewed_by" varchar(10) not null, "history" jsonb not null, "scenario_name" varchar(500) null, "scenario_description" text null, "source" varchar(10) not null, "model_output" text null);`);
    this.addSql(`create index "hacking_attempts_user_id_index" on "hacking_attempts" ("user_id");`);
    this.addSql(`create index "hacking_attempts_attempt_time_index" on "hacking_attempts" ("attempt_time");`);
    this.addSql(`create index "hacking_attempts_risk_level_attempt_time_index" on "hacking_attempts" ("risk_level", "attempt_time");`);
    this.addSql(`create index "hacking_attempts_was_blocked_attempt_time_index" on "hacking_attempts" ("was_blocked", "attempt_time");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "hacking_attempts" cascade;`);
  }

}
