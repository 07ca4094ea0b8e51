import { expect } from 'chai';
import { migrationDatabase } from '../support/test-database.ts';

const BEFORE = 'Migration20261206225603_organization_names_any_case';

/** Undo links already mailed are judged by the rule that a link mailed while another was open never works (PGlite, or PostgreSQL). */
describe('The migration marking superseded undo links', function () {
  this.timeout(60_000);
  const { up, down, latest, run } = migrationDatabase();

  it('marks a link mailed while an older unused one was open, and no other; and goes down and up', async () => {
    await up(BEFORE);
    const link = (user: number, token: string, created: string, expires: string, used: string | null = null) => run(
      `INSERT INTO email_change_undos (user_id, token_hash, previous_email, new_email, created_at, expires_at, used_at)
       VALUES (?, ?, 'a@example.com', 'b@example.com', now() + ?::interval, now() + ?::interval, ${used ? 'now() + ?::interval' : 'NULL'})`,
      used ? [user, token, created, expires, used] : [user, token, created, expires]);
    await link(1, 'owner', '-3 days', '4 days');
    await link(1, 'intruder', '-2 days', '5 days'); // while the owner's was open
    await link(2, 'lapsed', '-9 days', '-2 days');
    await link(2, 'after-lapse', '-1 day', '6 days'); // the older one had lapsed
    await link(3, 'used', '-3 days', '4 days', '-2 days 12 hours');
    await link(3, 'after-use', '-1 day', '6 days'); // the older one had been used
    await latest();
    expect(await run('SELECT token_hash, superseded FROM email_change_undos ORDER BY id')).to.deep.equal([
      { token_hash: 'owner', superseded: false }, { token_hash: 'intruder', superseded: true },
      { token_hash: 'lapsed', superseded: false }, { token_hash: 'after-lapse', superseded: false },
      { token_hash: 'used', superseded: false }, { token_hash: 'after-use', superseded: false },
    ]);
    await down(BEFORE);
    expect(await run("SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'email_change_undos' AND column_name = 'superseded'")).to.deep.equal([{ n: 0 }]);
    await latest();
  });
});
