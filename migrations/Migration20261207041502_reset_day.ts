import { Migration } from '@mikro-orm/migrations';

/**
 * The day of the month an account's counters reset on, kept apart from the next reset date, which a
 * short month moves to its last day. Accounts already moved off their day by a short month cannot
 * be told from ones that began on it: they keep the day their reset date has now.
 */
export class Migration20261207041502_reset_day extends Migration {

  override name = 'Migration20261207041502_reset_day';

  override up(): void | Promise<void> {
    this.addSql(`alter table "billing_accounts" add "reset_day" smallint null;`);
    this.addSql(`update "billing_accounts" set "reset_day" = extract(day from "monthly_reset_date" at time zone 'UTC');`);
    this.addSql(`alter table "billing_accounts" alter column "reset_day" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "billing_accounts" drop column "reset_day";`);
  }

}
