import { Migration } from '@mikro-orm/migrations';

export class Migration20261124121000_own_goals extends Migration {

  override name = 'Migration20261124121000_own_goals';

  override up(): void | Promise<void> {
    this.addSql(`alter table "onboarding_profiles" add "own_goals" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "onboarding_profiles" drop column "own_goals";`);
  }

}
