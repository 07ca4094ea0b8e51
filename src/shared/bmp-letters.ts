/**
 * Letters and digits of the Basic Multilingual Plane only, for the large generated patterns (the
 * lexicons, the screening's rules). V8 compiles the astral half of `\p{L}` and `\p{N}` into
 * surrogate-pair matching wherever a `u` pattern names them, about 7 KB of machine code an
 * occurrence: 28 MB of a server's memory over those patterns, 5 MB without it. Every script people
 * type lies in the BMP; astral letters (styled mathematical letters, historic scripts) count as
 * non-letters, and the screening folds styled letters into plain ones before it matches.
 *
 * Set subtraction needs the `v` flag, whose character classes reserve more punctuation than `u`'s:
 * `unicodeSetsSource` rewrites a `u` pattern's source into the `v` pattern that matches the same.
 */

const BMP_ONLY = '--[\\u{10000}-\\u{10FFFF}]';
/** Punctuation a `v` class must escape, or may (the double punctuators, such as `&&`, are reserved). */
const ESCAPED_IN_V_CLASS = new Set('()[]{}/|&!#%,:;<=>@`~^$.*+?-');

/** Reads one class atom at `i`: an escape (`\u0430`, `\p{L}`, `\-`) or a character. */
function atomAt(source: string, i: number): string {
  if (source[i] !== '\\') return source[i] ?? '';
  const long = /^\\(?:u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|[pP]\{[^}]+\}|c[a-zA-Z])/.exec(source.slice(i));
  return long ? long[0] : source.slice(i, i + 2);
}

const isBmpProperty = (atom: string) => atom === '\\p{L}' || atom === '\\p{N}';
const bmpOnly = (property: string) => `[${property}${BMP_ONLY}]`;
const isSingleCharacter = (atom: string) => atom !== '' && atom !== ']' && !/^\\[pPdDsSwW]/.test(atom);
/** A class atom as a `v` class writes it. */
const inVClass = (atom: string) => (isBmpProperty(atom) ? bmpOnly(atom) : ESCAPED_IN_V_CLASS.has(atom) ? `\\${atom}` : atom);

/** A `u` pattern's character class from its `[` at `start`, as a `v` class: returns it and where it ends. */
function classAt(source: string, start: number): { text: string; end: number } {
  let i = start + 1;
  let text = '[';
  if (source[i] === '^') {
    text += '^';
    i++;
  }
  while (i < source.length && source[i] !== ']') {
    const atom = atomAt(source, i);
    const dash = atomAt(source, i + atom.length);
    const end = atomAt(source, i + atom.length + 1);
    if (isSingleCharacter(atom) && dash === '-' && isSingleCharacter(end)) {
      text += `${inVClass(atom)}-${inVClass(end)}`;
      i += atom.length + 1 + end.length;
    } else {
      text += inVClass(atom);
      i += atom.length;
    }
  }
  return { text: `${text}]`, end: i + 1 };
}

/**
 * The source of a `u` pattern as a `v` pattern that matches the same, but that its `\p{L}` and `\p{N}`
 * are the BMP's alone. Compile the result with the `v` flag in place of `u`.
 */
export function unicodeSetsSource(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; ) {
    if (source[i] === '[') {
      const { text, end } = classAt(source, i);
      out += text;
      i = end;
      continue;
    }
    const atom = atomAt(source, i);
    out += isBmpProperty(atom) ? bmpOnly(atom) : atom;
    i += atom.length;
  }
  return out;
}
