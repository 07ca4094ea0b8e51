import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { LearnerSessionTrace, SessionRepository, SessionTrace } from '../domain/ports.ts';

/** Every session a learner started, oldest first: which scenarios they are in the middle of, and which they ended. */
@injectable()
export class LearnerSessions {
  constructor(@inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository) {}

  execute(userId: number): Promise<SessionTrace[]> {
    return this.sessions.tracesOf(userId);
  }

  /** The scenario each of these sessions of the learner was played in (sessions not theirs are left out), in one query. */
  scenariosOf(userId: number, sessionIds: readonly number[]): Promise<Map<number, number>> {
    return this.sessions.scenariosOf(userId, sessionIds);
  }

  /** A team's sessions of some scenarios since a moment, oldest first, in one query whatever the team's size. */
  ofLearners(userIds: readonly number[], scenarioIds: readonly number[], since: Date): Promise<LearnerSessionTrace[]> {
    return this.sessions.tracesOfMany(userIds, scenarioIds, since);
  }
}
