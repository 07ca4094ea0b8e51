import { inject, injectable } from 'inversify';
import { AppError, ValidationError } from '#src/platform/errors.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { PasswordHasher, RequestOrigin, Throttle, UserRepository } from '../domain/ports.ts';
import { EmailTakenError } from '../domain/identity.errors.ts';
import { normaliseEmail } from '../domain/user.ts';
import { isTemporaryEmail, TEMPORARY_EMAIL_PROBLEM } from '../domain/temporary-email.ts';
import { addressOf } from '../domain/address-key.ts';
import { IssueSession } from './issue-session.ts';
import { SendVerification } from './send-verification.ts';
import type { Credentials } from './login.ts';
import type { EmailChangeUndoStore } from '../domain/email-change-undo.ts';

@injectable()
export class Register {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
    @inject(IssueSession) private readonly issueSession: IssueSession,
    @inject(SendVerification) private readonly sendVerification: SendVerification,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @inject(IDENTITY.EmailChangeUndos) private readonly undos: EmailChangeUndoStore,
  ) {}

  async execute(input: Credentials, origin: RequestOrigin) {
    await this.throttle.consume('register', addressOf(origin));
    const email = normaliseEmail(input.email);
    // The temporary domain is for accounts that have no address; nobody can pick one there.
    if (isTemporaryEmail(email, this.settings.temporaryEmailDomain)) throw new ValidationError([TEMPORARY_EMAIL_PROBLEM]);
    // An address an account left within the week stays its own, for the undo link (ADR 0047).
    if (await this.users.findByEmail(email) || (await this.undos.reservedFor(email, new Date())) !== null) throw new EmailTakenError();
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.users.add({ email, passwordHash, role: 'User', locale: input.locale ?? 'en' });
    // The account exists whatever the mail does; the banner offers Resend. A refused mail is logged by the mailer.
    await this.sendVerification.execute(user.id, { cooldown: false }).catch((err: unknown) => {
      if (!(err instanceof AppError)) this.logger.error({ err, userId: user.id }, 'registration: the verification email was not sent');
    });
    return this.issueSession.execute(user, input.rememberMe, 'Registration successful.');
  }
}
