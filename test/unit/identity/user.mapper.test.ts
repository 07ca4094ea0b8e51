import { expect } from 'chai';
import { OrganizationEntity, UserEntity, UserSchema } from '#src/modules/identity/infrastructure/identity.entities.ts';
import { OWN_UPDATE_COLUMNS, userMapper } from '#src/modules/identity/infrastructure/user.mapper.ts';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));

/** A row with every column set to a value of its own, so a field dropped or swapped shows. */
function aFullRow(): UserEntity {
  const organization = Object.assign(new OrganizationEntity(), { id: 7, name: 'Acme', createdAt: at(1) });
  return Object.assign(new UserEntity(), {
    id: 42, email: 'ada@example.com', passwordHash: '$argon2id$hash', role: 'Admin', level: 'B2', experiencePoints: 310,
    locale: 'ru', emailVerified: true, emailVerificationToken: 'verify-token',
    emailVerificationSentAt: at(4), emailVerificationExpiresAt: at(5), emailVerifiedAt: at(6), avatar: 'https://a/ada.png',
    firstName: 'Ada', gender: 'female', inviteToken: 'invite-token', invitedAt: at(7), invitedByUserId: 9, organization, organizationJoinedAt: at(12),
    registeredAt: at(8), lastLoginAt: at(9), lastHeartbeatAt: at(10), forceLogoutAt: at(11), forceLogoutExceptSession: 'a-session',
  });
}

describe('userMapper', () => {
  it('keeps every column through row -> User -> row, but the counters and the time zone, which only their own UPDATEs write', () => {
    const row = Object.assign(aFullRow(), { completedScenarios: 4, incompleteScenarios: 2, timeZone: 'Asia/Vladivostok' });
    const back = userMapper.toPersistence(userMapper.toDomain(row));
    const columns = Object.keys(UserSchema.meta.properties).filter((c) => !(OWN_UPDATE_COLUMNS as readonly string[]).includes(c));
    expect(columns).to.have.length(Object.keys(UserSchema.meta.properties).length - OWN_UPDATE_COLUMNS.length);
    expect(Object.keys(back)).to.have.members(columns);
    for (const column of columns) {
      const expected = column === 'organization' ? 7 : row[column as keyof UserEntity];
      expect(back[column as keyof typeof back], column).to.deep.equal(expected);
    }
  });

  it('gives the domain a plain user with its organisation as id and name', () => {
    const user = userMapper.toDomain(aFullRow());
    expect(user).not.to.be.instanceOf(UserEntity);
    expect(user.organization).to.deep.equal({ id: 7, name: 'Acme' });
  });

  it('reads the columns a new row leaves unset as null', () => {
    const row = Object.assign(new UserEntity(), {
      id: 1, email: 'new@example.com', role: 'User', locale: 'en', experiencePoints: 0, emailVerified: false, registeredAt: at(1),
    });
    const user = userMapper.toDomain(row);
    expect(user).to.include({ passwordHash: null, firstName: null, avatar: null, organization: null, forceLogoutAt: null, lastLoginAt: null });
    expect(userMapper.toPersistence(user).organization).to.equal(null);
  });
});
