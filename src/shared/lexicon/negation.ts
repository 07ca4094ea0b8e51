/**
 * Negation windows: a phrase is negated when one of the two words before it, in the same clause,
 * negates ("I don't understand why you…", «не переживайте», «я не виню вас»). The window is short on
 * purpose: "I'm not surprised you're upset" still acknowledges the feeling.
 */
const NEGATORS = new Set([
  'not', 'no', 'never', 'cannot', 'hardly', 'nobody', 'nothing', 'without',
  'не', 'нет', 'ни', 'никогда', 'нисколько', 'вовсе', 'отнюдь',
]);
const WINDOW = 2;
// Words that only carry a negation further ("not about anything you did wrong") take no place in the window.
const CARRIERS = new Set(['about', 'any', 'anything', 'anyone', 'anybody', 'ever']);
const LOOK_BACK = 60;
// Where a clause ends: punctuation, or a "but" that turns it.
const CLAUSE_END = /[,.;:!?…—–()\n]|(?<![\p{L}])(?:but|yet|however|но|однако)(?![\p{L}])/giu;
const WORD = /[\p{L}']+/gu;

const negates = (word: string) => NEGATORS.has(word) || word.endsWith("n't");

/**
 * Whether the phrase starting at `index` of the normalised text is negated. A negator that is part
 * of another phrase found (`spans`, as in "I can't imagine how hard") belongs to that phrase, not this one.
 */
export function negatedAt(text: string, index: number, spans: readonly { index: number; end: number }[]): boolean {
  const from = Math.max(0, index - LOOK_BACK);
  let clauseStart = from;
  for (const m of text.slice(from, index).matchAll(CLAUSE_END)) clauseStart = from + m.index + m[0].length;
  const words = [...text.slice(clauseStart, index).matchAll(WORD)].filter((w) => !CARRIERS.has(w[0].toLowerCase())).slice(-WINDOW);
  return words.some((w) => {
    const at = clauseStart + w.index;
    return negates(w[0].toLowerCase()) && !spans.some((s) => s.index <= at && at < s.end && s.index !== index);
  });
}
