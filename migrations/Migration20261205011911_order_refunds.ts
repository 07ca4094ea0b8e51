import { Migration } from '@mikro-orm/migrations';

export class Migration20261205011911_order_refunds extends Migration {

  override name = 'Migration20261205011911_order_refunds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "billing_orders" add "refunded_minor" int not null default 0;`);
    this.addSql(`create index "billing_orders_paid_by_index" on "billing_orders" ("paid_by");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "billing_orders_paid_by_index";`);
    this.addSql(`alter table "billing_orders" drop column "refunded_minor";`);
  }

}
