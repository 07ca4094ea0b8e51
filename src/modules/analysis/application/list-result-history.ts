import { inject, injectable } from 'inversify';
import { FinishedConversations } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { ResultRepository } from '../domain/ports.ts';
import { namesOrRemoved } from './removed-scenario.ts';

/** SPEC §3 "History item": the learner's analysed sessions, newest first. */
@injectable()
export class ListResultHistory {
  constructor(
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
  ) {}

  async execute(userId: number, page: number, pageSize: number) {
    const { items, hasMore } = await this.results.history(userId, page, pageSize);
    const facts = await this.conversations.scenarioFacts();
    const data = items.map((r) => {
      const scenario = namesOrRemoved(facts.get(r.scenarioId));
      return {
        sessionId: r.sessionId, scenarioId: r.scenarioId, scenarioName: scenario.name, scenarioName_ru: scenario.name_ru,
        overallScore: r.overall, completedAt: r.completedAt.toISOString(),
      };
    });
    return { data, page, hasMore };
  }
}
