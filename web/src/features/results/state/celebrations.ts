import { readItem, writeItem } from '../../../lib/storage';

/** The sessions whose new achievements have been celebrated on this device, newest last. */
const KEY = 'results.celebrated';
const REMEMBERED = 50;

function celebrated(): number[] {
  try {
    const list: unknown = JSON.parse(readItem('local', KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * True the first time a session's results are shown on this device, and never again: the fireworks
 * belong to the moment the session ends, not to every visit or reload.
 */
export function firstCelebration(sessionId: number): boolean {
  const seen = celebrated();
  if (seen.includes(sessionId)) return false;
  writeItem('local', KEY, JSON.stringify([...seen, sessionId].slice(-REMEMBERED)));
  return true;
}

/** People who ask their system for less motion get the achievements without the fireworks. */
export const prefersLessMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
