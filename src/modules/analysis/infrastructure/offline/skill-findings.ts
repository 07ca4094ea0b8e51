import { scoreBand, SKILLS, type Counts, type Skill, type SkillFinding, type StrengthFinding } from '#src/shared/findings.ts';
import type { SessionStats } from './skill-scores.ts';

/** The session counts each skill's feedback cites. */
const CITED: Record<Skill, (keyof SessionStats)[]> = {
  empathy: ['messages', 'acknowledged', 'dismissive'],
  activeListening: ['questions', 'openQuestions', 'paraphrased'],
  clarity: ['messages', 'averageWords', 'tooShort', 'tooLong', 'specific'],
  problemSolving: ['proposals', 'timedProposals'],
  composure: ['messages', 'composureLapses', 'polite'],
};

const MAX_STRENGTHS = 3;

function counts(skill: Skill, stats: SessionStats): Counts {
  return Object.fromEntries(CITED[skill].map((key) => [key, stats[key] as number]));
}

export function skillFindings(stats: SessionStats, scores: Record<Skill, number>): Record<Skill, SkillFinding> {
  return Object.fromEntries(SKILLS.map((skill) => {
    const finding: SkillFinding = stats.messages === 0
      ? { kind: 'nothingSaid', band: scoreBand(scores[skill]) }
      : { kind: skill, band: scoreBand(scores[skill]), counts: counts(skill, stats) };
    if (skill === 'empathy' && stats.dismissive > 0) finding.quote = stats.dismissiveExample;
    return [skill, finding];
  })) as Record<Skill, SkillFinding>;
}

/** A strength is only praised when the learner actually did the thing, not just avoided mistakes. */
const SHOWN: Record<Skill, (s: SessionStats) => boolean> = {
  empathy: (s) => s.acknowledged > 0,
  activeListening: (s) => s.questions + s.paraphrased > 0,
  // Rude or clipped replies are short, not easy to follow: clarity is praised only when none lost composure.
  clarity: (s) => s.composureLapses === 0 && s.tooShort * 2 < s.messages,
  problemSolving: (s) => s.proposals > 0,
  composure: (s) => s.composureLapses === 0,
};

/** The best skills at 6 or above (the "good" band of SPEC §9), or the single best one as a base to build on. */
export function strengthFindings(stats: SessionStats, scores: Record<Skill, number>): StrengthFinding[] {
  if (stats.messages === 0) return [];
  const ranked = [...SKILLS].sort((a, b) => scores[b] - scores[a]);
  const good = ranked.filter((skill) => scores[skill] >= 6 && SHOWN[skill](stats)).slice(0, MAX_STRENGTHS);
  if (good.length) return good.map((skill) => ({ kind: 'shown', skill, counts: counts(skill, stats) }));
  return [{ kind: 'baseToBuildOn', skill: ranked[0], score: scores[ranked[0]] }];
}
