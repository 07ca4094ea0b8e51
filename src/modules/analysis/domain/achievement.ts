import { dayNumberIn } from '#src/shared/time-zone.ts';
import { SKILLS, type Skill } from './result.ts';

/** Bronze → Platinum: how hard an achievement is to earn. */
export const TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
export type Tier = (typeof TIERS)[number];

/** A measurable target (content packs name them; the evaluator below understands exactly these). */
export type Criterion =
  | { type: 'sessionsCompleted' | 'overallScore' | 'allSkillsAtLeast' | 'streakDays' | 'distinctScenarios'
      | 'distinctCategories' | 'groupScenes' | 'coachSessions'; target: number }
  | { type: 'skillScore'; skill: Skill; target: number }
  | { type: 'difficultyCompleted'; difficulty: 'Beginner' | 'Intermediate' | 'Advanced'; target: number };

export interface AchievementDefinition {
  key: string;
  name: string;
  name_ru: string;
  description: string;
  description_ru: string;
  icon: string;
  tier: Tier;
  criterion: Criterion;
}

export interface Achievement extends AchievementDefinition {
  id: number;
}

/** One analysed session of the learner, with what the catalogue says about its scenario. */
export interface CompletedSession {
  sessionId: number;
  completedAt: Date;
  overall: number;
  scores: Record<Skill, number>;
  coachEnabled: boolean;
  scenarioId: number;
  /** Null when the scenario has left the catalogue since. */
  scenario: { category: string; difficulty: string; groupScene: boolean } | null;
}

/** A learner's analysed sessions, and the time zone their days are counted in (ADR 0046). */
export interface LearnerRecord {
  sessions: CompletedSession[];
  timeZone: string;
}

/** Where the learner stands against a criterion: `current` of `target`. */
export function progressTowards(criterion: Criterion, record: LearnerRecord): { current: number; target: number; percentage: number } {
  const current = measure(criterion, record);
  const { target } = criterion;
  return { current, target, percentage: Math.min(100, Math.floor((current / target) * 100)) };
}

const best = (values: number[]) => (values.length ? Math.max(...values) : 0);
const distinct = (values: unknown[]) => new Set(values).size;

function measure(criterion: Criterion, { sessions, timeZone }: LearnerRecord): number {
  switch (criterion.type) {
    case 'sessionsCompleted': return sessions.length;
    case 'overallScore': return best(sessions.map((s) => s.overall));
    case 'skillScore': return best(sessions.map((s) => s.scores[criterion.skill]));
    case 'allSkillsAtLeast': return best(sessions.map((s) => Math.min(...SKILLS.map((k) => s.scores[k]))));
    case 'streakDays': return longestStreak(sessions.map((s) => s.completedAt), timeZone);
    case 'distinctScenarios': return distinct(sessions.map((s) => s.scenarioId));
    case 'distinctCategories': return distinct(sessions.flatMap((s) => (s.scenario ? [s.scenario.category] : [])));
    case 'groupScenes': return sessions.filter((s) => s.scenario?.groupScene).length;
    case 'difficultyCompleted': return sessions.filter((s) => s.scenario?.difficulty === criterion.difficulty).length;
    case 'coachSessions': return sessions.filter((s) => s.coachEnabled).length;
  }
}

/** The calendar days (in the zone, as day numbers) with at least one completed session, in order. */
const daysIn = (dates: Date[], timeZone: string) => [...new Set(dates.map((d) => dayNumberIn(d, timeZone)))].sort((a, b) => a - b);

/** The longest run of consecutive calendar days, where the learner is, with at least one completed session. */
export function longestStreak(dates: Date[], timeZone: string): number {
  const days = daysIn(dates, timeZone);
  let longest = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && day === days[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/**
 * The run of consecutive days (where the learner is) ending today, or yesterday: a streak is not
 * lost before the learner has had the chance to practise today.
 */
export function currentStreak(dates: Date[], now: Date, timeZone: string): number {
  const days = new Set(daysIn(dates, timeZone));
  const today = dayNumberIn(now, timeZone);
  let day = days.has(today) ? today : today - 1;
  let run = 0;
  while (days.has(day)) { run += 1; day -= 1; }
  return run;
}
