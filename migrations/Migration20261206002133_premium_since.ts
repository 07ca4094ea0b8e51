import { Migration } from '@mikro-orm/migrations';

/**
 * When an account's present run of Premium began. Accounts on Premium already keep null: when
 * their run began was never stored, so a refund withdraws from them as it did before.
 */
export class Migration20261206002133_premium_since extends Migration {

  override name = 'Migration20261206002133_premium_since';

  override up(): void | Promise<void> {
    this.addSql(`alter table "billing_accounts" add "premium_since" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "billing_accounts" drop column "premium_since";`);
  }

}
