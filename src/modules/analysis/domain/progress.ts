/** A learner's progress over time (R2.12): weekly trend, personal bests and the scenarios that moved each skill. */
import { DAY_MS } from '#src/shared/calendar-day.ts';
import { oneDecimal, SKILLS, type Skill } from './result.ts';
import { isoDay, weeksStartOf } from './team-calendar.ts';
import { shownScore } from './team-progress.ts';

/** What progress is measured on: the overall score and each skill. */
export const MEASURES = ['overall', ...SKILLS] as const;
export type Measure = (typeof MEASURES)[number];

/** A week with analysed results as the database averaged it; weeks without any are not reported. */
export interface ReportedWeek {
  weekStart: string;
  sessions: number;
  averages: Record<Measure, number>;
}

export interface ProgressWeek {
  weekStart: string;
  sessions: number;
  overall: number | null;
  skills: Record<Skill, number | null>;
}

/** The Monday (UTC) the last `weeks` weeks start on, the current week being the last. */
export const progressStartOf = weeksStartOf;

/** Every one of the last `weeks` ISO weeks, oldest first; a week without results keeps its place with nulls. */
export function progressWeeks(now: Date, weeks: number, reported: readonly ReportedWeek[]): ProgressWeek[] {
  const byWeek = new Map(reported.map((w) => [w.weekStart, w]));
  const first = progressStartOf(now, weeks).getTime();
  return Array.from({ length: weeks }, (_, i) => {
    const weekStart = isoDay(new Date(first + i * 7 * DAY_MS));
    const week = byWeek.get(weekStart);
    const score = (m: Measure) => (week && week.sessions > 0 ? shownScore(week.averages[m]) : null);
    return {
      weekStart,
      sessions: week?.sessions ?? 0,
      overall: score('overall'),
      skills: Object.fromEntries(SKILLS.map((s) => [s, score(s)])) as Record<Skill, number | null>,
    };
  });
}

export interface BestResult {
  score: number;
  sessionId: number;
  achievedAt: Date;
}

/** One scenario's results of the learner as the database summarised them. */
export interface ScenarioRun {
  scenarioId: number;
  sessions: number;
  first: Record<Measure, number>;
  latest: Record<Measure, number>;
  /** The scenario's highest score of each measure, the earliest session on ties. */
  best: Record<Measure, BestResult>;
}

export type PersonalBest = BestResult & { scenarioId: number };

const earlier = (a: BestResult, b: BestResult) =>
  a.achievedAt.getTime() - b.achievedAt.getTime() || a.sessionId - b.sessionId;

/** The highest score of each measure over every scenario, the earliest session on ties; null before any result. */
export function personalBests(runs: readonly ScenarioRun[]): Record<Measure, PersonalBest | null> {
  const pick = (m: Measure) => runs
    .map((run) => ({ ...run.best[m], scenarioId: run.scenarioId }))
    .reduce<PersonalBest | null>((best, c) => (!best || c.score > best.score || (c.score === best.score && earlier(c, best) < 0) ? c : best), null);
  return Object.fromEntries(MEASURES.map((m) => [m, pick(m)])) as Record<Measure, PersonalBest | null>;
}

export interface Mover {
  scenarioId: number;
  first: number;
  latest: number;
  change: number;
  sessions: number;
}

/**
 * For each skill, the scenario completed at least twice whose latest score rose the most over its
 * first; null when none rose (a fall is not "moved by" — the dashboard shows nothing rather than a decline).
 * Ties go to the scenario practised more, then to the lower id, so the answer is stable.
 */
export function movers(runs: readonly ScenarioRun[]): Record<Skill, Mover | null> {
  const repeated = runs.filter((r) => r.sessions >= 2);
  const moverOf = (skill: Skill) => repeated
    .map((r) => ({ scenarioId: r.scenarioId, first: shownScore(r.first[skill]), latest: shownScore(r.latest[skill]), sessions: r.sessions }))
    .map((m) => ({ ...m, change: oneDecimal(m.latest - m.first) }))
    .filter((m) => m.change > 0)
    .sort((a, b) => b.change - a.change || b.sessions - a.sessions || a.scenarioId - b.scenarioId)[0] ?? null;
  return Object.fromEntries(SKILLS.map((s) => [s, moverOf(s)])) as Record<Skill, Mover | null>;
}
