import { Migration } from '@mikro-orm/migrations';

export class Migration20261122111719_analysis extends Migration {

  override name = 'Migration20261122111719_analysis';

  override up(): void | Promise<void> {
    this.addSql(`create table "achievements" ("id" serial primary key, "key" varchar(80) not null, "name" varchar(100) not null, "name_ru" varchar(100) not null, "description" varchar(300) not null, "description_ru" varchar(300) not null, "icon" varchar(16) not null, "tier" varchar(10) not null, "criterion" jsonb not null, "position" int not null default 0);`);
    this.addSql(`alter table "achievements" add constraint "achievements_key_unique" unique ("key");`);

    this.addSql(`create table "analysis_attempts" ("id" serial primary key, "session_id" int not null, "user_id" int not null, "attempt" int not null, "was_successful" boolean not null, "error" text null, "attempted_at" timestamptz not null);`);
    this.addSql(`create index "analysis_attempts_session_id_index" on "analysis_attempts" ("session_id");`);
    this.addSql(`create index "analysis_attempts_attempted_at_index" on "analysis_attempts" ("attempted_at");`);

    this.addSql(`create table "session_analyses" ("id" serial primary key, "session_id" int not null, "user_id" int not null, "status" varchar(20) not null, "attempts" int not null default 0, "last_error" text null, "job_id" varchar(64) null, "requested_at" timestamptz not null, "failed_at" timestamptz null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "session_analyses" add constraint "session_analyses_session_id_unique" unique ("session_id");`);
    this.addSql(`create index "session_analyses_user_id_index" on "session_analyses" ("user_id");`);
    this.addSql(`create index "session_analyses_status_index" on "session_analyses" ("status");`);

    this.addSql(`create table "user_achievements" ("id" serial primary key, "user_id" int not null, "achievement_id" int not null, "session_id" int not null, "earned_at" timestamptz not null);`);
    this.addSql(`create index "user_achievements_user_id_index" on "user_achievements" ("user_id");`);
    this.addSql(`create index "user_achievements_session_id_index" on "user_achievements" ("session_id");`);
    this.addSql(`alter table "user_achievements" add constraint "user_achievements_user_id_achievement_id_unique" unique ("user_id", "achievement_id");`);

    this.addSql(`alter table "session_results" add "locale" varchar(10) not null default 'en', add "coach_enabled" boolean not null default false, add "analyzer" varchar(10) not null default 'offline';`);

    // Sessions ended before analysis existed: the analysed ones are done, the rest wait for a job
    // (queued at the next server start, like any analysis whose job was never queued).
    this.addSql(`insert into "session_analyses" ("session_id", "user_id", "status", "attempts", "requested_at", "updated_at")
      select s."id", s."user_id", case when r."id" is null then 'Pending' else 'Completed' end, 0, coalesce(s."ended_at", s."started_at"), now()
      from "practice_sessions" s left join "session_results" r on r."session_id" = s."id" where s."status" = 'Completed';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "achievements" cascade;`);
    this.addSql(`drop table if exists "analysis_attempts" cascade;`);
    this.addSql(`drop table if exists "session_analyses" cascade;`);
    this.addSql(`drop table if exists "user_achievements" cascade;`);

    this.addSql(`alter table "session_results" drop column "locale", drop column "coach_enabled", drop column "analyzer";`);
  }

}
