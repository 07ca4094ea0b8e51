import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022458_initial extends Migration {

  override name = 'Migration20261122022458_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "app_settings" ("key" varchar(100) not null, "value" text not null, "created_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "login_attempts" ("id" serial primary key, "user_id" int null, "email" varchar(254) not null, "ip" varchar(64) null, "user_agent" varchar(500) null, "success" boolean not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "login_attempts_user_id_index" on "login_attempts" ("user_id");`);
    this.addSql(`create index "login_attempts_created_at_index" on "login_attempts" ("created_at");`);

    this.addSql(`create table "organizations" ("id" serial primary key, "name" varchar(200) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "organizations" add constraint "organizations_name_unique" unique ("name");`);

    this.addSql(`create table "refresh_tokens" ("id" serial primary key, "user_id" int not null, "family_id" varchar(36) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null);`);
    this.addSql(`create index "refresh_tokens_user_id_index" on "refresh_tokens" ("user_id");`);
    this.addSql(`create index "refresh_tokens_family_id_index" on "refresh_tokens" ("family_id");`);
    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) null, "role" varchar(20) not null default 'User', "level" varchar(100) null, "experience_points" int not null default 0, "locale" varchar(10) not null default 'en', "subscription_tier" varchar(20) not null default 'Free', "subscription_expires_at" timestamptz null, "session_count_this_month" int not null default 0, "coach_session_count_this_month" int not null default 0, "monthly_reset_date" timestamptz not null, "total_sessions" int not null default 0, "email_verified" boolean not null default false, "email_verification_token" varchar(255) null, "email_verification_sent_at" timestamptz null, "email_verification_expires_at" timestamptz null, "email_verified_at" timestamptz null, "avatar" varchar(500) null, "first_name" varchar(100) null, "gender" varchar(50) null, "invite_token" varchar(255) null, "invited_at" timestamptz null, "invited_by_user_id" int null, "organization_id" int null, "registered_at" timestamptz not null, "last_login_at" timestamptz null, "last_heartbeat_at" timestamptz null, "force_logout_at" timestamptz null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`alter table "users" add constraint "users_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_organization_id_foreign";`);

    this.addSql(`drop table if exists "app_settings" cascade;`);
    this.addSql(`drop table if exists "login_attempts" cascade;`);
    this.addSql(`drop table if exists "organizations" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }

}
