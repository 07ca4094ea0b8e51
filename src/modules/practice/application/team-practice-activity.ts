import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { CountingMember, SessionRepository } from '../domain/ports.ts';

/**
 * How much a group of learners (a team, chosen by the caller) practises: sessions they started
 * since a moment, each member's from when they joined if that is later, and how many of them
 * started one. Counts only, never whose sessions they are.
 */
@injectable()
export class TeamPracticeActivity {
  constructor(@inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository) {}

  startedSince(members: readonly CountingMember[], since: Date): Promise<{ sessions: number; learners: number }> {
    return this.sessions.startedSince(members, since);
  }
}
