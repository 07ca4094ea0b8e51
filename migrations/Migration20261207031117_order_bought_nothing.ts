import { Migration } from '@mikro-orm/migrations';

/**
 * An order paid while the account had Premium without an end bought nothing (ADR 0020); a refund of it
 * must take no months back. Orders already so are known by the note that asked for their refund.
 */
export class Migration20261207031117_order_bought_nothing extends Migration {

  override name = 'Migration20261207031117_order_bought_nothing';

  override up(): void | Promise<void> {
    this.addSql(`alter table "billing_orders" add "bought_nothing" boolean not null default false;`);
    this.addSql(`update "billing_orders" set "bought_nothing" = true where "history"::text like '%so this bought nothing; refund it%';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "billing_orders" drop column "bought_nothing";`);
  }

}
