/**
 * Where a learner stands in each scenario of a path (SPEC §3 "Curriculum item"), from their real
 * sessions and results; worked out on every read, never stored.
 */
import type { ScoredSession, Skill } from './planning.ts';

export type ItemStatus = 'NotStarted' | 'InProgress' | 'Completed';

export const METRIC_NAMES = ['Empathy', 'Clarity', 'ProblemSolving', 'Composure', 'ActiveListening', 'Overall'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
export interface Metric {
  name: MetricName;
  score: number;
}

const METRIC_OF_SKILL: Record<Skill, MetricName> = {
  empathy: 'Empathy', clarity: 'Clarity', problemSolving: 'ProblemSolving', composure: 'Composure', activeListening: 'ActiveListening',
};

/** A learner's session, reduced to where it stands. */
export interface SessionTrace {
  id: number;
  scenarioId: number;
  status: 'InProgress' | 'Completed';
  startedAt: Date;
  endedAt: Date | null;
}

export interface Progress {
  status: ItemStatus;
  /** Completed: the best result's session (or the ended one still being analysed); InProgress: the unended one to continue. */
  sessionId: number | null;
  metrics: Metric[];
}

/** SPEC §9: metric scores are clamped to 0–10. */
const clamp = (n: number) => Math.min(10, Math.max(0, Number.isFinite(n) ? n : 0));

export function metricsOf(result: ScoredSession): Metric[] {
  const skills = (Object.keys(METRIC_OF_SKILL) as Skill[]).map((skill) => ({ name: METRIC_OF_SKILL[skill], score: clamp(result.scores[skill]) }));
  return [...skills, { name: 'Overall', score: clamp(result.overall) }];
}

/**
 * Completed once the scenario has a result: the metrics of the BEST one (highest overall; the later
 * on a tie), so a weaker replay never hides what the learner achieved. A session that ended and
 * waits for (or failed) its analysis is Completed too, without metrics. Otherwise InProgress while
 * a session of it is unended (the newest is the one to continue), else NotStarted. A completed
 * scenario replayed and left unfinished stays Completed: the path moves on from it.
 */
export function progressIndex(results: readonly ScoredSession[], sessions: readonly SessionTrace[]): (scenarioId: number) => Progress {
  const best = new Map<number, ScoredSession>();
  for (const r of results) {
    const held = best.get(r.scenarioId);
    if (!held || r.overall >= held.overall) best.set(r.scenarioId, r);
  }
  const ended = new Map<number, SessionTrace>();
  const unended = new Map<number, SessionTrace>();
  for (const s of sessions) (s.status === 'Completed' ? ended : unended).set(s.scenarioId, s); // oldest first: the newest stays
  return (scenarioId) => {
    const result = best.get(scenarioId);
    if (result) return { status: 'Completed', sessionId: result.sessionId, metrics: metricsOf(result) };
    const done = ended.get(scenarioId);
    if (done) return { status: 'Completed', sessionId: done.id, metrics: [] };
    const open = unended.get(scenarioId);
    return open ? { status: 'InProgress', sessionId: open.id, metrics: [] } : { status: 'NotStarted', sessionId: null, metrics: [] };
  };
}
