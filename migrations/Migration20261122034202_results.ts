import { Migration } from '@mikro-orm/migrations';

export class Migration20261122034202_results extends Migration {

  override name = 'Migration20261122034202_results';

  override up(): void | Promise<void> {
    this.addSql(`create table "session_results" ("id" serial primary key, "session_id" int not null, "user_id" int not null, "scenario_id" int not null, "persona_name" varchar(100) null, "overall" double precision not null, "empathy" double precision not null, "clarity" double precision not null, "problem_solving" double precision not null, "composure" double precision not null, "active_listening" double precision not null, "feedback" jsonb not null, "strengths" jsonb not null, "improvements" jsonb not null, "completed_at" timestamptz not null);`);
    this.addSql(`alter table "session_results" add constraint "session_results_session_id_unique" unique ("session_id");`);
    this.addSql(`create index "session_results_user_id_index" on "session_results" ("user_id");`);
    this.addSql(`create index "session_results_scenario_id_index" on "session_results" ("scenario_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "session_results" cascade;`);
  }

}
