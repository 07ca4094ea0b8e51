import { expect } from 'chai';
import { byRoleThenEmail, isTeamAdmin } from '#src/modules/identity/domain/team.ts';

describe('team rules', () => {
  it('lets Admins and SuperAdmins administer a team, not Users', () => {
    expect(isTeamAdmin('Admin')).to.equal(true);
    expect(isTeamAdmin('SuperAdmin')).to.equal(true);
    expect(isTeamAdmin('User')).to.equal(false);
  });

  it('orders Admins first, then by email', () => {
    const people = [
      { role: 'User' as const, email: 'b@x.io' }, { role: 'Admin' as const, email: 'z@x.io' },
      { role: 'User' as const, email: 'a@x.io' }, { role: 'SuperAdmin' as const, email: 'c@x.io' },
    ];
    expect([...people].sort(byRoleThenEmail).map((p) => p.email)).to.deep.equal(['c@x.io', 'z@x.io', 'a@x.io', 'b@x.io']);
  });
});
