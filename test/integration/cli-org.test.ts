// @embedded-database-only: every command here runs on a data dir of its own (PGlite), whatever the lane;
// on PostgreSQL (TEST_DATABASE_URL) the test runners leave this file out (scripts/embedded-only.mjs) rather than run it twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { rapport } from '../support/cli.ts';

/** `rapport org …` and the organisation options of `rapport user …`, as operators and CI seed teams. */
describe('rapport CLI: organisations', function () {
  this.timeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'rapport-cli-org-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('creates an organisation, refuses its name again in any case, and refuses a blank name', async () => {
    const created = await rapport(dir, 'org', 'create', '--name', '  Acme  ', '--json');
    expect(created.code).to.equal(0);
    expect(created.json).to.deep.equal({ ok: true, organization: { id: created.json.organization.id, name: 'Acme' } });
    const again = await rapport(dir, 'org', 'create', '--name', 'ACME', '--json');
    expect(again.code).to.equal(1);
    expect(again.json.error).to.include({ code: 'TEAM.NAME_TAKEN' });
    const blank = await rapport(dir, 'org', 'create', '--name', ' ', '--json');
    expect([blank.code, blank.json.error.code]).to.deep.equal([1, 'VALIDATION_FAILED']);
    expect(blank.json.error.details[0].path).to.equal('--name');
  });

  it('creates a user in an organisation, creating the organisation when missing', async () => {
    const existing = await rapport(dir, 'user', 'create', '--email', 'admin@acme.test', '--password', 'secret1', '--role', 'Admin', '--org', 'acme', '--json');
    expect(existing.code).to.equal(0);
    expect(existing.json.user).to.deep.include({ email: 'admin@acme.test', role: 'Admin' });
    expect(existing.json.user.organization.name).to.equal('Acme');
    // Joining a team that was there already is said so: an Admin may have taken the name ahead of the operator.
    expect(existing.json.organizationCreated).to.equal(false);
    const fresh = await rapport(dir, 'user', 'create', '--email', 'ada@globex.test', '--password', 'secret1', '--org', 'Globex', '--json');
    expect(fresh.json.user.organization.name).to.equal('Globex');
    expect(fresh.json.organizationCreated).to.equal(true);
    const human = await rapport(dir, 'user', 'create', '--email', 'bob@acme.test', '--password', 'secret1', '--org', 'Acme');
    expect(human.stdout).to.match(/Created bob@acme\.test \(User, id \d+\) in Acme \(an existing organisation\)/);
  });

  it('moves a user with set-org, takes them out with --no-org or --org \'\', and wants one of them', async () => {
    const moved = await rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', '--org', 'Initech', '--json');
    expect(moved.json).to.deep.include({ ok: true, organizationCreated: true });
    expect(moved.json.user.organization.name).to.equal('Initech');
    const out = await rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', '--no-org', '--json');
    expect([out.json.user.organization, out.json.organizationCreated]).to.deep.equal([null, null]);
    const joined = await rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', '--org', 'Acme');
    expect(joined.stdout).to.include('ada@globex.test is now in Acme (an existing organisation)');
    const empty = await rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', '--org', '', '--json');
    expect(empty.json.user.organization).to.equal(null);
    // Both flags, or a blank name (a script's unset variable), are refused: neither may take the account out.
    for (const args of [['--org', 'Acme', '--no-org'], ['--no-org', '--org', 'Acme'], ['--org', '   ']]) {
      const refused = await rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', '--org', 'Acme', '--json').then(() =>
        rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', ...args, '--json'));
      expect(refused.code, args.join(' ')).to.equal(1);
      expect(refused.json.error.code, args.join(' ')).to.be.oneOf(['CLI.USAGE', 'VALIDATION_FAILED']);
      const still = await rapport(dir, 'user', 'show', '--email', 'ada@globex.test', '--json');
      expect(still.json.user.organization?.name, args.join(' ')).to.equal('Acme');
    }
    const blank = await rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', '--org', '   ');
    expect(blank.stderr).to.include('must not be blank');
    const both = await rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', '--org', 'Acme', '--no-org');
    expect(both.stderr).to.include('give either --org NAME or --no-org, not both');
    expect((await rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', '--no-org')).code).to.equal(0);
    const neither = await rapport(dir, 'user', 'set-org', '--email', 'ada@globex.test', '--json');
    expect([neither.code, neither.json.error.code]).to.deep.equal([1, 'VALIDATION_FAILED']);
    const nobody = await rapport(dir, 'user', 'set-org', '--email', 'nobody@acme.test', '--org', 'Acme', '--json');
    expect([nobody.code, nobody.json.error.code]).to.deep.equal([1, 'IDENTITY.USER_NOT_FOUND']);
  });

  it('lists organisations by name with their member counts, for people and as JSON', async () => {
    const listed = await rapport(dir, 'org', 'list', '--json');
    expect(listed.json.organizations.map((o: { name: string; members: number }) => [o.name, o.members]))
      .to.deep.equal([['Acme', 2], ['Globex', 0], ['Initech', 0]]);
    const human = await rapport(dir, 'org', 'list');
    expect(human.code).to.equal(0);
    expect(human.stdout).to.include('3 organisation(s)').and.include('Acme: 2 member(s)');
  });
});
