import { Migration } from '@mikro-orm/migrations';

export class Migration20261124155818_assignments extends Migration {

  override name = 'Migration20261124155818_assignments';

  override up(): void | Promise<void> {
    this.addSql(`create table "assignments" ("id" serial primary key, "organization_id" int not null, "scenario_id" int not null, "due_date" date not null, "pass_score" double precision not null, "whole_team" boolean not null, "created_by_user_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "assignments_organization_id_index" on "assignments" ("organization_id");`);

    this.addSql(`create table "assignment_members" ("assignment_id" int not null, "user_id" int not null, primary key ("assignment_id", "user_id"));`);
    this.addSql(`create index "assignment_members_user_id_index" on "assignment_members" ("user_id");`);

    this.addSql(`alter table "assignment_members" add constraint "assignment_members_assignment_id_foreign" foreign key ("assignment_id") references "assignments" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "assignment_members" drop constraint "assignment_members_assignment_id_foreign";`);

    this.addSql(`drop table if exists "assignments" cascade;`);
    this.addSql(`drop table if exists "assignment_members" cascade;`);
  }

}
