import { Migration } from '@mikro-orm/migrations';

export class Migration20261124155316_ai_usage extends Migration {

  override name = 'Migration20261124155316_ai_usage';

  override up(): void | Promise<void> {
    this.addSql(`create table "ai_usage" ("id" serial primary key, "called_at" timestamptz not null, "model" varchar(200) null, "purpose" varchar(20) not null, "user_id" int null, "session_id" int null, "prompt_tokens" int not null, "completion_tokens" int not null, "estimated" boolean not null, "outcome" varchar(10) not null, "duration_ms" int not null);`);
    this.addSql(`create index "ai_usage_user_id_called_at_index" on "ai_usage" ("user_id", "called_at");`);
    this.addSql(`create index "ai_usage_session_id_called_at_index" on "ai_usage" ("session_id", "called_at");`);
    this.addSql(`create index "ai_usage_called_at_index" on "ai_usage" ("called_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ai_usage" cascade;`);
  }

}
