// Expands slot templates into distinct rows. Each template names one "core" slot: rows that share
// the core choice share a group, so near-paraphrases of one request never straddle train and test.
import type { Draft } from './rows.ts';
import type { Rng } from './transforms.ts';

export interface Template {
  id: string;
  family: Draft['family'];
  /** Each slot is a list of interchangeable parts; the text is the parts joined as written. */
  slots: readonly (readonly string[])[];
  /** Index of the slot whose choice decides the group. */
  core: number;
  /** Optional: the part of slot `from` replaces "{x}" in the part of slot `into` and is not emitted itself. */
  fill?: { into: number; from: number };
}

function compose(t: Template, parts: string[]): string {
  if (!t.fill) return parts.join('');
  const { into, from } = t.fill;
  return parts.map((p, i) => (i === from ? '' : i === into ? p.replace('{x}', parts[from]) : p)).join('');
}

/** Tidies the joins (a capital after a full stop); casual writers drop the first capital and the final full stop. */
function register(text: string, rng: Rng): string {
  const tidy = text
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.?!])/g, '$1')
    .replace(/([.!?] )(\p{Ll})/gu, (_, end: string, letter: string) => end + letter.toUpperCase())
    .trim();
  if (!/\p{Ll}/u.test(tidy)) return tidy; // a shouted row stays shouted
  const capital = tidy.charAt(0).toUpperCase() + tidy.slice(1);
  const r = rng();
  if (r < 0.22) return tidy.charAt(0).toLowerCase() + tidy.slice(1).replace(/\.$/, '');
  return capital;
}

/** Draws up to `count` distinct texts from the template (gives up after many repeats on a small template). */
export function expand(t: Template, count: number, rng: Rng, locale: string, label: Draft['label']): Draft[] {
  const l = label === 'attack' ? 'a' : 'b';
  const out = new Map<string, Draft>();
  for (let tries = 0; out.size < count && tries < count * 40; tries++) {
    const choice = t.slots.map((slot) => Math.floor(rng() * slot.length));
    const text = register(compose(t, t.slots.map((slot, i) => slot[choice[i]])), rng);
    if (out.has(text.toLowerCase())) continue;
    const group = `${locale}-${l}-tpl-${t.id}-${String(choice[t.core] + 1).padStart(2, '0')}`;
    out.set(text.toLowerCase(), { text, label, family: t.family, group, source: 'templated' });
  }
  return [...out.values()];
}
