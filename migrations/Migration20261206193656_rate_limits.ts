import { Migration } from '@mikro-orm/migrations';

/** Sign-in, registration and mail budgets shared by every server on PostgreSQL (ADR 0004). */
export class Migration20261206193656_rate_limits extends Migration {

  override name = 'Migration20261206193656_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limits" ("key" text not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }

}
