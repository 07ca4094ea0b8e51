import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020000_session_branches extends Migration {

  override name = 'Migration20261125020000_session_branches';

  override up(): void | Promise<void> {
    this.addSql(`alter table "practice_sessions" add "branched_from_session_id" int null, add "branched_from_message_number" int null;`);
    this.addSql(`alter table "practice_sessions" add constraint "practice_sessions_branched_from_session_id_foreign" foreign key ("branched_from_session_id") references "practice_sessions" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "practice_sessions_branched_from_session_id_index" on "practice_sessions" ("branched_from_session_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "practice_sessions" drop constraint "practice_sessions_branched_from_session_id_foreign";`);
    this.addSql(`drop index "practice_sessions_branched_from_session_id_index";`);
    this.addSql(`alter table "practice_sessions" drop column "branched_from_session_id", drop column "branched_from_message_number";`);
  }

}
