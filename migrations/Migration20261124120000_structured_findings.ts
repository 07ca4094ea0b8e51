import { Migration } from '@mikro-orm/migrations';

export class Migration20261124120000_structured_findings extends Migration {

  override name = 'Migration20261124120000_structured_findings';

  override up(): void | Promise<void> {
    // Results analysed before this keep their texts only (null findings): they are shown as written.
    this.addSql(`alter table "session_results" add "findings" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "session_results" drop column "findings";`);
  }

}
