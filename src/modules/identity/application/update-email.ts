import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { Throttle, UserRepository } from '../domain/ports.ts';
import { EmailUpdateError } from '../domain/identity.errors.ts';
import { isEmailAddress } from '#src/shared/email.ts';
import { normaliseEmail } from '../domain/user.ts';
import { isTemporaryEmail } from '../domain/temporary-email.ts';

/**
 * A new address is unverified until the verification flow confirms it.
 * Errors carry SPEC §8 codes: EMAIL_REQUIRED, EMAIL_INVALID, EMAIL_ALREADY_TAKEN, RATE_LIMITED.
 */
@injectable()
export class UpdateEmail {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
  ) {}

  async execute(userId: number, rawEmail: string | null | undefined) {
    const email = normaliseEmail(rawEmail ?? '');
    if (!email) throw new EmailUpdateError('EMAIL_REQUIRED', 'Email is required.');
    // A temporary address (ADR 0023) is a placeholder, never one to change to.
    if (!isEmailAddress(email) || isTemporaryEmail(email, this.settings.temporaryEmailDomain)) {
      throw new EmailUpdateError('EMAIL_INVALID', 'Email must look like name@example.com.');
    }
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthenticatedError('Session invalid.');
    if (user.role === 'SuperAdmin') throw new EmailUpdateError('EMAIL_INVALID', 'A SuperAdmin email cannot be changed.');
    if (email === user.email) return { success: true, message: 'Email unchanged.', email };
    await this.throttle.consume('email-change', String(userId));
    const holder = await this.users.findByEmail(email);
    if (holder) throw new EmailUpdateError('EMAIL_ALREADY_TAKEN', 'This email is already used by another account.');
    user.email = email;
    user.emailVerified = false;
    user.emailVerifiedAt = null;
    await this.users.save(user);
    return { success: true, message: 'Email updated. Please verify your new address.', email };
  }
}
