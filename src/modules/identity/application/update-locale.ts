import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import type { Locale } from '../domain/user.ts';

@injectable()
export class UpdateLocale {
  constructor(@inject(IDENTITY.UserRepository) private readonly users: UserRepository) {}

  async execute(userId: number, locale: Locale): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthenticatedError('Session invalid.');
    user.locale = locale;
    await this.users.save(user);
  }
}
