/**
 * The second layer: letters a filter reads as something else. Leetspeak ("1gn0r3"), punctuation
 * inside words ("ig.nore", "s-y-s-t-e-m"), words cut in two ("instruc tions") and letters spaced out
 * ("i g n o r e  a l l"). Joining is only kept when it makes a keyword or known word, so "4pm",
 * "e.g." and "well-known" stay as they are.
 */
import { LEET_CYRILLIC, LEET_LATIN } from './confusables.ts';
import { isKeyword, SEGMENT_VOCABULARY } from './keywords.ts';
import type { Obfuscation } from './obfuscation.ts';

/** From where a run of word characters starts only: from inside a long run with no letter, each try would search to its end. */
const LEET_TOKEN = /(?<![\p{L}\p{N}@$!|])[\p{L}\p{N}@$!|]*\p{L}[\p{L}\p{N}@$!|]*/gu;
const LEET_CHAR = /[0-9@$!|]/u;
const INNER_LEET = /\p{L}[0-9@$!|]+\p{L}/u;
/** Starts where a run of word characters starts: tried inside a long word, it would search the rest of it again from every letter. */
const SPLIT_TOKEN = /(?<![\p{L}\p{N}@$'])[\p{L}\p{N}@$']+(?:[.\-\u2010-\u2015_*·•~^|/\\]+[\p{L}\p{N}@$']+)+/gu;
/** Separators no word contains: "s*h*o*w", "in_struc_tions", "no|te|s" are always one word. */
const STRONG = /[_*·•~^|]/;
/** A dot that ends a domain or a file name ("example.com", "report.pdf") is a dot. */
const DOMAIN = /\.(?:com|org|net|ru|io|ai|app|dev|gov|edu|info|biz|uk|de|fr|pdf|txt|docx?|xlsx?|csv|pptx?|png|jpe?g|gif|html?|js|ts|json|zip|exe)$/;
const ABBREVIATION = /^(?:e\.g|i\.e|a\.m|p\.m|u\.s|u\.k|n\.b|p\.s|a\.k\.a|ph\.d|q\.a|e\.t\.a)$/;
const SPACED = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$'](?:[ \t]{1,4}|[ \t]?[.\-\u2010-\u2015_*·•|/\\+~][ \t]?)){3,}[\p{L}\p{N}@$'](?![\p{L}\p{N}])/gu;

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
    const cyrillic = (body.match(/\p{Script=Cyrillic}/gu)?.length ?? 0) >= 2;
    if (isKeyword(folded) || cyrillic) found.add('leetspeak');
    // Digits inside a Russian word are always letters («07казы», «пунк7»); in English only between letters ("1gn0re", not "4pm").
    return cyrillic || INNER_LEET.test(body) || known(folded) ? folded + tail : token;
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
  // Mostly unknown letters are one word we do not know ("important"), not known scraps of it ("imp or t an t").
  const unknown = words.filter((w) => !known(w));
  const scraps = unknown.some((w) => w.length === 1) || unknown.reduce((sum, w) => sum + w.length, 0) > 0.1 * n;
  return scraps ? letters : words.join(' ');
}

/** Single letters spaced out are always one word or several: nobody writes "w o r d" by accident. */
function joinSpaced(text: string, found: Set<Obfuscation>): string {
  return text.replace(SPACED, (run) => {
    // The commonest gap is the one between letters; any other is between words ("s  c  e  n  e: a c  o  u  r  t").
    const gaps = run.match(/[^\p{L}\p{N}@$']+/gu)!;
    const counts = new Map<string, number>();
    for (const g of gaps) counts.set(g, (counts.get(g) ?? 0) + 1);
    const letterGap = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    const pieces = run.split(/([^\p{L}\p{N}@$']+)/u);
    const words = counts.size > 1 ? [''] : [];
    for (let i = 0; i < pieces.length; i++) {
      if (counts.size === 1) break;
      if (i % 2 === 0) words[words.length - 1] += pieces[i];
      else if (pieces[i] !== letterGap) words.push('');
    }
    if (counts.size === 1) words.push(segment(run.replace(/[^\p{L}\p{N}@$']/gu, '')));
    found.add('spaced-letters');
    return words.map((w) => foldLeet(w, found)).join(' ');
  });
}

function joinSplit(text: string, found: Set<Obfuscation>): string {
  return text.replace(SPLIT_TOKEN, (token) => {
    if (/^[\d.\-/]+$/.test(token) || DOMAIN.test(token) || ABBREVIATION.test(token)) return token;
    const pieces = token.split(/[.\-\u2010-\u2015_*·•~^|/\\]+/);
    const joined = foldLeet(pieces.join(''), new Set());
    const singles = pieces.every((p) => p.length === 1);
    // "co.mply", "r.ead", "e.v.e.ryth.i.ng" — but not "waited.nobody", a missing space after a full stop.
    const dotted = /^[^-\u2010-\u2015/\\]*\.[^-\u2010-\u2015/\\]*$/.test(token) && pieces.some((p) => p.length <= 2);
    if (!singles && !STRONG.test(token) && !dotted && (!isKeyword(joined) || pieces.every((p) => isKeyword(p)))) return token;
    if (singles || STRONG.test(token) || isKeyword(joined)) found.add('split-words');
    return singles ? segment(joined) : joined;
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

/** Lower-cased text with leetspeak folded, split or spaced words joined, and spacing collapsed. */
export function joinWords(lower: string, found: Set<Obfuscation>): string {
  const joined = joinSplit(joinSpaced(lower, found), found).replace(/ +/g, ' ').replace(/ ?\n\s*/g, '\n');
  return joinCutWords(foldLeet(joined, found), found);
}
