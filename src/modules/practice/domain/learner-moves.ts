import { BLAME, DISMISSAL, EMPATHY, findMarkers, hasMarker, INSULT, lexicon, NEXT_STEP, outside, PROPOSAL, SOOTHING } from '#src/shared/lexicon/index.ts';
import type { Marker } from '#src/shared/lexicon/index.ts';

/**
 * What a learner's message does in the conversation, read from its words in English or Russian
 * through the lexicon the analyzer reads them with (src/shared/lexicon), so a character and the
 * scores agree on what was said. Deterministic, so a learner who practises the right moves sees the
 * character respond to them.
 */
export type Move = 'acknowledged' | 'asked' | 'proposed' | 'blamed' | 'offTopic' | 'neutral';

/** Small talk that leaves the situation behind; the analyzer has no use for it, the characters do. */
const OFF_TOPIC = lexicon({
  offTopic: ['weather', 'football', 'the game last night', 'weekend plans', 'lunch', 'holiday', 'by the way', 'погод~', 'футбол~', 'выходны~', 'обед~', 'отпуск~', 'кстати', 'между прочим'],
});

/** Small talk: what a character hears as drifting off, even when it is asked as a question. */
export const isSmallTalk = (message: string) => hasMarker(message, OFF_TOPIC);

/** Words that end a clause, so «пока мы не решим» ("until") is no goodbye and «пока!» is. */
const ALONE = '(?= *[.!,…)]|$)';

/** Taking leave: "bye", "I have to go", «мне пора», «до свидания». */
const LEAVING = lexicon({
  leaving: [
    `(?:good ?)?bye(?:-bye)?${ALONE}`, `see you(?: later| soon| around)?${ALONE}`, `take care${ALONE}`, `(?:i'm|i am) (?:off|leaving|out of here)${ALONE}`,
    "(?:i|we) (?:have|need|must|'ve got|have got|got|gotta)(?: to)? (?:go|run|leave|hang up|head off)", 'gotta (?:go|run)', "i'm done here", 'talk (?:to you )?later',
    'have a (?:good|nice|great|lovely) (?:day|evening|weekend|one)',
    'до свидания', 'до встречи', 'всего (?:доброго|хорошего)', `(?<=^|[.!?…,]\\s{0,3})пока${ALONE}`, 'мне (?:пора|нужно идти|надо идти|нужно бежать|надо бежать|пора бежать)',
    `я (?:ухожу|пошёл|пошла|побежал|побежала)${ALONE}`, 'хорошего (?:дня|вечера)', 'на сегодня (?:всё|все)',
  ],
});

/** Whether the learner is taking their leave, rather than agreeing when to talk next ("see you Friday at 10"). */
export const isLeaving = (message: string) => hasMarker(message, LEAVING);

/** A question typed without its question mark, as people do in chat: "could you tell me the date". */
const QUESTION_START = lexicon({
  question: [
    'what', 'how', 'why', 'when', 'where', 'which', 'who', 'could you', 'can you', 'would you', 'tell me', 'help me understand',
    'что', 'как', 'почему', 'когда', 'где', 'какой', 'какая', 'кто', 'расскажите', 'не могли бы', 'можете',
  ],
});

/** Blame, a brush-off, an insult, or telling them how not to feel ("don't get upset"). */
function blameIn(message: string): Marker | undefined {
  return [BLAME, DISMISSAL, INSULT, SOOTHING].map((lex) => findMarkers(message, lex)[0]).find((m) => m !== undefined);
}

/** The strongest move wins: blame outweighs everything, then empathy, proposals, questions. */
export function classifyMove(message: string): Move {
  if (blameIn(message)) return 'blamed';
  if (outside(findMarkers(message, EMPATHY), findMarkers(message, SOOTHING)).length) return 'acknowledged';
  if (hasMarker(message, PROPOSAL) || hasMarker(message, NEXT_STEP)) return 'proposed';
  if (message.includes('?') || findMarkers(message, QUESTION_START).some((m) => m.index === message.search(/\S/))) return 'asked';
  if (hasMarker(message, OFF_TOPIC)) return 'offTopic';
  return 'neutral';
}

/** The sentence with the learner's blame in it, in their words, for a character who repeats it back; null when none. */
export function blameQuote(message: string): string | null {
  const marker = blameIn(message);
  if (!marker) return null;
  const text = message.replace(/\s+/g, ' ');
  const before = Math.max(...['.', '!', '?'].map((c) => text.lastIndexOf(c, marker.index - 1)));
  const ends = ['.', '!', '?'].map((c) => text.indexOf(c, marker.end)).filter((i) => i >= 0);
  const quote = text.slice(before + 1, ends.length ? Math.min(...ends) : text.length).trim();
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
