import { inject, injectable } from 'inversify';
import { FinishedConversations, LearnerSessions } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { ResultRepository } from '../domain/ports.ts';
import { namesOrRemoved } from './removed-scenario.ts';

/**
 * SPEC §3 "History item": the learner's analysed sessions, newest first, and the ended ones whose
 * analysis is still to come or failed (`analysis`), which link to where their results will be.
 */
@injectable()
export class ListResultHistory {
  constructor(
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
    @inject(LearnerSessions) private readonly sessions: LearnerSessions,
  ) {}

  async execute(userId: number, page: number, pageSize: number) {
    const { items, hasMore } = await this.results.history(userId, page, pageSize);
    const facts = await this.conversations.scenarioFacts();
    // Sessions not yet analysed have no result to name their scenario: practice does, in one read of just those.
    const played = await this.sessions.scenariosOf(userId, items.filter((r) => r.scenarioId === null).map((r) => r.sessionId));
    const data = items.map((r) => {
      const scenarioId = r.scenarioId ?? played.get(r.sessionId) ?? 0;
      const scenario = namesOrRemoved(facts.get(scenarioId));
      return {
        sessionId: r.sessionId, scenarioId, scenarioName: scenario.name, scenarioName_ru: scenario.name_ru,
        overallScore: r.overall, completedAt: r.at.toISOString(), analysis: r.analysis,
      };
    });
    return { data, page, hasMore };
  }
}
