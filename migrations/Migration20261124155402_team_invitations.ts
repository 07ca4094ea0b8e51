import { Migration } from '@mikro-orm/migrations';

export class Migration20261124155402_team_invitations extends Migration {

  override name = 'Migration20261124155402_team_invitations';

  override up(): void | Promise<void> {
    this.addSql(`create table "team_invitations" ("id" serial primary key, "organization_id" int not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "invited_by_user_id" int null, "status" varchar(20) not null default 'pending', "created_at" timestamptz not null, "sent_at" timestamptz not null, "expires_at" timestamptz not null, "closed_at" timestamptz null, "accepted_user_id" int null);`);
    this.addSql(`create index "team_invitations_organization_id_index" on "team_invitations" ("organization_id");`);
    this.addSql(`create index "team_invitations_email_index" on "team_invitations" ("email");`);
    this.addSql(`alter table "team_invitations" add constraint "team_invitations_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "organizations" add "invitation_locale" varchar(10) null;`);

    this.addSql(`alter table "users" add "organization_joined_at" timestamptz null;`);

    this.addSql(`alter table "team_invitations" add constraint "team_invitations_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "team_invitations" cascade;`);

    this.addSql(`alter table "organizations" drop column "invitation_locale";`);

    this.addSql(`alter table "users" drop column "organization_joined_at";`);
  }

}
