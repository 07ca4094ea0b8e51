import { Migration } from '@mikro-orm/migrations';

export class Migration20261124215549_scenario_retirement extends Migration {

  override name = 'Migration20261124215549_scenario_retirement';

  override up(): void | Promise<void> {
    this.addSql(`alter table "scenarios" add "retired_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "scenarios" drop column "retired_at";`);
  }

}
