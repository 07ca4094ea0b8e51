import { inject, injectable } from 'inversify';
import type { GoalOrigin, GoalScreen } from '#src/modules/curriculum/index.ts';
import { IDENTITY, type UserRepository } from '#src/modules/identity/index.ts';
import { ScreenLearnerMessage } from './screen-learner-message.ts';

/**
 * OWASP LLM01 for onboarding: goals in the learner's own words go into the AI planner's prompt, so
 * each is screened as a chat message is, in the learner's language, before it is kept. The first
 * blocked goal refuses the save; a Medium one is recorded and kept.
 */
@injectable()
export class ScreenLearnerGoals implements GoalScreen {
  constructor(
    @inject(ScreenLearnerMessage) private readonly messages: ScreenLearnerMessage,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
  ) {}

  async screen(userId: number, origin: GoalOrigin, goals: readonly string[]): Promise<void> {
    if (!goals.length) return;
    const locale = (await this.users.findById(userId))?.locale ?? 'en';
    for (const text of goals) await this.messages.screen({ userId, origin, sessionId: null, locale, text, history: [], scenario: null });
  }
}
