import { expect } from 'chai';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { aLearner, anAccount, signIn, sqlOn, uniqueOrg, type Person } from '../support/team.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { fullEdit } from '../support/people.ts';
import { CreateUser } from '#src/modules/identity/index.ts';

/** The client's address as a trusted proxy reports it (the server runs with TRUST_PROXY=loopback). */
const CLIENT_IP = '203.0.113.9';


/** The SuperAdmin's people console, changing accounts (R2.10, SPEC §5): every rule, every change on the audit trail. */
describe('SuperAdmin people console: changing accounts', function () {
  this.timeout(60_000);
  let server: TestServer;
  let sql: ReturnType<typeof sqlOn>;
  let superAdmin: Person;

  before(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
    sql = sqlOn(server);
    superAdmin = await anAccount(server, 'SuperAdmin', null);
  });
  after(() => server.stop());

  const as = (person: Person, method: string, path: string, body?: unknown) =>
    server.api(path, { method, token: person.token, body, headers: { 'x-forwarded-for': CLIENT_IP } });
  const edit = (id: number, body: unknown, by = superAdmin) => as(by, 'PUT', `/api/superadmin/users/${id}`, body);
  const trail = async (id: number) => (await as(superAdmin, 'GET', `/api/superadmin/users/${id}/audit`)).body;
  const stillSignedIn = async (person: Person) => (await server.api('/api/auth/me', { token: person.token })).status === 200;

  describe('PUT /api/superadmin/users/:id', () => {
    it('stores a verification token typed in hashed, so a link made from it verifies; sending the stored hash back keeps it', async () => {
      const learner = await aLearner(server);
      const valid = async (token: string) => (await server.api(`/api/email-verification/validate/${token}`)).body.valid as boolean;
      const typed = { emailVerificationToken: 'typed-by-support-42', emailVerificationExpiresAt: '2099-01-01T00:00:00.000Z' };
      const res = await edit(learner.id, fullEdit(learner.email, typed));
      expect(res.status).to.equal(200);
      expect(res.body.emailVerificationToken).to.match(/^[0-9a-f]{64}$/);
      expect(await valid('typed-by-support-42')).to.equal(true);
      const again = await edit(learner.id, fullEdit(learner.email, { ...typed, emailVerificationToken: res.body.emailVerificationToken, level: 'C1' }));
      expect(again.body.emailVerificationToken).to.equal(res.body.emailVerificationToken);
      expect(await valid('typed-by-support-42')).to.equal(true);
    });

    it('sets every field, billing\'s too, answers the updated user, and writes only what changed to the trail', async () => {
      const learner = await aLearner(server);
      const orgName = uniqueOrg();
      const [{ id: orgId }] = (await sql('insert into organizations (name, created_at) values (?, now()) returning id', [orgName])) as { id: number }[];
      const email = uniqueEmail('edited');
      const res = await edit(learner.id, fullEdit(email.toUpperCase(), {
        role: 'Admin', organizationId: orgId, subscriptionTier: 'Premium', subscriptionExpiresAt: '2031-05-01T10:00:00.000Z', locale: 'ru',
        emailVerified: true, emailVerifiedAt: '2026-11-01T08:00:00+02:00', avatar: 'https://img.example/a.png', firstName: 'Ann', gender: 'female',
        inviteToken: 'raw-invite-token', invitedAt: '2026-10-01T00:00:00.000Z', invitedByUserId: superAdmin.id, registeredAt: '2025-01-02T03:04:05.000Z',
        coachSessionCountThisMonth: 2, experiencePoints: 0,
      }));
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.include({
        id: learner.id, email, role: 'Admin', level: 'B2', organizationId: orgId, organization: { id: orgId, name: orgName }, experiencePoints: 0,
        subscriptionTier: 'Premium', subscriptionExpiresAt: '2031-05-01T10:00:00.000Z', sessionCountThisMonth: 1, coachSessionCountThisMonth: 2,
        sessionLimit: 2147483647, monthlyResetDate: '2030-01-01T00:00:00.000Z', locale: 'ru', emailVerified: true,
        emailVerifiedAt: '2026-11-01T06:00:00.000Z', avatar: 'https://img.example/a.png', firstName: 'Ann', gender: 'female', inviteToken: 'raw-invite-token',
        invitedAt: '2026-10-01T00:00:00.000Z', invitedByUserId: superAdmin.id, registeredAt: '2025-01-02T03:04:05.000Z', totalSessions: 3,
      });
      expect((await as(superAdmin, 'GET', `/api/superadmin/users/${learner.id}`)).body).to.deep.equal(res.body);
      // The role changed: the user is signed out everywhere.
      expect(await stillSignedIn(learner)).to.equal(false);
      const { items, total } = await trail(learner.id);
      expect(total).to.equal(1);
      expect(items[0]).to.deep.include({
        actorId: superAdmin.id, actorEmail: superAdmin.email, action: 'user.updated', targetUserId: learner.id, targetEmail: learner.email, ip: CLIENT_IP,
      });
      expect(items[0].before).to.include({ email: learner.email, role: 'User', level: null, organizationId: null, subscriptionTier: 'Free', inviteToken: null });
      expect(items[0].after).to.include({ email, role: 'Admin', level: 'B2', organizationId: orgId, subscriptionTier: 'Premium', inviteToken: '(changed)' });
      // Registration mailed a verification link: its stored hash is a secret too.
      expect([items[0].before.emailVerificationToken, items[0].after.emailVerificationToken]).to.deep.equal(['(changed)', null]);
      expect(items[0].before).to.not.have.any.keys('experiencePoints', 'password'); // unchanged, or never on the trail
      expect(Object.keys(items[0].after)).to.have.members(Object.keys(items[0].before));
      expect(JSON.stringify(items[0])).to.not.include('raw-invite-token');
    });

    it('saves the same form again without a trail entry, and an empty monthly reset date starts the month now', async () => {
      const learner = await aLearner(server);
      const form = fullEdit(learner.email);
      await edit(learner.id, form);
      const again = await edit(learner.id, form);
      expect(again.status).to.equal(200);
      expect((await trail(learner.id)).total).to.equal(1);
      expect(await stillSignedIn(learner)).to.equal(true);
      const now = await edit(learner.id, { ...form, monthlyResetDate: '', sessionCountThisMonth: '' });
      const nextReset = Date.parse(now.body.monthlyResetDate);
      expect(nextReset - Date.now()).to.be.within(27 * 86_400_000, 32 * 86_400_000);
      expect(now.body.sessionCountThisMonth).to.equal(0);
      // The web form sends an emptied date as null: counts typed beside it are kept, not zeroed by a reset falling due.
      const counted = await edit(learner.id, { ...form, monthlyResetDate: null, sessionCountThisMonth: 3, coachSessionCountThisMonth: 1 });
      expect(counted.body).to.include({ sessionCountThisMonth: 3, coachSessionCountThisMonth: 1 });
      expect((await as(superAdmin, 'GET', `/api/superadmin/users/${learner.id}`)).body).to.include({ sessionCountThisMonth: 3, coachSessionCountThisMonth: 1 });
    });

    it('refuses an address another account has (409 EMAIL_ALREADY_TAKEN) and changes nothing', async () => {
      const [a, b] = [await aLearner(server), await aLearner(server)];
      const res = await edit(a.id, fullEdit(b.email, { level: 'changed' }));
      expect([res.status, res.body.error.code]).to.deep.equal([409, 'EMAIL_ALREADY_TAKEN']);
      expect((await as(superAdmin, 'GET', `/api/superadmin/users/${a.id}`)).body).to.include({ email: a.email, level: null });
      expect((await trail(a.id)).total).to.equal(0);
    });

    it('keeps a SuperAdmin\'s email, the SuperAdmin\'s own role, and refuses unknown organisations and inviters, changing nothing', async () => {
      const other = await anAccount(server, 'SuperAdmin', null);
      const learner = await aLearner(server);
      const cases: [number, unknown, number, string][] = [
        [other.id, fullEdit(uniqueEmail('renamed'), { role: 'SuperAdmin' }), 409, 'IDENTITY.SUPERADMIN_EMAIL_LOCKED'],
        [superAdmin.id, fullEdit(uniqueEmail('renamed'), { role: 'SuperAdmin' }), 409, 'IDENTITY.SUPERADMIN_EMAIL_LOCKED'],
        [superAdmin.id, fullEdit(superAdmin.email, { role: 'Admin' }), 409, 'IDENTITY.OWN_ROLE'],
        [learner.id, fullEdit(learner.email, { organizationId: 987_654, level: 'x' }), 422, 'IDENTITY.UNKNOWN_ORGANIZATION'],
        [learner.id, fullEdit(learner.email, { invitedByUserId: 987_654, level: 'x' }), 422, 'IDENTITY.UNKNOWN_INVITER'],
      ];
      for (const [id, body, status, code] of cases) {
        const res = await edit(id, body);
        expect([res.status, res.body.error.code], code).to.deep.equal([status, code]);
      }
      expect((await as(superAdmin, 'GET', `/api/superadmin/users/${learner.id}`)).body).to.include({ level: null, organizationId: null });
      expect((await as(superAdmin, 'GET', `/api/superadmin/users/${superAdmin.id}`)).body).to.include({ role: 'SuperAdmin', email: superAdmin.email });
      // Another SuperAdmin may be demoted (there is still one), and may keep their address while their other fields change.
      expect((await edit(other.id, fullEdit(other.email, { role: 'SuperAdmin', level: 'lead' }))).status).to.equal(200);
      expect((await edit(other.id, fullEdit(other.email, { role: 'User' }))).body).to.include({ role: 'User' });
      expect((await trail(learner.id)).total).to.equal(0);
    });

    it('refuses a form read before a session start counted (409 IDENTITY.USER_CHANGED), changing nothing; a fresh read saves, and no version saves as before', async () => {
      const learner = await aLearner(server);
      const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
      const read = async () => (await as(superAdmin, 'GET', `/api/superadmin/users/${learner.id}`)).body;
      const opened = await read();
      expect(opened.editVersion).to.be.a('string').that.is.not.empty;
      expect((await read()).editVersion, 'the same account reads the same').to.equal(opened.editVersion);
      const started = await server.api('/api/sessions', { token: learner.token, body: { scenarioId: scenario!.id, coachEnabled: false } });
      expect(started.status).to.equal(201);

      // The form still shows no session this month; saving it would hand the learner the started one back.
      const stale = await edit(learner.id, fullEdit(learner.email, { level: 'B2', sessionCountThisMonth: opened.sessionCountThisMonth, editVersion: opened.editVersion }));
      expect([stale.status, stale.body.error.code]).to.deep.equal([409, 'IDENTITY.USER_CHANGED']);
      const after = await read();
      expect(after).to.include({ sessionCountThisMonth: opened.sessionCountThisMonth + 1, level: opened.level });
      expect(after.editVersion).to.not.equal(opened.editVersion);

      const fresh = await edit(learner.id, fullEdit(learner.email, { level: 'B2', sessionCountThisMonth: after.sessionCountThisMonth, editVersion: after.editVersion }));
      expect(fresh.status).to.equal(200);
      expect(fresh.body).to.include({ level: 'B2', sessionCountThisMonth: 1 });
      const script = await edit(learner.id, fullEdit(learner.email, { level: 'C1', sessionCountThisMonth: 0 }));
      expect(script.body).to.include({ level: 'C1', sessionCountThisMonth: 0 });
    });

    describe('an account made by the CLI that never signed in (no plan stored, its reset date a month from any read)', () => {
      const createdByCli = async () => {
        const email = uniqueEmail('never-signed-in');
        await server.kernel.inContext(() => server.kernel.container.get(CreateUser).execute({ email, password: 'secret1', role: 'User', organization: null }));
        const [{ id }] = (await sql('select id from users where email = ?', [email])) as { id: number }[];
        expect(await sql('select user_id from billing_accounts where user_id = ?', [id]), 'no billing row yet').to.deep.equal([]);
        return { id, email };
      };
      const read = async (id: number) => (await as(superAdmin, 'GET', `/api/superadmin/users/${id}`)).body;
      const formOf = (opened: Record<string, unknown>, changes: Record<string, unknown>) => fullEdit(opened.email as string, {
        sessionCountThisMonth: opened.sessionCountThisMonth, totalSessions: opened.totalSessions, monthlyResetDate: opened.monthlyResetDate,
        level: opened.level ?? '', experiencePoints: opened.experiencePoints, editVersion: opened.editVersion, ...changes,
      });

      it('reads the same version twice and saves the form opened, the reset date it showed stored', async () => {
        const account = await createdByCli();
        const opened = await read(account.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const again = await read(account.id);
        expect(again.monthlyResetDate, 'the shown date moves with the clock').to.not.equal(opened.monthlyResetDate);
        expect(again.editVersion).to.equal(opened.editVersion);
        const saved = await edit(account.id, formOf(opened, { role: 'Admin' }));
        expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
        expect(saved.body).to.include({ role: 'Admin', monthlyResetDate: opened.monthlyResetDate });
        const { items } = await trail(account.id);
        expect(items[0].before).to.include({ role: 'User', monthlyResetDate: null });
        expect(items[0].after).to.include({ role: 'Admin', monthlyResetDate: opened.monthlyResetDate });
      });

      it('still refuses the form when a session started or another SuperAdmin changed the plan since it was read', async () => {
        const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
        const started = await createdByCli();
        const opened = await read(started.id);
        const learner = await signIn(server, started.email);
        expect((await server.api('/api/sessions', { token: learner.token, body: { scenarioId: scenario!.id, coachEnabled: false } })).status).to.equal(201);
        const stale = await edit(started.id, formOf(opened, { role: 'Admin' }));
        expect([stale.status, stale.body.error.code]).to.deep.equal([409, 'IDENTITY.USER_CHANGED']);

        const other = await createdByCli();
        const seen = await read(other.id);
        await as(superAdmin, 'PUT', `/api/superadmin/users/${other.id}/subscription`, { subscriptionTier: 'Premium', subscriptionExpiresAt: null });
        const late = await edit(other.id, formOf(seen, { role: 'Admin' }));
        expect([late.status, late.body.error.code]).to.deep.equal([409, 'IDENTITY.USER_CHANGED']);
        expect(await read(other.id)).to.include({ role: 'User', subscriptionTier: 'Premium' });
      });
    });

    it('refuses a form with fields left out, naming each, rather than empty them (a PUT replaces the whole account)', async () => {
      const learner = await aLearner(server);
      const read = async () => (await as(superAdmin, 'GET', `/api/superadmin/users/${learner.id}`)).body;
      expect((await edit(learner.id, fullEdit(learner.email, { experiencePoints: 70, level: 'B2' }))).status).to.equal(200);
      const before = await read();
      const res = await edit(learner.id, { email: learner.email, role: 'Admin' });
      expect([res.status, res.body.error.code]).to.deep.equal([400, 'VALIDATION_FAILED']);
      const paths = res.body.error.details.map((d: { path: string }) => d.path);
      expect(paths).to.include.members(['body.experiencePoints', 'body.level', 'body.monthlyResetDate', 'body.emailVerificationToken', 'body.totalSessions']);
      expect(paths).not.to.include.members(['body.email', 'body.role', 'body.editVersion']);
      expect(res.body.error.details[0].message).to.contain('send every field');
      expect(await read(), 'nothing changed').to.deep.equal(before);
    });

    it('refuses a malformed form with each field named (400), and an unknown user 404', async () => {
      const learner = await aLearner(server);
      const res = await edit(learner.id, fullEdit('not-an-email', { role: 'Root', experiencePoints: -1, level: 'x'.repeat(101), locale: 'de',
        subscriptionExpiresAt: 'soon', invitedByUserId: 0, firstName: 'A\u0000nn', avatar: 'javascript:alert(1)' }));
      expect(res.status).to.equal(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).to.have.members([
        'body.email', 'body.role', 'body.experiencePoints', 'body.level', 'body.locale', 'body.subscriptionExpiresAt', 'body.invitedByUserId',
        'body.firstName', 'body.avatar',
      ]);
      // Each names its rule and bound too, so the console words it in the reader's language.
      const byPath = Object.fromEntries(res.body.error.details.map((d: { path: string }) => [d.path, d]));
      expect(byPath['body.level']).to.deep.include({ code: 'too_big', origin: 'string', limit: 100, message: 'Level must be at most 100 characters.' });
      expect(byPath['body.experiencePoints']).to.deep.include({ code: 'too_small', origin: 'number', limit: 0 });
      expect(byPath['body.role']).to.deep.include({ code: 'invalid_value', values: ['User', 'Admin', 'SuperAdmin'] });
      expect(byPath['body.subscriptionExpiresAt']).to.deep.include({ code: 'invalid_format', format: 'datetime' });
      expect(byPath['body.firstName']).to.deep.include({ code: 'custom', problem: 'controlCharacters' });
      // An avatar is a web address: one that runs script is refused, the console wording it as a web address wanted.
      expect(byPath['body.avatar']).to.deep.include({ code: 'invalid_format', format: 'url' });
      for (const avatar of ['data:text/html,<script>alert(1)</script>', 'ftp://img.example/a.png']) {
        expect((await edit(learner.id, fullEdit(learner.email, { avatar }))).status, avatar).to.equal(400);
      }
      expect((await edit(learner.id, fullEdit(learner.email, { avatar: ' http://img.example/b.png ' }))).body).to.include({ avatar: 'http://img.example/b.png' });
      const missing = await edit(987_654, fullEdit(uniqueEmail()));
      expect([missing.status, missing.body.error.code]).to.deep.equal([404, 'IDENTITY.USER_NOT_FOUND']);
    });

    it('tells the user\'s open sockets at once when the role changes', async () => {
      const learner = await aLearner(server);
      const hub = await TestHubClient.connect(server.url, learner.token);
      try {
        await edit(learner.id, fullEdit(learner.email, { role: 'Admin' }));
        expect(await hub.waitFor('forced-logout')).to.deep.include({ reason: 'role-changed' });
      } finally {
        await hub.close();
      }
    });
  });

  describe('PUT /api/superadmin/users/:id/password', () => {
    it('sets the password, signs the user out everywhere, and writes "(changed)" to the trail, never the password', async () => {
      const learner = await aLearner(server);
      const res = await as(superAdmin, 'PUT', `/api/superadmin/users/${learner.id}/password`, { newPassword: 'brand-new-1' });
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ success: true, message: 'Password reset successfully' });
      expect(await stillSignedIn(learner)).to.equal(false);
      expect((await server.api('/api/auth/login', { body: { email: learner.email, password: 'secret1' } })).status).to.equal(401);
      await signIn(server, learner.email, 'brand-new-1');
      const { items } = await trail(learner.id);
      expect(items[0]).to.deep.include({ action: 'user.password-reset', before: { password: '(changed)' }, after: { password: '(changed)' }, ip: CLIENT_IP });
      expect(JSON.stringify(items)).to.not.include('brand-new-1');
    });

    it('refuses a short password (400) and an unknown user (404)', async () => {
      const short = await as(superAdmin, 'PUT', `/api/superadmin/users/${superAdmin.id}/password`, { newPassword: '12345' });
      expect([short.status, short.body.error.details[0]]).to.deep.equal([400, { path: 'body.newPassword', message: 'Password must be at least 6 characters', code: 'too_small', origin: 'string', limit: 6 }]);
      expect((await as(superAdmin, 'PUT', '/api/superadmin/users/987654/password', { newPassword: '123456' })).status).to.equal(404);
    });
  });

  describe('PUT /api/superadmin/users/:id/subscription', () => {
    it('gives Premium with or without an end, and back to Free starts a fresh month; each change on the trail', async () => {
      const learner = await aLearner(server);
      await sql('update billing_accounts set session_count = 4 where user_id = ?', [learner.id]);
      const put = (body: unknown) => as(superAdmin, 'PUT', `/api/superadmin/users/${learner.id}/subscription`, body);
      const premium = await put({ subscriptionTier: 'Premium', subscriptionExpiresAt: '2031-01-01T00:00:00Z' });
      expect(premium.status).to.equal(200);
      expect(premium.body).to.include({ subscriptionTier: 'Premium', subscriptionExpiresAt: '2031-01-01T00:00:00.000Z', sessionLimit: 2147483647 });
      // Premium's end is scheduled, as for a payment.
      const jobs = (await sql('select start_after from pgboss.job where name = ? and data->>\'userId\' = ?', ['billing-premium-expiry', String(learner.id)])) as
        { start_after: string | Date }[];
      expect(jobs.map((j) => new Date(j.start_after).toISOString())).to.deep.equal(['2031-01-01T00:00:00.000Z']);
      expect((await put({ subscriptionTier: 'Premium', subscriptionExpiresAt: '' })).body).to.include({ subscriptionExpiresAt: null });
      const free = await put({ subscriptionTier: 'Free', subscriptionExpiresAt: null });
      expect(free.body).to.include({ subscriptionTier: 'Free', subscriptionExpiresAt: null, sessionCountThisMonth: 0, sessionLimit: 5 });
      const { items } = await trail(learner.id);
      expect(items.map((e: { action: string; after: object }) => [e.action, e.after])).to.deep.equal([
        ['user.subscription-updated', { subscriptionTier: 'Free', sessionCountThisMonth: 0, monthlyResetDate: free.body.monthlyResetDate }],
        ['user.subscription-updated', { subscriptionExpiresAt: null }],
        ['user.subscription-updated', { subscriptionTier: 'Premium', subscriptionExpiresAt: '2031-01-01T00:00:00.000Z' }],
      ]);
    });

    it('refuses an unknown tier or date (400) and an unknown user (404)', async () => {
      const bad = await as(superAdmin, 'PUT', `/api/superadmin/users/${superAdmin.id}/subscription`, { subscriptionTier: 'Gold', subscriptionExpiresAt: 'May' });
      expect(bad.body.error.details.map((d: { path: string }) => d.path)).to.have.members(['body.subscriptionTier', 'body.subscriptionExpiresAt']);
      expect((await as(superAdmin, 'PUT', '/api/superadmin/users/987654/subscription', { subscriptionTier: 'Free' })).status).to.equal(404);
    });
  });

  describe('POST /api/superadmin/change-password', () => {
    it('refuses a wrong current password, then changes it, signs out other devices only, and writes the trail', async () => {
      const me = await anAccount(server, 'SuperAdmin', null);
      const elsewhere = await signIn(server, me.email);
      const wrong = await as(me, 'POST', '/api/superadmin/change-password', { currentPassword: 'not-it', newPassword: 'another-1' });
      expect([wrong.status, wrong.body.error]).to.deep.equal([400, { code: 'IDENTITY.INCORRECT_PASSWORD', message: 'Incorrect password.' }]);
      const res = await as(me, 'POST', '/api/superadmin/change-password', { currentPassword: 'secret1', newPassword: 'another-1' });
      expect([res.status, res.body]).to.deep.equal([200, { success: true, message: 'Password changed successfully' }]);
      expect(await stillSignedIn(me)).to.equal(true);
      expect(await stillSignedIn(elsewhere)).to.equal(false);
      await signIn(server, me.email, 'another-1');
      const { items } = await trail(me.id);
      expect(items).to.have.length(1);
      expect(items[0]).to.deep.include({ action: 'superadmin.password-changed', actorId: me.id, targetUserId: me.id, after: { password: '(changed)' } });
    });
  });

  it('pages the audit trail newest first', async () => {
    const learner = await aLearner(server);
    for (const level of ['one', 'two', 'three']) await edit(learner.id, fullEdit(learner.email, { level }));
    const page = (await as(superAdmin, 'GET', `/api/superadmin/users/${learner.id}/audit?pageSize=2&page=1`)).body;
    expect(page).to.include({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((e: { after: { level: string } }) => e.after.level)).to.deep.equal(['three', 'two']);
    const last = (await as(superAdmin, 'GET', `/api/superadmin/users/${learner.id}/audit?pageSize=2&page=2`)).body;
    expect(last.items.map((e: { before: { level: string | null } }) => e.before.level)).to.deep.equal([null]);
  });
});
