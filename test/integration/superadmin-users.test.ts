import { expect } from 'chai';
import { IDENTITY } from '#src/modules/identity/index.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { aLearner, anAccount, sqlOn, type Person } from '../support/team.ts';
import { expectedOrder, seedPeople, type SeededPerson } from '../support/people.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';

const COLUMNS = ['email', 'role', 'organization', 'registeredAt', 'lastLoginAt', 'lastHeartbeatAt', 'completedScenarios',
  'incompleteScenarios', 'emailVerified'] as const;

/** The SuperAdmin's people console, reading (R2.10): the list, its stats, a user's page, logins, organisations, the counters. */
describe('SuperAdmin people console: reading', function () {
  this.timeout(60_000);
  let server: TestServer;
  let sql: ReturnType<typeof sqlOn>;
  let superAdmin: Person;
  let people: SeededPerson[];
  const TAG = `ppl${Date.now().toString(36)}`;

  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0' });
    sql = sqlOn(server);
    superAdmin = await anAccount(server, 'SuperAdmin', null);
    people = await seedPeople(server, TAG);
  });
  after(() => server.stop());

  const get = (path: string, person: Person = superAdmin) => server.api(path, { token: person.token });
  const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

  describe('GET /api/superadmin/users', () => {
    it('pages 20 to a page, by email ascending by default (SPEC §9), with the total of every match', async () => {
      const first = await get(`/api/superadmin/users?search=${TAG}`);
      expect(first.status).to.equal(200);
      expect(first.body).to.include({ total: 30, page: 1, pageSize: 20 });
      expect(ids(first.body)).to.deep.equal(expectedOrder(people, 'email', 'asc').slice(0, 20));
      const second = (await get(`/api/superadmin/users?search=${TAG}&page=2`)).body;
      expect(ids(second)).to.deep.equal(expectedOrder(people, 'email', 'asc').slice(20));
      expect((await get(`/api/superadmin/users?search=${TAG}&page=3`)).body).to.include({ total: 30 }).and.have.property('items').that.is.empty;
    });

    for (const column of COLUMNS) {
      it(`sorts by ${column} both ways, ties broken by id`, async () => {
        for (const dir of ['asc', 'desc'] as const) {
          const res = await get(`/api/superadmin/users?search=${TAG}&sortBy=${column}&sortDir=${dir}&pageSize=100`);
          expect(ids(res.body), `${column} ${dir}`).to.deep.equal(expectedOrder(people, column, dir));
          // Page by page too: pages past the middle are read from the other end, and must join up exactly.
          const paged: number[] = [];
          for (let page = 1; page <= Math.ceil(people.length / 7); page++)
            paged.push(...ids((await get(`/api/superadmin/users?search=${TAG}&sortBy=${column}&sortDir=${dir}&pageSize=7&page=${page}`)).body));
          expect(paged, `${column} ${dir}, 7 to a page`).to.deep.equal(expectedOrder(people, column, dir));
        }
      });
    }

    it('shows each user as SPEC §3 lists them, presence worked out from the last heartbeat', async () => {
      const res = await get(`/api/superadmin/users?search=${TAG}&sortBy=email&sortDir=asc&pageSize=100`);
      const byId = new Map(res.body.items.map((i: { id: number }) => [i.id, i]));
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      const presences = ['Online', 'RecentlyActive', 'Today', 'Offline'];
      for (const [i, p] of people.entries()) {
        expect(byId.get(p.id)).to.deep.equal({
          id: p.id, email: p.email, role: p.role, organization: p.organization, registeredAt: p.registeredAt.toISOString(),
          lastLoginAt: iso(p.lastLoginAt), lastHeartbeatAt: iso(p.lastHeartbeatAt), presence: p.lastHeartbeatAt ? presences[i % 4] : 'Never',
          completedScenarios: p.completedScenarios, incompleteScenarios: p.incompleteScenarios, emailVerified: p.emailVerified,
        });
      }
    });

    it('searches any part of the email in any case, takes % and _ literally, and filters by role and organisation', async () => {
      const only = async (query: string) => ids((await get(`/api/superadmin/users?${query}&pageSize=100&sortBy=email&sortDir=asc`)).body);
      expect(await only(`search=${encodeURIComponent(`P07-${TAG.toUpperCase()}@PEOPLE`)}`)).to.deep.equal([people[7]!.id]);
      expect(await only(`search=${encodeURIComponent(`  p1`)}&role=User`)).to.include.members(
        people.filter((p) => p.email.startsWith('p1') && p.role === 'User').map((p) => p.id));
      expect(await only(`search=${encodeURIComponent(`p_7-${TAG}`)}`)).to.deep.equal([]);
      expect(await only(`search=${encodeURIComponent(`%${TAG}`)}`)).to.deep.equal([]);
      expect(await only(`search=${TAG}&role=Admin`)).to.deep.equal(people.filter((p) => p.role === 'Admin').map((p) => p.id));
      const org = people[0]!.organization!;
      expect(await only(`orgId=${org.id}`)).to.deep.equal(people.filter((p) => p.organization?.id === org.id).map((p) => p.id));
      expect(await only(`orgId=${org.id}&role=SuperAdmin`)).to.deep.equal(
        people.filter((p) => p.organization?.id === org.id && p.role === 'SuperAdmin').map((p) => p.id));
      expect(await only('search=%20%20')).to.have.length.above(30); // blank: no search
    });

    it('refuses a bad query with the field named', async () => {
      for (const query of ['sortBy=password', 'sortDir=up', 'role=Root', 'page=0', 'pageSize=101', 'orgId=x', 'orgId=99999999999', 'search=a%00b']) {
        const res = await get(`/api/superadmin/users?${query}`);
        expect([res.status, res.body.error.code], query).to.deep.equal([400, 'VALIDATION_FAILED']);
        expect(res.body.error.details[0].path, query).to.match(/^query\./);
      }
    });
  });

  it('GET /users/stats counts the online, every account, verified or not, Admins, SuperAdmins and Premium', async () => {
    const count = async (where: string) => Number(((await sql(`select count(*) as n from users ${where}`)) as { n: string }[])[0]!.n);
    const premiumBefore = (await get('/api/superadmin/users/stats')).body.totalPremiumUsers as number;
    const learner = await aLearner(server);
    await server.api(`/api/superadmin/users/${learner.id}/subscription`, { method: 'PUT', token: superAdmin.token, body: { subscriptionTier: 'Premium' } });
    const res = await get('/api/superadmin/users/stats');
    expect(res.status).to.equal(200);
    const online = await count('where last_heartbeat_at > now() - interval \'5 minutes\'');
    expect(res.body).to.deep.include({
      activeUsers: online, totalUsers: await count(''), verifiedEmails: await count('where email_verified'),
      unverifiedEmails: await count('where not email_verified'), totalAdmins: await count('where role = \'Admin\''),
      totalSuperAdmins: await count('where role = \'SuperAdmin\''), totalPremiumUsers: premiumBefore + 1,
    });
    const seededOnline = people.filter((p, i) => p.lastHeartbeatAt && i % 4 === 0);
    expect(res.body.activeUserEmails).to.deep.include.members(seededOnline.map((p) => ({ id: p.id, email: p.email })));
    expect(res.body.activeUserEmails).to.have.length(online);
  });

  describe('GET /api/superadmin/users/:id', () => {
    it('shows the account, its plan and usage, presence and counts, never the password', async () => {
      const learner = await aLearner(server, 'ru');
      const res = await get(`/api/superadmin/users/${learner.id}`);
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.include({
        id: learner.id, email: learner.email, role: 'User', level: null, organizationId: null, organization: null, experiencePoints: 0,
        subscriptionTier: 'Free', subscriptionExpiresAt: null, sessionCountThisMonth: 0, coachSessionCountThisMonth: 0, sessionLimit: 5,
        coachSessionLimit: 2, locale: 'ru', emailVerified: false, presence: 'Never', totalSessions: 0, completedScenarios: 0, incompleteScenarios: 0,
        hasPassword: true, linkedProviders: [], invitedByUserId: null,
      });
      expect(Date.parse(res.body.monthlyResetDate)).to.be.above(Date.now());
      expect(JSON.stringify(res.body)).to.not.match(/argon2/);
    });

    it('reads an account with no billing row yet as Free, without creating one (a look never races a deletion into a row)', async () => {
      const learner = await aLearner(server);
      await sql('delete from billing_accounts where user_id = ?', [learner.id]);
      const res = await get(`/api/superadmin/users/${learner.id}`);
      expect(res.body).to.deep.include({ subscriptionTier: 'Free', sessionCountThisMonth: 0, sessionLimit: 5, totalSessions: 0 });
      expect(await sql('select user_id from billing_accounts where user_id = ?', [learner.id])).to.deep.equal([]);
    });

    it('answers an unknown id 404 IDENTITY.USER_NOT_FOUND, and a malformed one 400', async () => {
      const missing = await get('/api/superadmin/users/987654');
      expect([missing.status, missing.body.error.code]).to.deep.equal([404, 'IDENTITY.USER_NOT_FOUND']);
      for (const id of ['abc', '0', '-3', '1.5', '3000000000']) expect((await get(`/api/superadmin/users/${id}`)).status, id).to.equal(400);
    });
  });

  it('counts sessions as practice starts and ends them: in progress, then completed', async () => {
    const learner = await aLearner(server);
    const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
    const counts = async () => {
      const { completedScenarios, incompleteScenarios, totalSessions } = (await get(`/api/superadmin/users/${learner.id}`)).body;
      return { completedScenarios, incompleteScenarios, totalSessions };
    };
    const start = async () => (await server.api('/api/sessions', { token: learner.token, body: { scenarioId: scenario!.id, coachEnabled: false } })).body.sessionId as number;
    const first = await start();
    await start();
    expect(await counts()).to.deep.equal({ completedScenarios: 0, incompleteScenarios: 2, totalSessions: 2 });
    const hub = await TestHubClient.connect(server.url, learner.token);
    try {
      await hub.invoke('JoinSession', first);
      await talkAndEnd(hub, first, ['I understand. What happened?']);
      expect((await hub.invoke('EndSession', first)).ok).to.equal(true); // again: counted once
    } finally {
      await hub.close();
    }
    expect(await counts()).to.deep.equal({ completedScenarios: 1, incompleteScenarios: 1, totalSessions: 2 });
    // A start the monthly limit refuses counts nothing, in the tally as in billing.
    await sql('update billing_accounts set session_count = 5 where user_id = ?', [learner.id]);
    expect((await server.api('/api/sessions', { token: learner.token, body: { scenarioId: scenario!.id, coachEnabled: false } })).status).to.equal(403);
    expect(await counts()).to.deep.equal({ completedScenarios: 1, incompleteScenarios: 1, totalSessions: 2 });
  });

  it('refuses to count a start for an account that is gone, so a start racing its deletion writes nothing', async () => {
    const counters = server.kernel.container.get(IDENTITY.ScenarioCounters) as { sessionStarted(userId: number): Promise<void> };
    const [{ id }] = (await sql('select coalesce(max(id), 0) + 1000 as id from users')) as { id: number }[];
    const gone = await server.kernel.inContext(() => counters.sessionStarted(Number(id))).then(() => null, (e: { code?: string }) => e.code);
    expect(gone).to.equal('IDENTITY.USER_NOT_FOUND');
  });

  describe('GET /api/superadmin/users/:id/logins', () => {
    it('lists every sign-in attempt on the account newest first, with address, agent and outcome, paged and by UTC day', async () => {
      const learner = await aLearner(server);
      const login = (password: string) => server.api('/api/auth/login', { body: { email: learner.email, password }, headers: { 'user-agent': `agent-${password}` } });
      await login('wrong-one');
      await login('secret1');
      await login('wrong-two');
      const res = await get(`/api/superadmin/users/${learner.id}/logins`);
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ total: 3, page: 1, pageSize: 20 });
      expect(res.body.items.map((i: { userAgent: string; success: boolean }) => [i.userAgent, i.success])).to.deep.equal([
        ['agent-wrong-two', false], ['agent-secret1', true], ['agent-wrong-one', false],
      ]);
      expect(res.body.items[0].ip).to.be.a('string').and.not.empty;
      expect(Date.parse(res.body.items[0].timestamp)).to.be.closeTo(Date.now(), 60_000);
      const paged = (await get(`/api/superadmin/users/${learner.id}/logins?pageSize=2&page=2`)).body;
      expect(paged).to.include({ total: 3, page: 2, pageSize: 2 });
      expect(paged.items.map((i: { userAgent: string }) => i.userAgent)).to.deep.equal(['agent-wrong-one']);
      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      expect((await get(`/api/superadmin/users/${learner.id}/logins?dateFrom=${today}&dateTo=${today}`)).body.total).to.equal(3);
      expect((await get(`/api/superadmin/users/${learner.id}/logins?dateFrom=${tomorrow}`)).body.total).to.equal(0);
      expect((await get(`/api/superadmin/users/${learner.id}/logins?dateTo=${yesterday}`)).body.total).to.equal(0);
    });

    it('answers an unknown user 404, a date that does not exist or an end before the start 400', async () => {
      expect((await get('/api/superadmin/users/987654/logins')).status).to.equal(404);
      const res = await get(`/api/superadmin/users/${superAdmin.id}/logins?dateFrom=2026-02-30`);
      expect([res.status, res.body.error.details[0].path]).to.deep.equal([400, 'query.dateFrom']);
      const backwards = await get(`/api/superadmin/users/${superAdmin.id}/logins?dateFrom=2026-11-24&dateTo=2026-11-23`);
      expect([backwards.status, backwards.body.error.details[0]]).to.deep.equal([400, { path: 'query.dateTo', message: 'The end date must not be before the start date.', code: 'custom', problem: 'endBeforeStart' }]);
    });
  });

  it('GET /api/superadmin/organizations lists every organisation by name with its members', async () => {
    const res = await get('/api/superadmin/organizations');
    expect(res.status).to.equal(200);
    const names = res.body.map((o: { name: string }) => o.name);
    expect(names).to.deep.equal([...names].sort());
    for (const org of [`${TAG}-a`, `${TAG}-b`, `${TAG}-c`]) {
      const listed = res.body.find((o: { name: string }) => o.name === org);
      expect(listed).to.deep.equal({
        id: listed.id, name: org, memberCount: people.filter((p) => p.organization?.name === org).length,
      });
    }
  });
});
