import { expect } from 'chai';
import { changedFields, hasChanges, passwordChange } from '#src/modules/identity/domain/audit-changes.ts';

describe('changedFields (the audit trail\'s before and after)', () => {
  it('keeps only the fields that differ, as they were and as they became', () => {
    const change = changedFields(
      { email: 'a@example.com', level: null, experiencePoints: 3, organizationId: 1 },
      { email: 'a@example.com', level: 'B2', experiencePoints: 3, organizationId: null },
    );
    expect(change).to.deep.equal({ before: { level: null, organizationId: 1 }, after: { level: 'B2', organizationId: null } });
    expect(hasChanges(change)).to.equal(true);
  });

  it('finds nothing to record when nothing changed', () => {
    const change = changedFields({ level: 'B2', at: '2026-01-01T00:00:00.000Z' }, { level: 'B2', at: '2026-01-01T00:00:00.000Z' });
    expect(change).to.deep.equal({ before: {}, after: {} });
    expect(hasChanges(change)).to.equal(false);
  });

  it('writes a secret that changed as "(changed)", and its absence as null, never the value', () => {
    expect(changedFields({ inviteToken: null, emailVerificationToken: 'old-hash' }, { inviteToken: 'raw', emailVerificationToken: 'new-hash' }))
      .to.deep.equal({ before: { inviteToken: null, emailVerificationToken: '(changed)' }, after: { inviteToken: '(changed)', emailVerificationToken: '(changed)' } });
    expect(passwordChange(false)).to.deep.equal({ before: { password: null }, after: { password: '(changed)' } });
    expect(passwordChange(true)).to.deep.equal({ before: { password: '(changed)' }, after: { password: '(changed)' } });
  });
});
