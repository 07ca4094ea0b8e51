import { END, normalise, START } from './words.ts';

/**
 * What a learner's message does in the conversation, read from its words in English or Russian.
 * Deliberately simple and predictable: the built-in engine must be deterministic, and a learner
 * who practises the right moves must see the character respond to them.
 */
export type Move = 'acknowledged' | 'asked' | 'proposed' | 'blamed' | 'offTopic' | 'neutral';

/** Phrases, whole words unless they end in `~` (a stem); letters of any alphabet bound them. */
function phrases(list: string[]): RegExp {
  const alternatives = list.map((p) => (p.endsWith('~') ? p.slice(0, -1) : `${p}${END}`));
  return new RegExp(`${START}(?:${alternatives.join('|')})`, 'u');
}

/** Feelings named after "don't"/«не» are an order, not an acknowledgement: "Don't get upset". */
const NEGATED_FEELING = phrases([
  "(?:don't|do not|no need to|stop|there's no need to) (?:get |be |feel )?(?:so )?(?:upset|frustrated|worried|angry|stressed)~",
  'не (?:надо |нужно |стоит )?(?:расстраива|пережива|волну|нервнича|злит)~',
]);

const PATTERNS: Record<Exclude<Move, 'neutral'>, RegExp> = {
  blamed: phrases([
    'your (?:own )?fault', 'you should have', "you should've", 'calm down', 'you always', 'you never', 'not my (?:problem|fault|job|department)',
    "nothing (?:i|we) can do", "that's (?:the|our) policy", 'whatever', 'obviously you', 'deal with it', 'not our fault', 'you people',
    "you must have", 'you probably', 'call (?:head office|the bank|your bank|customer service)', '(?:check|talk|speak) (?:with|to) your bank',
    'contact (?:your|the) bank', "i can't help (?:you|with that)", "(?:that's|it's) not (?:something|anything) (?:i|we) (?:can|do)", "(?:it's|that's) not (?:a )?big deal", "you're overreacting", 'next!', 'take it up with', 'not my concern',
    'ваша вина', 'сами винова~', 'вы сами~', 'успокойтесь', 'не моя (?:проблема|вина|забота)', 'вы всегда', 'вы никогда', 'ничего не (?:могу|поделаешь)',
    'такие правила', 'не наша вина', 'разбирайтесь сами', 'вы, наверное,', 'наверное, вы', 'вы преувеличиваете', 'не драматизируйте', 'это не ко мне',
    'следующий!', '(?:звоните|позвоните|обратитесь|обращайтесь) (?:в|к) (?:банк|головной офис|бухгалтери|поддержк)~', 'это не к нам',
  ]),
  acknowledged: phrases([
    'i understand', 'i hear you', 'i see (?:why|how|that)', 'that sounds', 'must (?:be|have been|feel)', 'frustrat~', 'upset~', "i'm (?:so |really |very )?sorry",
    'i am (?:so |really |very )?sorry', 'sorry (?:that|for|about)', 'apologi[sz]~', 'makes sense', 'i appreciate', 'thank you for', 'thanks for',
    "you're right", 'you are right', 'fair point', 'i get (?:it|that|why)', 'i can imagine', 'understandable', 'stressful', 'worrying',
    'понимаю', 'понятно, почему', 'слышу вас', 'извин~', 'прошу прощения', 'сожалею', 'мне (?:очень )?жаль', 'неприятно', 'обидно', 'ценю',
    'спасибо, что', 'вы правы', 'справедливо', 'представляю, как', 'расстро~', 'пережива~', 'волнуетесь',
  ]),
  proposed: phrases([
    "let's", 'let us', 'i will', "i'll", 'we will', "we'll", 'we can', 'we could', 'i can', 'i suggest', 'i propose', 'how about', 'what if we', 'next step',
    'happy to', "here's what", 'my plan', 'i offer', "i'd like to offer", 'refund~', 'replace~', 'schedul~', 'by (?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|the end of)',
    'давайте', 'предлагаю', 'я сделаю', 'я прослежу', 'мы можем', 'могу предложить', 'план', 'до (?:завтра|пятницы|понедельника|конца)', 'сегодня же',
    'следующий шаг', 'верн[её]м', 'верну', 'компенсир~', 'заменим', 'назначим', 'оформлю', 'оформим',
  ]),
  asked: new RegExp(`\\?|^\\s*(?:what|how|why|when|where|which|who|could you|can you|would you|tell me|help me understand|что|как|почему|когда|где|какой|какая|кто|расскажите|не могли бы|можете)${END}`, 'u'),
  offTopic: phrases([
    'weather', 'football', 'the game last night', 'weekend plans', 'lunch', 'holiday', 'by the way',
    'погод~', 'футбол~', 'выходны~', 'обед~', 'отпуск~', 'кстати', 'между прочим',
  ]),
};

/** The strongest move wins: blame outweighs everything, then empathy, proposals, questions. */
const PRIORITY: Exclude<Move, 'neutral'>[] = ['blamed', 'acknowledged', 'proposed', 'asked', 'offTopic'];

export function classifyMove(message: string): Move {
  const text = normalise(message);
  const feelingsOrdered = NEGATED_FEELING.test(text);
  return PRIORITY.find((move) => {
    if (move === 'acknowledged' && feelingsOrdered) return false;
    return PATTERNS[move].test(text);
  }) ?? (feelingsOrdered ? 'blamed' : 'neutral');
}

/** The learner's own words that read as blame, for a character who repeats them back; null when none. */
export function blameQuote(message: string): string | null {
  const text = normalise(message);
  const match = PATTERNS.blamed.exec(text) ?? NEGATED_FEELING.exec(text);
  if (!match) return null;
  // The sentence around the phrase, as the learner wrote it.
  const start = Math.max(text.lastIndexOf('.', match.index) + 1, text.lastIndexOf('!', match.index) + 1, text.lastIndexOf('?', match.index) + 1);
  const ends = ['.', '!', '?'].map((c) => text.indexOf(c, match.index + match[0].length)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) : text.length;
  const quote = message.replace(/\s+/g, ' ').slice(start, end).trim();
  return quote.length <= 80 ? quote : `${quote.slice(0, 77).trimEnd()}…`;
}

/** How each move changes the character's mood (−5 hostile … +5 won over). */
export const MOOD_CHANGE: Record<Move, number> = {
  acknowledged: 2,
  asked: 1,
  proposed: 2,
  blamed: -3,
  offTopic: -1,
  neutral: 0,
};

export const clampMood = (mood: number) => Math.max(-5, Math.min(5, mood));
