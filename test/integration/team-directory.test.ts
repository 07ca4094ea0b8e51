import { expect } from 'chai';
import { AppError } from '#src/platform/errors.ts';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

/** TeamDirectory is what analytics and assignments scope the admin area by: it must read the account as it is now. */
describe('TeamDirectory', function () {
  let server: TestServer;
  before(async () => (server = await startTestServer()));
  after(() => server.stop());

  const sql = (query: string, params: unknown[] = []) => server.kernel.db.orm.em.fork().getConnection().execute(query, params);
  const directory = () => server.kernel.container.get(TeamDirectory);
  const inContext = <T>(fn: (d: TeamDirectory) => Promise<T>) => server.kernel.inContext(() => fn(directory()));

  async function anAccount(role: 'User' | 'Admin' | 'SuperAdmin', organizationId: number | null, prefix = 'member'): Promise<{ id: number; email: string }> {
    const email = uniqueEmail(prefix);
    const res = await server.api('/api/auth/register', { body: { email, password: 'secret1', locale: 'en' } });
    const id = res.body.user.id as number;
    await sql('update users set role = ?, organization_id = ?, organization_joined_at = ? where id = ?',
      [role, organizationId, organizationId ? new Date('2026-11-01T00:00:00Z') : null, id]);
    return { id, email };
  }
  async function anOrganisation(name = uniqueEmail('org')): Promise<number> {
    const [row] = await sql('insert into organizations (name, created_at) values (?, ?) returning id', [name, new Date()]);
    return row.id as number;
  }
  const refusal = (p: Promise<unknown>) => p.then(() => expect.fail('expected a refusal'), (e: AppError) => e);

  it("answers an Admin's organisation, and refuses a User with 403 and an Admin without one with TEAM.NO_ORGANISATION", async () => {
    const org = await anOrganisation('Acme directory');
    const admin = await anAccount('Admin', org, 'admin');
    const superAdmin = await anAccount('SuperAdmin', org, 'super');
    const learner = await anAccount('User', org);
    const loner = await anAccount('Admin', null, 'loner');
    expect(await inContext((d) => d.organisationOf(admin.id))).to.deep.equal({ id: org, name: 'Acme directory' });
    expect(await inContext((d) => d.organisationOf(superAdmin.id))).to.deep.equal({ id: org, name: 'Acme directory' });
    expect((await refusal(inContext((d) => d.organisationOf(learner.id)))).code).to.equal('AUTH.FORBIDDEN');
    const none = await refusal(inContext((d) => d.organisationOf(loner.id)));
    expect(none).to.include({ code: 'TEAM.NO_ORGANISATION', message: 'Your account is not part of an organisation yet.' });
  });

  it('lists the active members of one organisation only, Admins first then by email, with when they joined', async () => {
    const org = await anOrganisation();
    const other = await anOrganisation();
    const b = await anAccount('User', org, 'b');
    const a = await anAccount('User', org, 'a');
    const admin = await anAccount('Admin', org, 'z-admin');
    const outsider = await anAccount('User', other);
    const members = await inContext((d) => d.members(org));
    expect(members.map((m) => m.userId)).to.deep.equal([admin.id, a.id, b.id]);
    expect(members[0]).to.deep.equal({ userId: admin.id, email: admin.email, role: 'Admin', joinedAt: new Date('2026-11-01T00:00:00Z') });
    expect(await inContext((d) => d.isMember(org, a.id))).to.equal(true);
    expect(await inContext((d) => d.isMember(org, outsider.id))).to.equal(false);
    expect(await inContext((d) => d.isMember(other, outsider.id))).to.equal(true);
  });

  it('sees a membership end at once', async () => {
    const org = await anOrganisation();
    const admin = await anAccount('Admin', org, 'admin');
    await inContext((d) => d.organisationOf(admin.id));
    await sql('update users set organization_id = null where id = ?', [admin.id]);
    expect((await refusal(inContext((d) => d.organisationOf(admin.id)))).code).to.equal('TEAM.NO_ORGANISATION');
    expect(await inContext((d) => d.isMember(org, admin.id))).to.equal(false);
  });
});
