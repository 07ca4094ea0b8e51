/**
 * Keys of scenarios made in the SuperAdmin console (ADR 0031). A key is what content packs match
 * records by, so it is made once, from the English name, and never changes with later edits.
 */

/** The content pack's limit on a key's length. */
const MAX_KEY = 80;

/** "Refund after 30 days — café" → "refund-after-30-days-cafe"; a name with no Latin letters or digits gives "scenario". */
export function keyFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents go, their letters stay
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return trimKey(slug) || 'scenario';
}

/** The key itself when free, else the first of `key-2`, `key-3`, … that is (kept within the length limit). */
export function freeKey(key: string, taken: ReadonlySet<string>): string {
  if (!taken.has(key)) return key;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${trimKey(key.slice(0, MAX_KEY - suffix.length))}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Cut to the limit without leaving a dangling hyphen. */
const trimKey = (key: string) => key.slice(0, MAX_KEY).replace(/-+$/, '');
