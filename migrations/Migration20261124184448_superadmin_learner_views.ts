import { Migration } from '@mikro-orm/migrations';

/**
 * The SuperAdmin's view of a learner (R2.10): their sessions and their lines newest first, fast at
 * 200,000 sessions and 1,000,000 lines. Lines get their session's learner (backfilled here, written
 * with every new line) so a learner's lines are one index range, not a join through their sessions.
 */
export class Migration20261124184448_superadmin_learner_views extends Migration {

  override name = 'Migration20261124184448_superadmin_learner_views';

  override up(): void | Promise<void> {
    // The new index starts with user_id, so it answers everything the old one did.
    this.addSql(`drop index "practice_sessions_user_id_index";`);
    this.addSql(`create index "practice_sessions_user_id_started_at_id_index" on "practice_sessions" ("user_id", "started_at", "id");`);

    this.addSql(`alter table "session_messages" add "user_id" int null;`);
    this.addSql(`update "session_messages" m set "user_id" = s."user_id" from "practice_sessions" s where s."id" = m."session_id";`);
    this.addSql(`alter table "session_messages" alter column "user_id" set not null;`);
    this.addSql(`create index "session_messages_user_id_created_at_id_index" on "session_messages" ("user_id", "created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "practice_sessions_user_id_started_at_id_index";`);
    this.addSql(`create index "practice_sessions_user_id_index" on "practice_sessions" ("user_id");`);

    this.addSql(`drop index "session_messages_user_id_created_at_id_index";`);
    this.addSql(`alter table "session_messages" drop column "user_id";`);
  }

}
