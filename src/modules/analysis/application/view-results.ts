import { inject, injectable } from 'inversify';
import { FinishedConversations, type ScenarioFacts } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { ResultRepository } from '../domain/ports.ts';
import { SKILLS } from '../domain/result.ts';
import { ResultsNotFoundError } from '../domain/results.errors.ts';

/** A scenario removed from the catalogue since still needs a name on old results. */
const REMOVED = { name: 'Removed scenario', name_ru: 'Удалённый сценарий', description: '', description_ru: '' };

/** What a learner reads of their own analyses. */
@injectable()
export class ViewResults {
  constructor(
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
  ) {}

  /** SPEC §3 "Results". Someone else's session reads exactly like one still being analysed. */
  async result(userId: number, sessionId: number) {
    const result = await this.results.find(sessionId);
    if (!result || result.userId !== userId) throw new ResultsNotFoundError();
    const conversation = await this.conversations.get(sessionId);
    const scenario = this.scenario((await this.conversations.scenarioFacts()).get(result.scenarioId));
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

  /** SPEC §3 "History item", newest first. */
  async history(userId: number, page: number, pageSize: number) {
    const { items, hasMore } = await this.results.history(userId, page, pageSize);
    const facts = await this.conversations.scenarioFacts();
    const data = items.map((r) => {
      const scenario = this.scenario(facts.get(r.scenarioId));
      return {
        sessionId: r.sessionId, scenarioId: r.scenarioId, scenarioName: scenario.name, scenarioName_ru: scenario.name_ru,
        overallScore: r.overall, completedAt: r.completedAt.toISOString(),
      };
    });
    return { data, page, hasMore };
  }

  /** SPEC §3 "Average scores". */
  async averages(userId: number) {
    const averages = await this.results.averages(userId);
    const zero = Object.fromEntries(SKILLS.map((s) => [s, 0]));
    return {
      hasData: averages !== null,
      sessionCount: averages?.sessionCount ?? 0,
      averageScores: { overall: averages?.overall ?? 0, ...zero, ...averages?.scores } as Record<'overall' | (typeof SKILLS)[number], number>,
    };
  }

  private scenario(facts: ScenarioFacts | undefined) {
    return facts ?? REMOVED;
  }
}
