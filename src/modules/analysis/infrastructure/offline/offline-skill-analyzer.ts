import { SKILLS } from '#src/shared/findings.ts';
import type { AnalysisTranscript, SkillAnalysis, SkillAnalyzer } from '#src/modules/analysis/domain/ports.ts';
import { writtenAnalysis } from '../written-analysis.ts';
import { improvementFindings, type ReadMessage } from './improvements.ts';
import { readMessage } from './message-features.ts';
import { skillFindings, strengthFindings } from './skill-findings.ts';
import { sessionStats, skillScores } from './skill-scores.ts';

/**
 * A deterministic rubric over observable features of the learner's own messages, so the product
 * gives an honest analysis with no AI endpoint. Same transcript, same result: no randomness, no clock.
 */
export class OfflineSkillAnalyzer implements SkillAnalyzer {
  readonly kind = 'offline' as const;

  async analyze(transcript: AnalysisTranscript): Promise<SkillAnalysis> {
    const learner: ReadMessage[] = [];
    let previousAi = '';
    transcript.messages.forEach((message, index) => {
      if (message.role === 'ai') previousAi = message.content;
      else if (message.content.trim()) learner.push({ index, features: readMessage(message.content, previousAi) });
    });

    const stats = sessionStats(learner.map((m) => m.features));
    const scores = skillScores(learner.map((m) => m.features), stats);
    const overall = Math.round((SKILLS.reduce((sum, skill) => sum + scores[skill], 0) / SKILLS.length) * 10) / 10;
    return writtenAnalysis(transcript, overall, scores, {
      scores: skillFindings(stats, scores),
      strengths: strengthFindings(stats, scores),
      improvements: improvementFindings(transcript, learner),
    });
  }
}
