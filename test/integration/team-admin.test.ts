import { expect } from 'chai';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { aLearner, anAccount, sqlOn, uniqueOrg, type Person } from '../support/team.ts';

/** The team admin area's routes, as each caller may use them (no SMTP: mails go to the outbox). */
describe('Team admin area', function () {
  this.timeout(30_000);
  let server: TestServer;
  let sql: ReturnType<typeof sqlOn>;
  before(async () => {
    server = await startTestServer();
    sql = sqlOn(server);
  });
  after(() => server.stop());

  const MISSING = 987_654;
  const call = (person: Person | null, method: string, path: string, body?: unknown) =>
    server.api(path, { method, token: person?.token, body });
  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/api/admin/team'],
    ['POST', '/api/admin/team/invite', { email: 'someone@example.com' }],
    ['DELETE', `/api/admin/team/invitations/${MISSING}`],
    ['DELETE', `/api/admin/team/${MISSING}`],
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings', { name: 'Renamed', invitationLocale: 'en' }],
  ];

  it('answers anonymous callers 401, Users 403 and Admins without an organisation 409 TEAM.NO_ORGANISATION, on every route', async () => {
    const learner = await aLearner(server);
    const loner = await anAccount(server, 'Admin', null);
    for (const [method, path, body] of ROUTES) {
      const anonymous = await call(null, method, path, body);
      expect([anonymous.status, anonymous.body.error.code], `${method} ${path}`).to.deep.equal([401, 'AUTH.UNAUTHENTICATED']);
      const user = await call(learner, method, path, body);
      expect([user.status, user.body.error.code], `${method} ${path}`).to.deep.equal([403, 'AUTH.FORBIDDEN']);
      const admin = await call(loner, method, path, body);
      expect([admin.status, admin.body.error], `${method} ${path}`)
        .to.deep.equal([409, { code: 'TEAM.NO_ORGANISATION', message: 'Your account is not part of an organisation yet.' }]);
    }
  });

  it('lists active members Admins first then by email, with level and points, then pending invitations newest first', async () => {
    const org = uniqueOrg();
    const admin = await anAccount(server, 'Admin', org, 'zz-admin');
    const b = await anAccount(server, 'User', org, 'b-member');
    const a = await anAccount(server, 'User', org, 'a-member');
    await sql('update users set level = ?, experience_points = ? where id = ?', ['B2', 120, a.id]);
    const older = uniqueEmail('pending-old');
    const newer = uniqueEmail('pending-new');
    await call(admin, 'POST', '/api/admin/team/invite', { email: older });
    await call(admin, 'POST', '/api/admin/team/invite', { email: newer });
    const res = await call(admin, 'GET', '/api/admin/team');
    expect(res.status).to.equal(200);
    expect(res.body.map((m: { email: string; status: string }) => [m.email, m.status])).to.deep.equal([
      [admin.email, 'active'], [a.email, 'active'], [b.email, 'active'], [newer, 'pending'], [older, 'pending'],
    ]);
    expect(res.body[1]).to.deep.equal({
      id: a.id, email: a.email, role: 'User', level: 'B2', experiencePoints: 120, status: 'active', invitationId: null, invitedAt: null, expiresAt: null,
    });
  });

  describe('removing a member', () => {
    it('ends the membership at once (the profile shows no organisation), keeps the account and its sign-in', async () => {
      const org = uniqueOrg();
      const admin = await anAccount(server, 'Admin', org);
      const member = await anAccount(server, 'User', org);
      expect((await call(member, 'GET', '/api/auth/me')).body.organization.name).to.equal(org); // now cached
      const removed = await call(admin, 'DELETE', `/api/admin/team/${member.id}`);
      expect(removed.status).to.equal(204);
      const me = await call(member, 'GET', '/api/auth/me');
      expect(me.status).to.equal(200);
      expect(me.body).to.deep.include({ email: member.email, organization: null });
      expect((await call(admin, 'GET', '/api/admin/team')).body.map((m: { email: string }) => m.email)).to.deep.equal([admin.email]);
      const again = await call(admin, 'DELETE', `/api/admin/team/${member.id}`);
      expect([again.status, again.body.error.code]).to.deep.equal([404, 'TEAM.MEMBER_NOT_FOUND']);
    });

    it('refuses to remove an Admin or SuperAdmin of the team with 409 TEAM.ADMIN_NOT_REMOVABLE', async () => {
      const org = uniqueOrg();
      const admin = await anAccount(server, 'Admin', org);
      for (const role of ['Admin', 'SuperAdmin'] as const) {
        const other = await anAccount(server, role, org);
        const res = await call(admin, 'DELETE', `/api/admin/team/${other.id}`);
        expect([res.status, res.body.error.code, res.body.error.message]).to.deep.equal([409, 'TEAM.ADMIN_NOT_REMOVABLE', 'Admins cannot be removed from the team here.']);
      }
      const self = await call(admin, 'DELETE', `/api/admin/team/${admin.id}`);
      expect(self.body.error.code).to.equal('TEAM.ADMIN_NOT_REMOVABLE');
    });
  });

  describe('settings', () => {
    it('answers the name and, until chosen, English to every Admin whatever their own language; saves a trimmed name and the language for every Admin', async () => {
      const org = uniqueOrg();
      const admin = await anAccount(server, 'Admin', org);
      const colleague = await anAccount(server, 'Admin', org);
      const member = await anAccount(server, 'User', org);
      await call(colleague, 'POST', '/api/auth/update-locale', { locale: 'ru' });
      const initial = await call(admin, 'GET', '/api/admin/settings');
      expect(initial.body).to.deep.equal({ organization: { id: initial.body.organization.id, name: org }, invitationLocale: 'en' });
      expect((await call(colleague, 'GET', '/api/admin/settings')).body.invitationLocale, 'the organisation\'s setting, not the colleague\'s UI').to.equal('en');
      expect((await call(member, 'GET', '/api/auth/me')).body.organization.name).to.equal(org); // now cached

      const renamed = `${org} Renamed`;
      const saved = await call(admin, 'PUT', '/api/admin/settings', { name: `  ${renamed} `, invitationLocale: 'ru' });
      expect(saved.body).to.deep.equal({ organization: { id: initial.body.organization.id, name: renamed }, invitationLocale: 'ru' });
      expect((await call(admin, 'GET', '/api/admin/settings')).body.invitationLocale).to.equal('ru');
      expect((await call(colleague, 'GET', '/api/admin/settings')).body.invitationLocale).to.equal('ru');
      expect((await call(member, 'GET', '/api/auth/me')).body.organization.name).to.equal(renamed);
    });

    it('refuses a name another organisation has (in any case) with 409 TEAM.NAME_TAKEN, and a blank one with 400', async () => {
      const taken = uniqueOrg('Taken');
      await anAccount(server, 'Admin', taken);
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      for (const name of [taken.toUpperCase(), `${taken.slice(0, 3)}\u200b${taken.slice(3)}`]) {
        // A zero-width space inside is no new name: it would look the same in an invitation's subject.
        const clash = await call(admin, 'PUT', '/api/admin/settings', { name, invitationLocale: 'en' });
        expect([clash.status, clash.body.error.code, clash.body.error.message]).to.deep.equal([409, 'TEAM.NAME_TAKEN', 'Another organisation already has this name.']);
      }
      // A name is compared as itself: '_' and '%' in it are letters, not wildcards that match another name.
      const lookalike = taken.replace(/.$/, '_');
      const wildcard = await call(admin, 'PUT', '/api/admin/settings', { name: lookalike, invitationLocale: 'en' });
      expect([wildcard.status, wildcard.body.organization?.name]).to.deep.equal([200, lookalike]);
      for (const name of ['   ', '\u200b\u200b']) {
        const blank = await call(admin, 'PUT', '/api/admin/settings', { name, invitationLocale: 'en' });
        expect([blank.status, blank.body.error.code], JSON.stringify(name)).to.deep.equal([400, 'VALIDATION_FAILED']);
      }
      const badLocale = await call(admin, 'PUT', '/api/admin/settings', { name: 'Fine', invitationLocale: 'de' });
      expect(badLocale.status).to.equal(400);
    });
  });

  it('validates the invite: an email is required and must look like one', async () => {
    const admin = await anAccount(server, 'Admin', uniqueOrg());
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }]) {
      const res = await call(admin, 'POST', '/api/admin/team/invite', body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).to.deep.equal([400, 'VALIDATION_FAILED']);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).to.deep.equal(['body.email']);
    }
  });

  describe('IDOR: an Admin of organisation A reaches nothing of organisation B', () => {
    let adminA: Person;
    let adminB: Person;
    let memberB: Person;
    let invitationB: number;
    let orgB: string;

    before(async () => {
      adminA = await anAccount(server, 'Admin', uniqueOrg('A'));
      orgB = uniqueOrg('B');
      adminB = await anAccount(server, 'Admin', orgB);
      memberB = await anAccount(server, 'User', orgB);
      invitationB = (await call(adminB, 'POST', '/api/admin/team/invite', { email: uniqueEmail('invitee-b') })).body.invitationId;
    });

    it('sees none of B\'s members or invitations in the team list', async () => {
      const list = (await call(adminA, 'GET', '/api/admin/team')).body as { email: string; invitationId: number | null }[];
      expect(list.map((m) => m.email)).to.deep.equal([adminA.email]);
      expect(list.map((m) => m.invitationId)).to.not.include(invitationB);
    });

    it('cannot remove B\'s member or Admin, nor revoke B\'s invitation: the same answer as for a missing id, and B is untouched', async () => {
      for (const path of ['/api/admin/team/{id}', '/api/admin/team/invitations/{id}']) {
        const missing = await call(adminA, 'DELETE', path.replace('{id}', String(MISSING)));
        expect(missing.status, path).to.equal(404);
        const ids = path.includes('invitations') ? [invitationB] : [memberB.id, adminB.id];
        for (const id of ids) {
          const res = await call(adminA, 'DELETE', path.replace('{id}', String(id)));
          expect({ status: res.status, body: res.body }, `${path} ${id}`).to.deep.equal({ status: missing.status, body: missing.body });
        }
      }
      const listB = (await call(adminB, 'GET', '/api/admin/team')).body as { email: string; status: string; invitationId: number | null }[];
      expect(listB.filter((m) => m.status === 'active').map((m) => m.email)).to.have.members([adminB.email, memberB.email]);
      expect(listB.map((m) => m.invitationId)).to.include(invitationB);
    });

    it('renames only A: B keeps its name, and A cannot take it', async () => {
      const saved = await call(adminA, 'PUT', '/api/admin/settings', { name: uniqueOrg('A2'), invitationLocale: 'ru' });
      expect(saved.status).to.equal(200);
      expect((await call(adminB, 'GET', '/api/admin/settings')).body.organization.name).to.equal(orgB);
      expect((await call(adminA, 'PUT', '/api/admin/settings', { name: orgB, invitationLocale: 'en' })).status).to.equal(409);
    });

    it('answers a SuperAdmin for their own organisation only', async () => {
      const superAdmin = await anAccount(server, 'SuperAdmin', uniqueOrg('S'));
      const res = await call(superAdmin, 'DELETE', `/api/admin/team/${memberB.id}`);
      expect([res.status, res.body.error.code]).to.deep.equal([404, 'TEAM.MEMBER_NOT_FOUND']);
      expect((await call(superAdmin, 'GET', '/api/admin/team')).body.map((m: { email: string }) => m.email)).to.deep.equal([superAdmin.email]);
    });
  });
});
