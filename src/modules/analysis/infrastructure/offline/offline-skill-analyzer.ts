import { SKILLS } from '#src/shared/findings.ts';
import type { AnalysisTranscript, SkillAnalysis, SkillAnalyzer } from '#src/modules/analysis/domain/ports.ts';
import { oneDecimal } from '#src/modules/analysis/domain/result.ts';
import { writtenAnalysis } from '../written-analysis.ts';
import { improvementFindings } from './improvements.ts';
import { readMessage } from './message-features.ts';
import type { ReadMessage } from './skill-gaps.ts';
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
    // What the learner answers: every character line since their last message (several characters may speak in a row).
    let heard: string[] = [];
    let lastHeard = '';
    transcript.messages.forEach((message, index) => {
      if (message.role === 'ai') {
        heard.push(message.content);
        lastHeard = message.content;
      } else if (message.content.trim()) {
        const answering = heard.length ? heard.join('\n') : lastHeard;
        learner.push({ index, features: readMessage(message.content, answering), heard: answering });
        heard = [];
      }
    });

    const stats = sessionStats(learner.map((m) => m.features));
    const scores = skillScores(learner.map((m) => m.features), stats);
    const overall = oneDecimal(SKILLS.reduce((sum, skill) => sum + scores[skill], 0) / SKILLS.length);
    return writtenAnalysis(transcript, overall, scores, {
      scores: skillFindings(stats, scores),
      strengths: strengthFindings(stats, scores),
      improvements: improvementFindings(transcript, learner, scores, stats),
    });
  }
}
