import { expect } from 'chai';
import { migrationDatabase } from '../support/test-database.ts';

const BEFORE = 'Migration20261206232323_undo_links_superseded';
const BOUGHT_NOTHING = 'a1b2c3d4-0000-4000-8000-000000000001';
const BOUGHT_MONTHS = 'a1b2c3d4-0000-4000-8000-000000000002';

/** Orders that bought nothing are flagged, so their refunds take no months back (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('The migration flagging orders that bought nothing', function () {
  this.timeout(60_000);
  const { up, down, latest, run } = migrationDatabase();
  const flags = async () => (await run('SELECT id, bought_nothing FROM billing_orders ORDER BY id')).map((o) => [o.id, o.bought_nothing]);

  it('flags the orders whose payment the account\'s endless Premium made pointless, and no other; and goes down and up', async () => {
    await up(BEFORE);
    const order = (id: string, note: string) => run(
      `INSERT INTO billing_orders (id, user_id, plan, months, amount_minor, currency, provider, test, status, paid_by, history, created_at)
       VALUES (?, 1, 'monthly', 1, 8900, 'BYN', 'bepaid', true, 'paid', ?, ?, now())`,
      [id, `tx-${id.slice(-1)}`, JSON.stringify([{ at: new Date().toISOString(), status: 'paid', note }])],
    );
    await order(BOUGHT_NOTHING, 'tx-1 successful: the account has Premium with no end date, so this bought nothing; refund it');
    await order(BOUGHT_MONTHS, 'tx-2 successful');
    await latest();
    expect(await flags()).to.deep.equal([[BOUGHT_NOTHING, true], [BOUGHT_MONTHS, false]]);

    await down(BEFORE);
    expect((await run(`SELECT column_name FROM information_schema.columns WHERE table_name = 'billing_orders' AND column_name = 'bought_nothing'`))).to.deep.equal([]);
    await latest();
    expect(await flags()).to.deep.equal([[BOUGHT_NOTHING, true], [BOUGHT_MONTHS, false]]);
  });
});
