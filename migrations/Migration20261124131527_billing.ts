import { Migration } from '@mikro-orm/migrations';

export class Migration20261124131527_billing extends Migration {

  override name = 'Migration20261124131527_billing';

  override up(): void | Promise<void> {
    this.addSql(`create table "billing_accounts" ("user_id" int not null, "tier" varchar(20) not null default 'Free', "premium_expires_at" timestamptz null, "session_count" int not null default 0, "coach_session_count" int not null default 0, "monthly_reset_date" timestamptz not null, "total_sessions" int not null default 0, primary key ("user_id"));`);
    this.addSql(`create index "billing_accounts_premium_expires_at_index" on "billing_accounts" ("premium_expires_at");`);

    this.addSql(`create table "billing_orders" ("id" uuid not null, "user_id" int not null, "plan" varchar(20) not null, "months" int not null, "amount_minor" int not null, "currency" varchar(3) not null, "provider" varchar(20) not null, "test" boolean not null, "status" varchar(20) not null, "checkout_token" varchar(255) null, "paid_by" varchar(255) null, "history" jsonb not null, "created_at" timestamptz not null, "paid_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "billing_orders_user_id_index" on "billing_orders" ("user_id");`);

    this.addSql(`create table "billing_payments" ("id" serial primary key, "provider" varchar(20) not null, "transaction_id" varchar(255) not null, "order_id" uuid null, "outcome" varchar(20) not null, "status" varchar(40) not null, "amount_minor" int not null, "currency" varchar(3) not null, "test" boolean not null, "message" varchar(500) null, "received_at" timestamptz not null);`);
    this.addSql(`create index "billing_payments_order_id_index" on "billing_payments" ("order_id");`);
    this.addSql(`alter table "billing_payments" add constraint "billing_payments_provider_transaction_id_unique" unique ("provider", "transaction_id");`);

    // Usage moves from identity to billing (ADR 0021): every user's plan and counters, as they stand.
    this.addSql(`insert into "billing_accounts" ("user_id", "tier", "premium_expires_at", "session_count", "coach_session_count", "monthly_reset_date", "total_sessions") select "id", "subscription_tier", "subscription_expires_at", "session_count_this_month", "coach_session_count_this_month", "monthly_reset_date", "total_sessions" from "users";`);
    this.addSql(`alter table "users" drop column "subscription_tier", drop column "subscription_expires_at", drop column "session_count_this_month", drop column "coach_session_count_this_month", drop column "monthly_reset_date", drop column "total_sessions";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" add "subscription_tier" varchar(20) not null default 'Free', add "subscription_expires_at" timestamptz(6) null, add "session_count_this_month" int4 not null default 0, add "coach_session_count_this_month" int4 not null default 0, add "monthly_reset_date" timestamptz(6) null, add "total_sessions" int4 not null default 0;`);
    this.addSql(`update "users" u set "subscription_tier" = a."tier", "subscription_expires_at" = a."premium_expires_at", "session_count_this_month" = a."session_count", "coach_session_count_this_month" = a."coach_session_count", "monthly_reset_date" = a."monthly_reset_date", "total_sessions" = a."total_sessions" from "billing_accounts" a where a."user_id" = u."id";`);
    // Users billing never saw (no account yet) get a month from now, as a new user did.
    this.addSql(`update "users" set "monthly_reset_date" = now() + interval '1 month' where "monthly_reset_date" is null;`);
    this.addSql(`alter table "users" alter column "monthly_reset_date" set not null;`);

    this.addSql(`drop table if exists "billing_accounts" cascade;`);
    this.addSql(`drop table if exists "billing_orders" cascade;`);
    this.addSql(`drop table if exists "billing_payments" cascade;`);
  }

}
