import { inject, injectable } from 'inversify';
import { FinishedConversations } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { ResultRepository } from '../domain/ports.ts';
import { ResultsNotFoundError } from '../domain/analysis.errors.ts';
import { namesOrRemoved } from './removed-scenario.ts';

/** SPEC §3 "Results": the analysis of one of the learner's sessions. */
@injectable()
export class ViewSessionResult {
  constructor(
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
  ) {}

  /** Someone else's session reads exactly like one still being analysed. */
  async execute(userId: number, sessionId: number) {
    const result = await this.results.find(sessionId);
    if (!result || result.userId !== userId) throw new ResultsNotFoundError();
    const conversation = await this.conversations.get(sessionId);
    const scenario = namesOrRemoved((await this.conversations.scenarioFacts()).get(result.scenarioId));
    const lines = conversation?.lines ?? [];
    return {
      id: sessionId, scenarioId: result.scenarioId,
      scenarioName: scenario.name, scenarioName_ru: scenario.name_ru,
      scenarioDescription: scenario.description, scenarioDescription_ru: scenario.description_ru,
      completedAt: result.completedAt.toISOString(), personaName: result.personaName, locale: result.locale, analyzer: result.analyzer,
      scores: { overall: { score: result.overall, feedback: '' }, ...result.scores },
      strengths: result.strengths, improvements: result.improvements,
      conversationHistory: lines,
      transcript: lines.map((l) => `${l.role === 'user' ? 'You' : (l.speakerName ?? 'AI')}: ${l.content}`).join('\n'),
    };
  }
}
