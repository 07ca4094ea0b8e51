import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021000_scenario_rubric extends Migration {

  override name = 'Migration20261125021000_scenario_rubric';

  override up(): void | Promise<void> {
    this.addSql(`alter table "scenarios" add "rubric" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "scenarios" drop column "rubric";`);
  }

}
