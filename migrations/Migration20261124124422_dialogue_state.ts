import { Migration } from '@mikro-orm/migrations';

export class Migration20261124124422_dialogue_state extends Migration {

  override name = 'Migration20261124124422_dialogue_state';

  override up(): void | Promise<void> {
    this.addSql(`alter table "persona_archetypes" add "play" jsonb null;`);

    this.addSql(`alter table "scenarios" alter column "script" drop not null;`);

    this.addSql(`alter table "practice_sessions" add "cast_avatar_urls" jsonb null, add "dialogue" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "persona_archetypes" drop column "play";`);

    this.addSql(`alter table "practice_sessions" drop column "cast_avatar_urls", drop column "dialogue";`);

    this.addSql(`alter table "scenarios" alter column "script" set not null;`);
  }

}
