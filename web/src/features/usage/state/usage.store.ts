import { proxy } from 'valtio';
import type { UsageView } from '../../../lib/contracts';
import { readItem, writeItem } from '../../../lib/storage';
import { authState } from '../../auth';
import { usageApi } from '../api/usage.api';
import { isUnlimited } from './allowance';

export type UsageLevel = 'good' | 'warning' | 'critical';

const CACHE_KEY = 'usageCache';

/**
 * This month's usage for the signed-in user. `stale` is true when the last load failed and the
 * numbers shown are the cached ones (or the ones that came with the profile).
 */
export const usageState = proxy({
  /** Whose numbers these are. */
  userId: null as number | null,
  usage: null as UsageView | null,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  stale: false,
});

/** The signed-in learner's usage outside React: the store's when it is theirs, else the profile's. */
export function ownUsage(): UsageView | undefined {
  const user = authState.user;
  return user && usageState.userId === user.id && usageState.usage ? usageState.usage : user?.usage;
}

/** SPEC §9: 90 % or more is critical, 70 % or more a warning, anything else good. */
export function usageLevel(used: number, limit: number): UsageLevel {
  if (isUnlimited(limit)) return 'good';
  if (limit <= 0) return 'critical';
  const percent = (used / limit) * 100;
  return percent >= 90 ? 'critical' : percent >= 70 ? 'warning' : 'good';
}

/** The share of the allowance used, 0–100 (0 for unlimited). */
export function usagePercent(used: number, limit: number): number {
  if (isUnlimited(limit)) return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}

/** SPEC §3: the tier is 'Free' or 'Premium'. */
export function isPremium(usage: Pick<UsageView, 'subscriptionTier'> | null | undefined): boolean {
  return usage?.subscriptionTier === 'Premium';
}

function readCache(userId: number): UsageView | null {
  try {
    const cached = JSON.parse(readItem('local', CACHE_KEY) ?? 'null') as { userId?: number; usage?: UsageView } | null;
    return cached?.userId === userId && cached.usage ? cached.usage : null;
  } catch {
    return null;
  }
}

let loading: Promise<void> | null = null;

/** Loads GET /api/dashboard/usage; on failure keeps the cached value (or the profile's). */
export function loadUsage(): Promise<void> {
  loading ??= fetchUsage().finally(() => {
    loading = null;
  });
  return loading;
}

async function fetchUsage(): Promise<void> {
  const userId = authState.user?.id;
  if (userId === undefined) return;
  usageState.status = 'loading';
  try {
    const usage = await usageApi.usage();
    if (authState.user?.id !== userId) return;
    Object.assign(usageState, { userId, usage, status: 'ready', stale: false });
    writeItem('local', CACHE_KEY, JSON.stringify({ userId, usage }));
  } catch {
    if (authState.user?.id !== userId) return;
    const own = usageState.userId === userId ? usageState.usage : null;
    const fallback = own ?? readCache(userId) ?? authState.user?.usage ?? null;
    Object.assign(usageState, { userId, usage: fallback, status: 'error', stale: true });
  }
}

/** Call after a session starts or ends, or the coach is turned on: the counts have moved. */
export async function refreshUsage(): Promise<void> {
  // A load already under way may have read the counts before they moved: wait, then load again.
  if (loading) await loading;
  return loadUsage();
}

/** Shows the last known numbers of `userId` at once (cached, else from the profile), then loads fresh ones. */
export function startUsage(userId: number): Promise<void> {
  if (usageState.userId !== userId) {
    const known = readCache(userId) ?? (authState.user?.id === userId ? authState.user.usage : null);
    Object.assign(usageState, { userId, usage: known, status: 'idle', stale: false });
  }
  return loadUsage();
}
