import { inject, injectable } from 'inversify';
import { FinishedConversations, metLevel, type FinishedConversation, type ShownRubric } from '#src/modules/practice/index.ts';
import { SKILLS, type SessionResult, type Skill } from '../domain/result.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { AnalysisLog, ResultRepository } from '../domain/ports.ts';
import { AnalysisFailedError, ResultsPendingError, SessionInProgressError, SessionNotFoundError } from '../domain/analysis.errors.ts';
import { namesOrRemoved } from './removed-scenario.ts';
import { deltasOf, figuresOf } from '../domain/branch-comparison.ts';

/**
 * SPEC §3 "Results": the analysis of one of the learner's sessions, or why there is none: the
 * session is not theirs (or does not exist), has not ended, is being analysed, or failed for good.
 */
@injectable()
export class ViewSessionResult {
  constructor(
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
    @inject(ANALYSIS.AnalysisLog) private readonly log: AnalysisLog,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
  ) {}

  async execute(userId: number, sessionId: number) {
    const conversation = await this.conversations.get(sessionId);
    if (!conversation || conversation.userId !== userId) throw new SessionNotFoundError();
    if (conversation.status !== 'Completed') throw new SessionInProgressError();
    const result = await this.results.find(sessionId);
    if (!result) throw (await this.log.find(sessionId))?.status === 'Failed' ? new AnalysisFailedError() : new ResultsPendingError();

    const scenario = namesOrRemoved((await this.conversations.scenarioFacts()).get(result.scenarioId));
    const lines = conversation.lines;
    return {
      id: sessionId, scenarioId: result.scenarioId,
      scenarioName: scenario.name, scenarioName_ru: scenario.name_ru,
      scenarioDescription: scenario.description, scenarioDescription_ru: scenario.description_ru,
      completedAt: result.completedAt.toISOString(),
      // Results saved before the character's name was recorded hold the persona's; the session knows better.
      personaName: conversation.personaName ?? result.personaName,
      characters: conversation.characters,
      locale: result.locale, coachEnabled: conversation.coachEnabled, analyzer: result.analyzer,
      scores: { overall: { score: result.overall, feedback: '' }, ...scoresAgainst(result.scores, conversation.rubric) },
      strengths: result.strengths, improvements: result.improvements, findings: result.findings,
      conversationHistory: lines,
      transcript: lines.map((l) => `${l.role === 'user' ? 'You' : (l.speakerName ?? 'AI')}: ${l.content}`).join('\n'),
      branch: conversation.branchOf && (await this.comparison(conversation, result)),
    };
  }

  /** A retried moment beside the original: both answers at that point, and how each score moved. */
  private async comparison(branch: FinishedConversation, result: SessionResult) {
    const { sessionId, messageNumber } = branch.branchOf!;
    const original = await this.conversations.get(sessionId);
    if (!original || original.userId !== branch.userId) return null;
    const answerAt = (c: FinishedConversation) => {
      const line = c.lines[messageNumber - 1];
      return line?.role === 'user' ? line.content : null;
    };
    const originalResult = await this.results.find(sessionId);
    const originalScores = originalResult && figuresOf(originalResult);
    return {
      originalSessionId: sessionId, messageNumber,
      originalAnswer: answerAt(original) ?? '', newAnswer: answerAt(branch),
      originalScores, deltas: originalScores && deltasOf(figuresOf(result), originalScores),
    };
  }
}

/** Each skill's score with the rubric line it met: the analysis names the line, whichever analyzer wrote it. */
function scoresAgainst(scores: SessionResult['scores'], rubric: ShownRubric) {
  const against = (skill: Skill) => {
    const { score, feedback } = scores[skill];
    const lines = rubric.skills[skill];
    const level = metLevel(score);
    return { score, feedback, rubric: { level, line: level === null ? null : lines[level], lines, generic: rubric.generic } };
  };
  return Object.fromEntries(SKILLS.map((skill) => [skill, against(skill)])) as Record<Skill, ReturnType<typeof against>>;
}
