import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import type { ZodType } from 'zod';
import * as c from '#src/modules/identity/http/superadmin-users.contracts.ts';
import { auditPage } from '#src/modules/security/http/audit.contracts.ts';
import { aLearner, anAccount, type Person } from '../support/team.ts';
import { fullEdit } from '../support/people.ts';

/** Who may call the people console's routes (R2.10): SuperAdmins only; 401 for anonymous callers, 403 for Users and Admins. */
describe('SuperAdmin people console: access', function () {
  this.timeout(60_000);
  let server: TestServer;
  let callers: { User: Person; Admin: Person; SuperAdmin: Person };
  let target: Person;

  before(async () => {
    server = await startTestServer();
    callers = { User: await aLearner(server), Admin: await anAccount(server, 'Admin', null), SuperAdmin: await anAccount(server, 'SuperAdmin', null) };
    target = await aLearner(server);
  });
  after(() => server.stop());

  /** Method, path, body, and the contract the SuperAdmin's answer must meet exactly. */
  const routes = (): [string, string, unknown, ZodType][] => [
    ['GET', '/api/superadmin/users', undefined, c.usersPage],
    ['GET', '/api/superadmin/users/stats', undefined, c.userStats],
    ['GET', `/api/superadmin/users/${target.id}`, undefined, c.userDetail],
    ['PUT', `/api/superadmin/users/${target.id}`, fullEdit(target.email, { role: 'User' }), c.userDetail],
    ['PUT', `/api/superadmin/users/${target.id}/password`, { newPassword: 'changed-1' }, c.successMessage],
    ['PUT', `/api/superadmin/users/${target.id}/subscription`, { subscriptionTier: 'Premium' }, c.userDetail],
    ['GET', `/api/superadmin/users/${target.id}/logins`, undefined, c.loginsPage],
    ['GET', `/api/superadmin/users/${target.id}/audit`, undefined, auditPage],
    ['GET', '/api/superadmin/organizations', undefined, c.organizationsList],
    ['POST', '/api/superadmin/change-password', { currentPassword: 'secret1', newPassword: 'secret1' }, c.successMessage],
  ];

  it('refuses anonymous callers 401, Users and Admins 403, on every route, and changes nothing', async () => {
    const before = (await server.api(`/api/superadmin/users/${target.id}`, { token: callers.SuperAdmin.token })).body;
    for (const [method, path, body] of routes()) {
      const anonymous = await server.api(path, { method, body });
      expect([anonymous.status, anonymous.body.error.code], `${method} ${path}`).to.deep.equal([401, 'AUTH.UNAUTHENTICATED']);
      for (const role of ['User', 'Admin'] as const) {
        const res = await server.api(path, { method, body, token: callers[role].token });
        expect([res.status, res.body.error.code], `${role} ${method} ${path}`).to.deep.equal([403, 'AUTH.FORBIDDEN']);
      }
    }
    expect((await server.api(`/api/superadmin/users/${target.id}`, { token: callers.SuperAdmin.token })).body).to.deep.equal(before);
    expect((await server.api('/api/auth/me', { token: target.token })).status).to.equal(200);
  });

  it('answers a SuperAdmin on every route, exactly as the contract says (no field more: the parse strips unknown ones)', async () => {
    for (const [method, path, body, schema] of routes()) {
      const res = await server.api(path, { method, body, token: callers.SuperAdmin.token });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).to.equal(200);
      expect(schema.parse(res.body), `${method} ${path}`).to.deep.equal(res.body);
    }
  });

  it('follows the account as it is now: a SuperAdmin made Admin is refused with the token they hold', async () => {
    const demoted = await anAccount(server, 'SuperAdmin', null);
    await server.api(`/api/superadmin/users/${demoted.id}`, {
      method: 'PUT', token: callers.SuperAdmin.token, body: fullEdit(demoted.email, { role: 'Admin' }),
    });
    // Signed out by the role change: the token is no longer honoured at all.
    expect((await server.api('/api/superadmin/users', { token: demoted.token })).status).to.equal(401);
    const again = await server.api('/api/auth/login', { body: { email: demoted.email, password: 'secret1' } });
    expect((await server.api('/api/superadmin/users', { token: again.body.token })).status).to.equal(403);
  });
});
