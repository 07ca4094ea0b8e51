import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { SetUserOrganization } from '#src/modules/identity/index.ts';
import { anAccount, uniqueOrg, type Person } from '../support/team.ts';

const ROUTES = ['/api/admin/overview', '/api/admin/analytics/team-skills', '/api/admin/analytics/team-progress.csv'];

/** Who may read team analytics, and what a team without analysed sessions gets. */
describe('Team analytics: access and empty teams', function () {
  this.timeout(60_000);
  let server: TestServer;
  let org: string;
  let admin: Person;
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0' });
    org = uniqueOrg('Acme');
    admin = await anAccount(server, 'Admin', org);
  });
  after(() => server.stop());

  const refusal = async (path: string, token?: string) => {
    const res = await server.api(path, { token });
    return { status: res.status, code: res.body?.error?.code, message: res.body?.error?.message };
  };

  it('answers 401 to anonymous callers and 403 to a member who is not an Admin', async () => {
    const learner = await anAccount(server, 'User', org);
    for (const path of ROUTES) {
      expect(await refusal(path), path).to.deep.include({ status: 401, code: 'AUTH.UNAUTHENTICATED' });
      expect(await refusal(path, learner.token), path).to.deep.include({ status: 403, code: 'AUTH.FORBIDDEN' });
    }
  });

  it('answers 409 TEAM.NO_ORGANISATION to an Admin outside any organisation', async () => {
    const loner = await anAccount(server, 'Admin', null);
    for (const path of ROUTES)
      expect(await refusal(path, loner.token), path).to.deep.equal({ status: 409, code: 'TEAM.NO_ORGANISATION', message: 'Your account is not part of an organisation yet.' });
  });

  it('reads the account as it is now: an Admin who left the organisation is refused with the token they already hold', async () => {
    const leaver = await anAccount(server, 'Admin', org);
    expect((await server.api(ROUTES[0]!, { token: leaver.token })).status).to.equal(200);
    await server.kernel.inContext(() => server.kernel.container.get(SetUserOrganization).execute(leaver.email, null));
    for (const path of ROUTES) expect(await refusal(path, leaver.token), path).to.deep.include({ status: 409, code: 'TEAM.NO_ORGANISATION' });
  });

  it('lets a SuperAdmin read their own organisation', async () => {
    const superAdmin = await anAccount(server, 'SuperAdmin', org);
    const res = await server.api('/api/admin/analytics/team-progress.csv', { token: superAdmin.token });
    expect(res.status).to.equal(200);
    expect(res.body).to.include(`${superAdmin.email},0,`).and.include(`${admin.email},0,`);
  });

  it('answers 404 "Analytics data not found." until a member has an analysed session, while the overview and the CSV still answer', async () => {
    const quiet = uniqueOrg('Quiet');
    const quietAdmin = await anAccount(server, 'Admin', quiet);
    const learner = await anAccount(server, 'User', quiet);
    // A session started but never ended: activity, yet nothing analysed.
    const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
    expect((await server.api('/api/sessions', { token: learner.token, body: { scenarioId: scenario!.id, coachEnabled: false } })).status).to.equal(201);

    expect(await refusal('/api/admin/analytics/team-skills', quietAdmin.token))
      .to.deep.equal({ status: 404, code: 'ANALYTICS.NOT_FOUND', message: 'Analytics data not found.' });
    expect((await server.api('/api/admin/overview', { token: quietAdmin.token })).body)
      .to.deep.equal({ members: 2, sessionsThisMonth: 1, averageOverall: null, activeLearners: 1 });
    const csv = (await server.api('/api/admin/analytics/team-progress.csv', { token: quietAdmin.token })).body as string;
    expect(csv.split('\r\n').slice(1)).to.deep.equal([`${quietAdmin.email},0,,,,,,,,`, `${learner.email},0,,,,,,,,`, '']);
  });
});
