import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033622_onboarding extends Migration {

  override name = 'Migration20261122033622_onboarding';

  override up(): void | Promise<void> {
    this.addSql(`create table "onboarding_profiles" ("user_id" int not null, "goal_categories" jsonb not null, "updated_at" timestamptz not null, primary key ("user_id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "onboarding_profiles" cascade;`);
  }

}
