import { Migration } from '@mikro-orm/migrations';

export class Migration20261122035249_sessions extends Migration {

  override name = 'Migration20261122035249_sessions';

  override up(): void | Promise<void> {
    this.addSql(`create table "practice_sessions" ("id" serial primary key, "user_id" int not null, "scenario_id" int not null, "persona_id" int null, "persona_first_name" varchar(50) null, "persona_gender" varchar(10) not null, "persona_avatar_url" varchar(500) null, "locale" varchar(10) not null, "coach_enabled" boolean not null default false, "status" varchar(20) not null default 'InProgress', "started_at" timestamptz not null, "ended_at" timestamptz null);`);
    this.addSql(`create index "practice_sessions_user_id_index" on "practice_sessions" ("user_id");`);
    this.addSql(`create index "practice_sessions_scenario_id_index" on "practice_sessions" ("scenario_id");`);
    this.addSql(`create index "practice_sessions_status_index" on "practice_sessions" ("status");`);

    this.addSql(`create table "session_messages" ("id" serial primary key, "session_id" int not null, "sender" varchar(10) not null, "content" text not null, "speaker_name" varchar(100) null, "speaker_role" varchar(100) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "session_messages_session_id_index" on "session_messages" ("session_id");`);

    this.addSql(`alter table "practice_sessions" add constraint "practice_sessions_scenario_id_foreign" foreign key ("scenario_id") references "scenarios" ("id");`);

    this.addSql(`alter table "session_messages" add constraint "session_messages_session_id_foreign" foreign key ("session_id") references "practice_sessions" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "session_messages" drop constraint "session_messages_session_id_foreign";`);

    this.addSql(`drop table if exists "practice_sessions" cascade;`);
    this.addSql(`drop table if exists "session_messages" cascade;`);
  }

}
