// Turns seeds and templates into draft rows (no id or split yet). Templates draw distinct slot
// combinations with a generator seeded from the template id, so the output never changes between runs.
import { fromSeeds, type Draft, type Label } from '../rows.ts';
import { hash32, mulberry32, pick, type Rng } from '../transforms.ts';
import type { Family, Seed, Template } from './types.ts';

export type { Draft, Label };

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Every text of a seed is a row of the seed's group: `ru-a-override-007`. */
export const seedRows = (seeds: readonly Seed[], label: Label, family: Family, tag: string): Draft[] =>
  fromSeeds(seeds, 'ru', label, family, tag);

const digits = (n: number, rng: Rng): string => Array.from({ length: n }, () => Math.floor(rng() * 10)).join('');
const bytes = (n: number, rng: Rng): Buffer => Buffer.from(Array.from({ length: n }, () => Math.floor(rng() * 256)));
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const alnum = (n: number, rng: Rng): string => Array.from({ length: n }, () => pick([...ALNUM], rng)).join('');

// Reference numbers as people paste them: some of them look exactly like base64 or hex blobs.
const REFS: readonly ((rng: Rng) => string)[] = [
  (rng) => bytes(9 + Math.floor(rng() * 10), rng).toString('base64'),
  (rng) => bytes(16, rng).toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-'),
  (rng) => `RA${digits(9, rng)}RU`,
  (rng) => `ZK-${digits(5, rng)}-${digits(4, rng)}`,
  (rng) => bytes(8, rng).toString('hex'),
  (rng) => alnum(6, rng),
];
const ERRORS = ['ERR_CONNECTION_RESET', '0x80070005', '504 Gateway Timeout', 'ECONNREFUSED 10.0.3.12:5432', 'NullReferenceException',
  'HTTP 429 Too Many Requests', 'SSL handshake failed', 'ORA-00054: resource busy', 'E_TOKEN_EXPIRED'];

const FILL: Record<string, (rng: Rng) => string> = {
  order: (rng) => `ZK-${digits(5, rng)}-${digits(4, rng)}`,
  ref: (rng) => pick(REFS, rng)(rng),
  err: (rng) => (rng() < 0.3 ? `E-${digits(4, rng)}` : pick(ERRORS, rng)),
  pct: (rng) => String(pick([5, 7, 8, 10, 12, 15], rng)),
  date: (rng) => `${pad(1 + Math.floor(rng() * 28), 2)}.${pad(1 + Math.floor(rng() * 12), 2)}`,
};

/** Spaces before punctuation go, and a sentence starts with a capital — unless the text opens with markup. */
export function tidy(text: string): string {
  return text
    .replace(/ {2,}/g, ' ')
    .replace(/ +([,.!?:;])/g, '$1')
    .trim()
    .replace(/^([\s«"'(]*)(\p{Ll})/u, (_, pre: string, c: string) => pre + c.toUpperCase())
    .replace(/([.!?] +)(\p{Ll})/gu, (_, pre: string, c: string) => pre + c.toUpperCase());
}

export function templateRows(t: Template, label: Label): Draft[] {
  const rng = mulberry32(hash32(`ru:template:${t.id}`));
  const combos = t.slots.reduce((n, slot) => n * slot.length, 1);
  if (t.count > combos / 2) throw new Error(`template ${t.id}: ${t.count} rows from only ${combos} combinations`);
  const seen = new Set<string>();
  const rows: Draft[] = [];
  while (rows.length < t.count) {
    const picks = t.slots.map((slot) => Math.floor(rng() * slot.length));
    const key = picks.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const raw = picks.map((p, i) => t.slots[i][p]).filter((s) => s !== '').join(t.joiner ?? ' ');
    const text = tidy(raw.replace(/\{(\w+)\}/g, (_, name: string) => FILL[name](rng)));
    rows.push({ text, label, family: t.family, group: `ru-${label === 'attack' ? 'a' : 'b'}-tpl-${t.id}`, source: 'templated' });
  }
  return rows;
}
