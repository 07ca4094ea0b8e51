import { SKILLS, type Skill } from '#src/modules/analysis/domain/result.ts';
import type { AnalysisTranscript, SkillAnalysis, SkillAnalyzer } from '#src/modules/analysis/domain/ports.ts';
import type { AnalyzerTexts } from './analyzer-texts.ts';
import { improvementsFor, type ReadMessage } from './improvements.ts';
import { readMessage } from './message-features.ts';
import { sessionStats, skillScores, type SessionStats } from './skill-scores.ts';
import { englishTexts } from './texts.en.ts';
import { russianTexts } from './texts.ru.ts';

const TEXTS: Record<AnalysisTranscript['locale'], AnalyzerTexts> = { en: englishTexts, ru: russianTexts };
const MAX_STRENGTHS = 3;

/**
 * A deterministic rubric over observable features of the learner's own messages, so the product
 * gives an honest analysis with no AI endpoint. Same transcript, same result: no randomness, no clock.
 */
export class OfflineSkillAnalyzer implements SkillAnalyzer {
  readonly kind = 'offline' as const;

  async analyze(transcript: AnalysisTranscript): Promise<SkillAnalysis> {
    const texts = TEXTS[transcript.locale] ?? englishTexts;
    const learner: ReadMessage[] = [];
    let previousAi = '';
    transcript.messages.forEach((message, index) => {
      if (message.role === 'ai') previousAi = message.content;
      else if (message.content.trim()) learner.push({ index, features: readMessage(message.content, previousAi) });
    });

    const stats = sessionStats(learner.map((m) => m.features));
    const numbers = skillScores(learner.map((m) => m.features), stats);
    const overall = Math.round((SKILLS.reduce((sum, skill) => sum + numbers[skill], 0) / SKILLS.length) * 10) / 10;

    if (learner.length === 0) {
      const scores = Object.fromEntries(SKILLS.map((skill) => [skill, { score: numbers[skill], feedback: texts.nothingSaid }]));
      return { overall, scores: scores as SkillAnalysis['scores'], strengths: [], improvements: [] };
    }

    const scores = Object.fromEntries(
      SKILLS.map((skill) => [skill, { score: numbers[skill], feedback: texts.feedback(skill, stats, numbers[skill]) }]),
    ) as SkillAnalysis['scores'];
    return { overall, scores, strengths: strengths(numbers, stats, texts), improvements: improvementsFor(transcript, learner, texts) };
  }
}

/** A strength is only praised when the learner actually did the thing, not just avoided mistakes. */
const SHOWN: Record<Skill, (s: SessionStats) => boolean> = {
  empathy: (s) => s.acknowledged > 0,
  activeListening: (s) => s.questions + s.paraphrased > 0,
  clarity: () => true,
  problemSolving: (s) => s.proposals > 0,
  composure: (s) => s.composureLapses === 0,
};

/** The best skills at 6 or above (the "good" band of SPEC §9), or the single best one as a base to build on. */
function strengths(numbers: Record<Skill, number>, stats: SessionStats, texts: AnalyzerTexts): string[] {
  const ranked = [...SKILLS].sort((a, b) => numbers[b] - numbers[a]);
  const good = ranked.filter((skill) => numbers[skill] >= 6 && SHOWN[skill](stats)).slice(0, MAX_STRENGTHS);
  return (good.length ? good : ranked.slice(0, 1)).map((skill) => texts.strength(skill, stats, numbers[skill]));
}
