import { inject, injectable } from 'inversify';
import type { SessionFeedback, SessionScores } from '#src/modules/practice/index.ts';
import { describeImprovement, describeSkill, describeStrength } from '#src/shared/describe-findings.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { ResultRepository } from '../domain/ports.ts';
import { SKILLS, type SessionResult } from '../domain/result.ts';
import { translator } from './written-analysis.ts';

/**
 * Practice's SessionScores port: results as the SuperAdmin's session page shows them. The findings
 * are worded in the reader's language with the web's own sentences (ADR 0014); a result analysed
 * before findings were kept, or an item of a kind this code does not know, keeps its stored text.
 */
@injectable()
export class WrittenSessionScores implements SessionScores {
  constructor(@inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository) {}

  overallOf(sessionIds: readonly number[]): Promise<Map<number, number>> {
    return this.results.overallOfSessions(sessionIds);
  }

  async feedbackOf(sessionId: number, language: 'en' | 'ru'): Promise<SessionFeedback | null> {
    const result = await this.results.find(sessionId);
    if (!result) return null;
    return result.findings ? worded(result, result.findings, language) : asStored(result);
  }
}

function asStored(result: SessionResult): SessionFeedback {
  return {
    overall: result.overall, scores: result.scores, strengths: result.strengths,
    improvements: result.improvements.map((i) => ({ messageNumber: i.messageNumber, issue: i.issue, suggestion: i.suggestion })),
  };
}

function worded(result: SessionResult, findings: NonNullable<SessionResult['findings']>, language: 'en' | 'ru'): SessionFeedback {
  const tr = translator(language);
  const scores = Object.fromEntries(SKILLS.map((skill) => [skill, {
    score: result.scores[skill].score,
    feedback: describeSkill(tr, findings.scores[skill]) ?? result.scores[skill].feedback,
  }])) as SessionFeedback['scores'];
  return {
    overall: result.overall,
    scores,
    strengths: findings.strengths.flatMap((s, i) => describeStrength(tr, s) ?? result.strengths[i] ?? []),
    improvements: findings.improvements.map((f, i) => {
      const text = describeImprovement(tr, f) ?? result.improvements[i] ?? { issue: '', suggestion: '' };
      return { messageNumber: f.messageNumber, issue: text.issue, suggestion: text.suggestion };
    }),
  };
}
