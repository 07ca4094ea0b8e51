import type { CurriculumItem, CurriculumList, CurriculumMetric, MetricName, ReasonKind, ReasonSkill } from '../api/curriculum.api';

/** The two tabs of /curriculum (SPEC §2), in their order. */
export const VARIANTS = ['initial', 'dynamic'] as const;
export type Variant = (typeof VARIANTS)[number];

/** SPEC §9: the In Progress bar is fixed at 60 %, whatever the session's length. */
export const IN_PROGRESS_PERCENT = 60;

const VIEW_PARAM = 'view';

/** The tab lives in the URL (?view=dynamic), so a reload or a shared link opens the same one. */
export function variantFromSearch(search: string): Variant {
  return new URLSearchParams(search).get(VIEW_PARAM) === 'dynamic' ? 'dynamic' : 'initial';
}

export function searchForVariant(variant: Variant): string {
  return variant === 'initial' ? '' : `?${VIEW_PARAM}=${variant}`;
}

export interface Progress {
  completed: number;
  inProgress: number;
  /** Not started yet. */
  upcoming: number;
  total: number;
  /** Completed over total, rounded (SPEC §2); 0 for an empty list. */
  percent: number;
}

export function progressOf(items: readonly Pick<CurriculumItem, 'status'>[]): Progress {
  const completed = items.filter((item) => item.status === 'Completed').length;
  const inProgress = items.filter((item) => item.status === 'InProgress').length;
  const total = items.length;
  return { completed, inProgress, upcoming: total - completed - inProgress, total, percent: total ? Math.round((completed / total) * 100) : 0 };
}

/**
 * The button of a card (SPEC §2, §4 "Curriculum item"): Replay a completed scenario, Continue one in
 * progress, Start one not started — which waits for the card before it to be completed, except the first.
 */
export type CardAction =
  | { kind: 'replay' }
  | { kind: 'continue'; sessionId: number | null }
  | { kind: 'start'; enabled: boolean };

export function cardAction(items: readonly Pick<CurriculumItem, 'status' | 'sessionId'>[], index: number): CardAction {
  const item = items[index];
  if (!item) return { kind: 'start', enabled: false };
  if (item.status === 'Completed') return { kind: 'replay' };
  if (item.status === 'InProgress') return { kind: 'continue', sessionId: item.sessionId };
  return { kind: 'start', enabled: index === 0 || items[index - 1]?.status === 'Completed' };
}

/**
 * What pressing it does: an unended session is simply reopened (it costs nothing); anything that
 * starts a new session opens the session-start modal, or the upgrade modal once the month's
 * sessions are used up (SPEC §4).
 */
export type CardStep = { kind: 'open-session'; sessionId: number } | { kind: 'start-session' } | { kind: 'upgrade' } | { kind: 'none' };

export function stepFor(action: CardAction, sessionLimitReached: boolean): CardStep {
  if (action.kind === 'continue' && action.sessionId !== null) return { kind: 'open-session', sessionId: action.sessionId };
  if (action.kind === 'start' && !action.enabled) return { kind: 'none' };
  return sessionLimitReached ? { kind: 'upgrade' } : { kind: 'start-session' };
}

/** The badges' order: the five skills as everywhere else, then Overall. */
export const METRIC_ORDER: readonly MetricName[] = ['Empathy', 'Clarity', 'ProblemSolving', 'Composure', 'ActiveListening', 'Overall'];

const clamp = (score: number) => Math.min(10, Math.max(0, score));

/** A completed card's badges: in order, each name once, scores clamped 0–10 (SPEC §3); nothing unknown. */
export function metricBadges(item: { status: CurriculumItem['status']; metrics: readonly Readonly<CurriculumMetric>[] }): CurriculumMetric[] {
  if (item.status !== 'Completed') return [];
  return METRIC_ORDER.flatMap((name) => {
    const metric = item.metrics.find((m) => m.name === name && Number.isFinite(m.score));
    return metric ? [{ name, score: clamp(metric.score) }] : [];
  });
}

/** The i18n key of a dynamic card's "why" line and the skill it names, if any. */
export function reasonText(reason: { kind: ReasonKind; skill: ReasonSkill | null }): { key: string; skill: ReasonSkill | null } {
  return { key: `reasons.${reason.kind}.${reason.skill ? 'skill' : 'general'}`, skill: reason.skill };
}

/**
 * SPEC §2 guard: a learner with no saved categories and no initial curriculum has nothing to show
 * here yet, and is sent to set goals first.
 */
export function needsOnboarding(previousCategories: readonly string[], initial: Pick<CurriculumList, 'items'>): boolean {
  return previousCategories.length === 0 && initial.items.length === 0;
}

export type LoadFailure = 'offline' | 'server';

export type Loaded =
  | { status: 'ready'; initial: CurriculumList; dynamic: CurriculumList; previousCategories: string[]; needsOnboarding: boolean }
  | { status: 'error'; failure: LoadFailure };

type Settled<T> = PromiseSettledResult<T>;

/**
 * The page needs all three answers (the guard reads the profile and the initial list; both tabs are
 * prefetched, SPEC §2): any failure is the page's load error, told apart as no answer or a bad one.
 */
export function settleLoad(
  profile: Settled<{ previousCategories: string[] }>,
  initial: Settled<CurriculumList>,
  dynamic: Settled<CurriculumList>,
  isOffline: (error: unknown) => boolean,
): Loaded {
  const failed = [profile, initial, dynamic].find((answer) => answer.status === 'rejected');
  if (failed) return { status: 'error', failure: isOffline(failed.reason) ? 'offline' : 'server' };
  const [p, i, d] = [profile, initial, dynamic] as [PromiseFulfilledResult<{ previousCategories: string[] }>, PromiseFulfilledResult<CurriculumList>, PromiseFulfilledResult<CurriculumList>];
  return {
    status: 'ready',
    initial: i.value,
    dynamic: d.value,
    previousCategories: p.value.previousCategories,
    needsOnboarding: needsOnboarding(p.value.previousCategories, i.value),
  };
}
