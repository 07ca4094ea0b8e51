import { Migration } from '@mikro-orm/migrations';

export class Migration20261124101538_server_leases extends Migration {

  override name = 'Migration20261124101538_server_leases';

  override up(): void | Promise<void> {
    this.addSql(`create table "running_jobs" ("job_id" uuid not null, "queue" varchar(100) not null, "server_id" varchar(36) not null, "started_at" timestamptz not null, primary key ("job_id"));`);
    this.addSql(`create index "running_jobs_server_id_index" on "running_jobs" ("server_id");`);

    this.addSql(`create table "server_leases" ("id" varchar(36) not null, "pid" int not null, "host" varchar(255) not null, "started_at" timestamptz not null, "heartbeat_at" timestamptz not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "running_jobs" cascade;`);
    this.addSql(`drop table if exists "server_leases" cascade;`);
  }

}
