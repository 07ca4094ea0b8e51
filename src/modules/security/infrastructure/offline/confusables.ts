import { pairs, TO_CYRILLIC, TO_LATIN } from '../../domain/lookalikes.ts';

/**
 * Letters that pass for letters of another script. Attackers write "іgnоrе" with Cyrillic і/о/е so
 * a Latin filter misses it, or «прoмпт» with a Latin o. The tables are the look-alikes that matter in
 * practice (Unicode's confusables.txt, cut to Latin, Cyrillic and Greek), in both cases.
 */
export type Script = 'latin' | 'cyrillic' | 'greek';

export function scriptOf(ch: string): Script | null {
  if (/\p{Script=Latin}/u.test(ch)) return 'latin';
  if (/\p{Script=Cyrillic}/u.test(ch)) return 'cyrillic';
  if (/\p{Script=Greek}/u.test(ch)) return 'greek';
  return null;
}

/** Whether a letter of one script passes for a letter of the other (Greek passes for both). */
export function isLookalike(ch: string, script: Script | null): boolean {
  return script === 'latin' ? TO_CYRILLIC.has(ch) : script === 'cyrillic' ? TO_LATIN.has(ch) : script === 'greek';
}

/**
 * The script a mixed word was meant in, Latin or Cyrillic: the one with more letters that have no
 * look-alike (an "ignоre" with one Cyrillic о has five unambiguous Latin letters), then the one with
 * more letters, then the message's main script. Greek letters are disguise for either.
 */
export function intendedScript(word: string, fallback: 'latin' | 'cyrillic'): 'latin' | 'cyrillic' {
  const plain = { latin: 0, cyrillic: 0, greek: 0 };
  const all = { latin: 0, cyrillic: 0, greek: 0 };
  for (const ch of word) {
    const s = scriptOf(ch);
    if (!s) continue;
    all[s]++;
    if (!isLookalike(ch, s)) plain[s]++;
  }
  if (plain.latin !== plain.cyrillic) return plain.latin > plain.cyrillic ? 'latin' : 'cyrillic';
  if (all.latin !== all.cyrillic) return all.latin > all.cyrillic ? 'latin' : 'cyrillic';
  return fallback;
}

/** Leetspeak digits and symbols, per the script of the word they sit in. */
export const LEET_LATIN = pairs('0o 3e 4a 5s 7t 8b 9g @a $s !i |l');
export const LEET_CYRILLIC = pairs('0о 3з 4а 6б 7т 8в @а');
