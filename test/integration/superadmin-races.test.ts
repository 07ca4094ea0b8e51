import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { anAccount, sqlOn, type Person } from '../support/team.ts';
import { fullEdit } from '../support/people.ts';

/**
 * Two SuperAdmins acting against each other at once (R2.10, ADR 0030): one SuperAdmin always
 * remains. A server of its own, where they are the only SuperAdmins; one file, so one embedded
 * database per process (a second one started in the same process has crashed PGlite).
 */
describe('SuperAdmin people console: one SuperAdmin always remains', function () {
  this.timeout(60_000);
  let server: TestServer;
  let sql: ReturnType<typeof sqlOn>;
  before(async () => {
    server = await startTestServer({ LOGIN_ATTEMPTS_PER_15_MIN: '1000' });
    sql = sqlOn(server);
  });
  after(() => server.stop());

  const superAdmins = async () => ((await sql("select id from users where role = 'SuperAdmin' order by id")) as { id: number }[]).map((r) => r.id);

  it('is never demoted, even when the only two SuperAdmins demote each other at once', async () => {
    const [a, b] = [await anAccount(server, 'SuperAdmin', null), await anAccount(server, 'SuperAdmin', null)];
    expect(await superAdmins()).to.deep.equal([a.id, b.id]);
    const demote = (by: Person, who: Person) =>
      server.api(`/api/superadmin/users/${who.id}`, { method: 'PUT', token: by.token, body: fullEdit(who.email, { role: 'User' }) });
    const [ab, ba] = await Promise.all([demote(a, b), demote(b, a)]);
    const statuses = [ab.status, ba.status].sort();
    // The second is refused: as the last SuperAdmin's demotion, or because its author was signed out by the first.
    expect(statuses[0]).to.equal(200);
    expect([401, 409]).to.include(statuses[1]);
    if (statuses[1] === 409) expect([ab, ba].find((r) => r.status === 409)!.body.error.code).to.equal('IDENTITY.LAST_SUPERADMIN');
    expect(await superAdmins()).to.have.length(1);
  });

  it('is never deleted, even when the only two SuperAdmins delete each other at once', async () => {
    // The survivor of the test before leaves the stage: an Admin now, so these two are the only SuperAdmins.
    await sql("update users set role = 'Admin' where role = 'SuperAdmin'");
    const [a, b] = [await anAccount(server, 'SuperAdmin', null), await anAccount(server, 'SuperAdmin', null)];
    expect(await superAdmins()).to.deep.equal([a.id, b.id]);
    const [ab, ba] = await Promise.all([
      server.api(`/api/superadmin/users/${b.id}`, { method: 'DELETE', token: a.token }),
      server.api(`/api/superadmin/users/${a.id}`, { method: 'DELETE', token: b.token }),
    ]);
    const outcomes = [ab, ba].map((r) => (r.status === 200 ? 'deleted' : r.body.error.code));
    // The other is refused as the last SuperAdmin, or (if it reached the server later) as signed out.
    const refused = outcomes.filter((o) => o !== 'deleted');
    expect(refused, outcomes.join(', ')).to.have.length(1);
    expect(['IDENTITY.LAST_SUPERADMIN', 'AUTH.UNAUTHENTICATED']).to.include(refused[0]);
    const left = await superAdmins();
    expect(left).to.have.length(1);
    const survivor = left[0] === a.id ? a : b;
    const self = await server.api(`/api/superadmin/users/${survivor.id}`, { method: 'DELETE', token: survivor.token });
    expect(self.body.error.code).to.equal('IDENTITY.CANNOT_DELETE_SELF');
  });
});
