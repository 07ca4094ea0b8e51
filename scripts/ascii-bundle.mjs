// The server's bundle in ASCII alone. V8 keeps a script's source text for as long as the script lives,
// one byte a character while every character fits in one, two bytes otherwise: one Cyrillic letter in
// a regular expression was enough to hold the 12 MB bundle in 24 MB. esbuild escapes strings (its
// `charset: 'ascii'`) and, with templates lowered to strings (`ASCII_SUPPORTED`), String.raw too; what
// it leaves is regular-expression literals and comments, which this pass escapes. Source maps stay
// right but for columns after an escape on the same line.
import { parse } from 'acorn';

/** For nodeBundle's `supported`: templates become strings, whose non-ASCII characters esbuild escapes. */
export const ASCII_SUPPORTED = { 'template-literal': false };

const NON_ASCII = /[^\x00-\x7f]/gu;
const HAS_NON_ASCII = /[^\x00-\x7f]/u;
const hex = (n, width) => n.toString(16).padStart(width, '0');
/** One code unit at a time: valid in comments and in every regular expression (a surrogate pair stays a pair). */
const unitEscapes = (char) => [...Array(char.length).keys()].map((i) => `\\u${hex(char.charCodeAt(i), 4)}`).join('');

function escapeRegExp(literal, start) {
  return literal.replace(NON_ASCII, (char, offset) => {
    const backslashes = /\\*$/.exec(literal.slice(0, offset))[0].length;
    if (backslashes % 2) throw new Error(`an escaped non-ASCII character at ${start + offset}: write it as \\u…`);
    return unitEscapes(char);
  });
}

/** `code` with every non-ASCII character escaped; throws where one is left that no escape can keep the meaning of. */
export function asciiOnly(code) {
  const edits = [];
  const onComment = (_block, _text, start, end) => {
    const text = code.slice(start, end);
    if (HAS_NON_ASCII.test(text)) edits.push({ start, end, text: text.replace(NON_ASCII, unitEscapes) });
  };
  const onToken = ({ type, start, end }) => {
    const text = code.slice(start, end);
    if (!HAS_NON_ASCII.test(text)) return;
    if (type.label !== 'regexp') throw new Error(`a non-ASCII ${type.label} at ${start}: ${text.slice(0, 60)}`);
    edits.push({ start, end, text: escapeRegExp(text, start) });
  };
  parse(code, { ecmaVersion: 'latest', sourceType: 'module', onComment, onToken });
  let out = '';
  let from = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += code.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return out + code.slice(from);
}
