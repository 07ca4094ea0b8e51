import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { PersonalDataEraser } from '../domain/ports.ts';
import { LoginAttemptEntity, OAuthAccountEntity, RefreshTokenEntity, TeamInvitationEntity, UserEntity } from './identity.entities.ts';
import { PasswordResetEntity } from './password-reset.entities.ts';
import { EmailChangeUndoEntity } from './email-change-undo.entities.ts';

/**
 * What identity keeps about an account besides its row (ADR 0030): its sign-ins (refresh tokens,
 * provider links, login attempts, those made at its address too), its password reset and address-change undo links, and the invitations addressed to
 * it. Invitations it sent, and accounts it invited, stay the team's history without naming it.
 * The row itself goes last, in DeleteUser, after every module's eraser.
 */
@injectable()
export class MikroOrmPersonalDataEraser implements PersonalDataEraser {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async eraseUser(userId: number): Promise<void> {
    const { email } = await this.em.findOneOrFail(UserEntity, { id: userId }, { fields: ['email'] });
    await this.em.nativeDelete(RefreshTokenEntity, { userId });
    await this.em.nativeDelete(PasswordResetEntity, { userId });
    await this.em.nativeDelete(EmailChangeUndoEntity, { userId });
    await this.em.nativeDelete(OAuthAccountEntity, { userId });
    await this.em.nativeDelete(LoginAttemptEntity, { $or: [{ userId }, { email }] });
    await this.em.nativeDelete(TeamInvitationEntity, { $or: [{ email }, { acceptedUserId: userId }] });
    await this.em.nativeUpdate(TeamInvitationEntity, { invitedByUserId: userId }, { invitedByUserId: null });
    // Not a profile field, so no cached profile goes stale (see ProfileCache).
    await this.em.nativeUpdate(UserEntity, { invitedByUserId: userId }, { invitedByUserId: null });
  }
}
