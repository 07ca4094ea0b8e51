/**
 * The second layer: letters a filter reads as something else. Leetspeak ("1gn0r3"), punctuation
 * inside words ("ig.nore", "s-y-s-t-e-m"), words cut in two ("instruc tions") and letters spaced out
 * ("i g n o r e  a l l"). Joining is only kept when it makes a keyword or known word, so "4pm",
 * "e.g." and "well-known" stay as they are.
 */
import { LEET_CYRILLIC, LEET_LATIN } from './confusables.ts';
import { isKeyword, SEGMENT_VOCABULARY } from './keywords.ts';
import type { Obfuscation } from './obfuscation.ts';

const LEET_TOKEN = /[\p{L}\p{N}@$!|]*\p{L}[\p{L}\p{N}@$!|]*/gu;
const LEET_CHAR = /[0-9@$!|]/u;
const INNER_LEET = /\p{L}[0-9@$!|]+\p{L}/u;
const SPLIT_TOKEN = /[\p{L}\p{N}@$]+(?:[.\-_*·•~^+|/\\]+[\p{L}\p{N}@$]+)+/gu;
const SPACED = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$](?: {1,4}|\t)){3,}[\p{L}\p{N}@$](?![\p{L}\p{N}])/gu;

const known = (w: string) => isKeyword(w) || SEGMENT_VOCABULARY.has(w);

function unleet(token: string): string {
  const table = /\p{Script=Cyrillic}/u.test(token) ? LEET_CYRILLIC : LEET_LATIN;
  const fold = (one: string) => [...token].map((c) => (c === '1' ? one : (table.get(c) ?? c))).join('');
  const asI = fold('i');
  if (known(asI)) return asI;
  const asL = fold('l');
  return known(asL) ? asL : asI;
}

function foldLeet(text: string, found: Set<Obfuscation>): string {
  return text.replace(LEET_TOKEN, (token) => {
    const [, body, tail] = /^(.*?)([!|]*)$/su.exec(token)!;
    if (!LEET_CHAR.test(body)) return token;
    const folded = unleet(body);
    if (isKeyword(folded)) found.add('leetspeak');
    return INNER_LEET.test(body) || known(folded) ? folded + tail : token;
  });
}

/** The best split of letters into known words (fewest unknown letters, then fewest words). */
export function segment(letters: string): string {
  const n = letters.length;
  const cost = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - 16); j < i; j++) {
      const piece = letters.slice(j, i);
      const c = cost[j] + (known(piece) ? 0.1 : piece.length === 1 ? 1 : Infinity);
      if (c < cost[i]) [cost[i], from[i]] = [c, j];
    }
  }
  const words: string[] = [];
  for (let i = n; i > 0; i = from[i]) words.unshift(letters.slice(from[i], i));
  // Unknown letters next to each other stay one word rather than a row of single letters.
  return words.join(' ').replace(/(?<=(?:^| )\p{L}) (?=\p{L}(?: |$))/gu, '');
}

const hasKeyword = (words: string) => words.split(' ').some(isKeyword);

function joinSpaced(text: string, found: Set<Obfuscation>): string {
  return text.replace(SPACED, (run) => {
    const gaps = run.match(/\s+/g)!.map((g) => g.length);
    const shortest = Math.min(...gaps);
    const words = shortest < Math.max(...gaps)
      ? run.split(new RegExp(`\\s{${shortest + 1},}`)).map((w) => w.replace(/\s/g, ''))
      : [segment(run.replace(/\s/g, ''))];
    const joined = words.map((w) => foldLeet(w, found)).join(' ');
    if (!hasKeyword(joined)) return run;
    found.add('spaced-letters');
    return joined;
  });
}

function joinSplit(text: string, found: Set<Obfuscation>): string {
  return text.replace(SPLIT_TOKEN, (token) => {
    const pieces = token.split(/[.\-_*·•~^+|/\\]+/);
    const joined = foldLeet(pieces.join(''), new Set());
    const words = pieces.every((p) => p.length === 1) ? segment(joined) : joined;
    if (!hasKeyword(words) || pieces.every((p) => isKeyword(p))) return token;
    found.add('split-words');
    return words;
  });
}

function joinCutWords(text: string, found: Set<Obfuscation>): string {
  const words = text.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [a, b, c] = [words[i], words[i + 1] ?? '', words[i + 2] ?? ''];
    const cut = (w: string) => /^\p{L}{2,8}$/u.test(w) && !known(w);
    if (cut(a) && /^\p{L}{1,8}$/u.test(b) && cut(c) && isKeyword(a + b + c)) {
      out.push(a + b + c);
      i += 2;
    } else if (cut(a) && cut(b) && isKeyword(a + b)) {
      out.push(a + b);
      i += 1;
    } else {
      out.push(a);
      continue;
    }
    found.add('split-words');
  }
  return out.join(' ');
}

/** Lower-cased text with leetspeak folded and split or spaced words joined. */
export function joinWords(lower: string, found: Set<Obfuscation>): string {
  return joinCutWords(foldLeet(joinSplit(joinSpaced(lower, found), found), found), found);
}
