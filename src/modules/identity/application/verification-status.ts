import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import { cooldownLeftMs } from '../domain/email-verification.ts';
import { isTemporaryEmail } from '../domain/temporary-email.ts';

/** SPEC §7 status: whether the signed-in learner's address is verified, and when another mail may be sent. */
@injectable()
export class VerificationStatus {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
  ) {}

  async execute(userId: number) {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthenticatedError('Session invalid.');
    const now = new Date();
    return {
      success: true,
      message: user.emailVerified ? 'Your email address is verified.' : 'Your email address is not verified yet.',
      isVerified: user.emailVerified,
      email: user.email,
      /** A placeholder address (TEMP_EMAIL_DOMAIN): the learner must add a real one before verifying. */
      temporaryEmail: isTemporaryEmail(user.email, this.settings.temporaryEmailDomain),
      cooldownSeconds: user.emailVerified ? 0 : Math.ceil(cooldownLeftMs(user, now) / 1000),
      linkSent: !user.emailVerified && user.emailVerificationSentAt !== null && (user.emailVerificationExpiresAt ?? now) > now,
    };
  }
}
