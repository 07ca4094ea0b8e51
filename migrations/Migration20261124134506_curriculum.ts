import { Migration } from '@mikro-orm/migrations';

export class Migration20261124134506_curriculum extends Migration {

  override name = 'Migration20261124134506_curriculum';

  override up(): void | Promise<void> {
    this.addSql(`create table "curriculum_plans" ("user_id" int not null, "variant" varchar(10) not null, "items" jsonb not null, "planner" varchar(10) not null, "based_on" varchar(100) not null, "generated_at" timestamptz not null, primary key ("user_id", "variant"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "curriculum_plans" cascade;`);
  }

}
