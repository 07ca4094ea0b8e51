import { inject, injectable } from 'inversify';
import { SECURITY } from '../security.tokens.ts';
import type { HackingAttemptRepository } from '../domain/ports.ts';
import { HackingAttemptNotFoundError } from '../domain/security.errors.ts';
import type { HackingAttemptStatistics, HackingAttemptView } from '../http/hacking-attempts.contracts.ts';
import { attemptView } from './hacking-attempt-views.ts';

/** One attempt with everything kept about it, for the details modal. */
@injectable()
export class ViewHackingAttempt {
  constructor(@inject(SECURITY.HackingAttemptRepository) private readonly attempts: HackingAttemptRepository) {}

  async execute(id: number): Promise<HackingAttemptView> {
    const attempt = await this.attempts.find(id);
    if (!attempt) throw new HackingAttemptNotFoundError();
    return attemptView(attempt);
  }
}

/** The monitor's four cards. */
@injectable()
export class ViewHackingAttemptStatistics {
  constructor(@inject(SECURITY.HackingAttemptRepository) private readonly attempts: HackingAttemptRepository) {}

  execute(now = new Date()): Promise<HackingAttemptStatistics> {
    return this.attempts.counts(now);
  }
}
