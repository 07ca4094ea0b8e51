import { inject, injectable } from 'inversify';
import { ValidationError } from '#src/platform/errors.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { PasswordHasher, RequestOrigin, Throttle, UserRepository } from '../domain/ports.ts';
import { EmailTakenError } from '../domain/identity.errors.ts';
import { normaliseEmail } from '../domain/user.ts';
import { isTemporaryEmail } from '../domain/temporary-email.ts';
import { IssueSession } from './issue-session.ts';
import type { Credentials } from './login.ts';

@injectable()
export class Register {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
    @inject(IssueSession) private readonly issueSession: IssueSession,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
  ) {}

  async execute(input: Credentials, origin: RequestOrigin) {
    await this.throttle.consume('register', origin.ip ?? 'unknown');
    const email = normaliseEmail(input.email);
    // The temporary domain is ours, for accounts whose provider gave no email: nobody registers there.
    if (isTemporaryEmail(email, this.settings.temporaryEmailDomain)) {
      throw new ValidationError([{ path: 'body.email', message: 'Use an email address of your own.' }]);
    }
    if (await this.users.findByEmail(email)) throw new EmailTakenError();
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.users.add({ email, passwordHash, role: 'User', locale: input.locale ?? 'en' });
    return this.issueSession.execute(user, input.rememberMe, 'Registration successful.');
  }
}
