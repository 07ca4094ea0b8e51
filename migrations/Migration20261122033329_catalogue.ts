import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033329_catalogue extends Migration {

  override name = 'Migration20261122033329_catalogue';

  override up(): void | Promise<void> {
    this.addSql(`create table "categories" ("id" serial primary key, "name" varchar(60) not null, "name_ru" varchar(60) not null);`);
    this.addSql(`alter table "categories" add constraint "categories_name_unique" unique ("name");`);

    this.addSql(`create table "persona_archetypes" ("id" serial primary key, "key" varchar(80) not null, "name" varchar(80) not null, "name_ru" varchar(80) not null, "description" varchar(400) not null, "description_ru" varchar(400) not null, "mood_bias" int not null default 0, "prompt_hint" varchar(400) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "persona_archetypes" add constraint "persona_archetypes_key_unique" unique ("key");`);

    this.addSql(`create table "scenarios" ("id" serial primary key, "key" varchar(80) not null, "name" varchar(120) not null, "name_ru" varchar(120) not null, "description" varchar(500) not null, "description_ru" varchar(500) not null, "category_id" int not null, "difficulty" varchar(20) not null, "system_prompt" text not null, "cast" jsonb not null, "script" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "scenarios" add constraint "scenarios_key_unique" unique ("key");`);
    this.addSql(`create index "scenarios_category_id_index" on "scenarios" ("category_id");`);
    this.addSql(`create index "scenarios_difficulty_index" on "scenarios" ("difficulty");`);

    this.addSql(`create table "scenario_personas" ("scenario_id" int not null, "persona_archetype_id" int not null, primary key ("scenario_id", "persona_archetype_id"));`);

    this.addSql(`alter table "scenarios" add constraint "scenarios_category_id_foreign" foreign key ("category_id") references "categories" ("id");`);

    this.addSql(`alter table "scenario_personas" add constraint "scenario_personas_scenario_id_foreign" foreign key ("scenario_id") references "scenarios" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "scenario_personas" add constraint "scenario_personas_persona_archetype_id_foreign" foreign key ("persona_archetype_id") references "persona_archetypes" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "scenarios" drop constraint "scenarios_category_id_foreign";`);
    this.addSql(`alter table "scenario_personas" drop constraint "scenario_personas_persona_archetype_id_foreign";`);
    this.addSql(`alter table "scenario_personas" drop constraint "scenario_personas_scenario_id_foreign";`);

    this.addSql(`drop table if exists "categories" cascade;`);
    this.addSql(`drop table if exists "persona_archetypes" cascade;`);
    this.addSql(`drop table if exists "scenarios" cascade;`);
    this.addSql(`drop table if exists "scenario_personas" cascade;`);
  }

}
