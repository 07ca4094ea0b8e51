import { BLAME, DISMISSAL, EMPATHY, findMarkers, hasMarker, INSULT, lexicon, NEXT_STEP, outside, PROPOSAL, SOOTHING, TIMED, VAGUE } from '#src/shared/lexicon/index.ts';
import type { Marker } from '#src/shared/lexicon/index.ts';
import { normalise, sentencesOf } from './words.ts';

/**
 * What a learner's message does in the conversation, read from its words in English or Russian
 * through the lexicon the analyzer reads them with (src/shared/lexicon), so a character and the
 * scores agree on what was said. Deterministic, so a learner who practises the right moves sees the
 * character respond to them.
 */
export type Move = 'acknowledged' | 'asked' | 'proposed' | 'blamed' | 'offTopic' | 'neutral';

/** Small talk that leaves the situation behind; the analyzer has no use for it, the characters do. */
const OFF_TOPIC = lexicon({
  offTopic: ['weather', 'football', 'the game last night', 'weekend(?: plans)?', 'lunch', 'holidays?', 'vacation', 'by the way', 'погод~', 'футбол~', 'выходны~', 'обед~', 'отпуск~', 'кстати', 'между прочим'],
  // The character's own life, which the scene is not about: "where do you live?", «какой ваш любимый фильм?».
  personal: [
    'favou?rite', 'films?', 'movies?', 'tv shows?', 'hobby', 'hobbies', 'for fun', 'in your (?:free|spare) time', 'where do you live', 'where are you from', 'how old are you',
    'are you married', 'do you have (?:kids|children|any (?:kids|children|pets)|a (?:dog|cat|pet|boyfriend|girlfriend|partner))', 'your (?:hometown|star sign|zodiac sign)',
    'любим(?:ый|ая|ое|ые|ого|ую) (?:фильм|книг|музык|песн|групп|блюд|ед|цвет|сериал|команд|актер|актрис|певиц|певец|занятие|вид спорта)~',
    'фильм~', 'кино', 'сериал~', 'хобби', 'в свободное время', 'где (?:вы |ты )?живете', 'где (?:вы |ты )?живешь', 'откуда (?:вы|ты) родом', 'сколько (?:вам|тебе) лет',
    '(?:вы |ты )?(?:женаты|женат|замужем)', '(?:есть )?(?:ли )?у (?:вас|тебя) (?:есть )?(?:дети|собака|кошка|питом~)',
  ],
});

/**
 * Running down a piece of work: "events are a waste of money", «мероприятия — это выброшенные деньги».
 * In a group scene, the one whose work it is hears it as an attack.
 */
const DISPARAGING = lexicon({
  disparaging: [
    'waste(?:s|d)? of (?:money|time|budget|resources|space)', 'wasting (?:money|the budget|our money)', 'pointless', 'useless', 'worthless', 'overrated', 'a joke',
    'money down the drain', 'throwing (?:good )?money away', 'burn(?:s|ing)? (?:money|cash)', 'a vanity (?:project|exercise)', 'a luxury',
    "(?:doesn't|don't|does not|do not|never) (?:work|deliver|pay off|pay for itself|bring (?:in )?anything)", 'not worth (?:it|the money|the cost|the spend)', 'nobody (?:cares about|needs|reads|comes to|goes to)',
    'выброшенные деньги', 'деньги на ветер', 'выбрасыва(?:ем|ть|ете) деньги', 'выкидыва(?:ем|ть|ете) деньги', 'пуст(?:ая|ой) трат~', 'бесполезн~', 'бессмысленн~', 'ерунд~', 'пустышк~', 'показух~',
    'никому не нужн~', 'не работа(?:ет|ют)', 'не окупа(?:ется|ются)', 'ничего не (?:дает|дают|приносит|приносят)', 'не стоит (?:этих|своих|таких) денег', 'прихоть',
  ],
}, { negatable: true });

/** The sentences of a message that run a piece of work down. */
export const disparagingSentences = (message: string): string[] =>
  message.split(/(?<=[.!?…])\s+/).filter((sentence) => hasMarker(sentence, DISPARAGING));

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

/** Where a sentence starts: the message's start, after a full stop, or after a greeting's comma ("Great, could we…"). */
const SENTENCE = String.raw`(?:^|[.!?…]\s+|,\s*)`;

/**
 * An offer asked as a question: "Could I send you a revised quote by Friday?", "Would a two-week
 * extension give you enough time?", «Можем ли мы созвониться в четверг?». Asking leave to ask or to
 * talk ("can I ask…", «можно уточнить») is a question, not an offer.
 */
const OFFER_QUESTION = new RegExp(SENTENCE + '(?:' + [
  String.raw`(?:would|could|can|shall|should|may) (?:i|we) (?!(?:just )?(?:ask|know|check|clarify|understand|talk|discuss|see|have a (?:word|minute|moment)|get)\b)`,
  String.raw`would (?:a|an|it help if|you like (?:me|us) to|you be (?:ok|okay|happy) (?:with|if))\b(?=.*\b(?:give|help|work|solve|fix|cover|enough|suit|me|us)\b)`,
  String.raw`(?:do|would) you want (?:me|us) to`, String.raw`is it (?:ok|okay|alright|fine) if (?:i|we)`, String.raw`what about (?:if )?(?:i|we)\b`,
  String.raw`why don't (?:i|we)\b`, String.raw`how would you feel (?:about|if)`, String.raw`how about\b`, String.raw`как насч[её]т(?!\p{L})`,
  String.raw`(?:можем|могу|можно|могли бы) ли (?:мы|я)\s+(?!(?:спросить|уточнить|узнать|обсудить|поговорить)(?!\p{L}))`,
  String.raw`можно (?:я|мы) (?!(?:спрошу|уточню|узнаю)(?!\p{L}))`, String.raw`(?:может|хотите|хочешь),? (?:я|мы)(?!\p{L})`,
  String.raw`(?:устроит|подойд[её]т|поможет) ли (?:вам|тебе|вас|тебя)`, String.raw`(?:а )?что,? если (?:я|мы)(?!\p{L})`,
  String.raw`(?:мне|нам) (?:прислать|отправить|позвонить|назначить|перенести|подготовить|оформить)(?!\p{L})`,
  // «Может, встретимся в четверг?», «А если перейти на картон 300 грамм?».
  String.raw`может(?:,| быть,)? (?:\p{L}+ )?\p{L}{3,}(?:имся|емся|ёмся|им|ем|ём)(?!\p{L})`, String.raw`(?:а |и )?(?:что,? )?если (?:нам |мне )?\p{L}{2,}(?:ть|ти)(?:сь|ся)?(?!\p{L})(?=[^.!?]*\?)`,
].join('|') + ')', 'iu');

/**
 * Asking the other side to do something: "Can you finish the three key screens by 5 pm?", «Сможешь
 * доделать до 17:00?». Asking them to tell, explain or show something is a question.
 */
const REQUEST = new RegExp(SENTENCE + '(?:' + [
  String.raw`(?:can|could|would|will) you (?:please )?(?!tell|explain|describe|say|share|repeat|remind|clarify|walk (?:me|us)|help me|give me (?:an? )?(?:example|idea|sense|overview|summary|bit)|imagine|confirm|let me|think|talk|show|remember|see|hear)\p{L}+`,
  String.raw`(?:сможешь|сможете|можешь|можете|успеешь|успеете|не могли бы вы|не мог бы ты|не могла бы ты)(?:,? пожалуйста,?)? `
    + String.raw`(?!рассказать|объяснить|описать|сказать|повторить|уточнить|подсказать|напомнить|показать|говорить|представить)\p{L}+`,
  // «Пришлёте образцы до пятницы?»: the second person's future, asked.
  String.raw`\p{L}{3,}(?:ете|ёте|ите|ешь|ёшь|ишь)(?!\p{L})(?=[^.!?]*\?)`,
].join('|') + ')', 'iu');

export const isRequest = (message: string) => REQUEST.test(message.replace(/\s+/g, ' ').trim());

/** Asking for a moment before the conversation starts: "have you got a second?", «есть минутка?». */
const OPENER = new RegExp(SENTENCE + '(?:' + [
  String.raw`(?:have|has) (?:you|u) got (?:a|five|two) (?:sec|second|minute|moment|min)`, String.raw`(?:do|d') ?you have (?:a|five|two) (?:sec|second|minute|moment|min)`,
  String.raw`got (?:a|five|two) (?:sec|second|minute|moment|min)`, String.raw`is (?:now|this) a (?:good|bad|ok|okay) time`,
  String.raw`(?:can|could|may) i (?:have|grab|steal|borrow) (?:a|five|two) (?:minute|moment|word|sec|second|min)`, String.raw`are you free (?:for a|to talk|now)`,
  String.raw`(?:у (?:вас|тебя) )?(?:есть|найд[её]тся) (?:минутк|минута|пара минут|секундочк|время поговорить)`, String.raw`(?:удобно|можете|можешь) (?:сейчас )?говорить`,
  String.raw`(?:можно|могу) (?:вас|тебя) на (?:минутку|пару минут|минуту|пару слов)`,
].join('|') + ')', 'iu');

export const isOfferQuestion = (message: string) => OFFER_QUESTION.test(message.replace(/\s+/g, ' ').trim());

/**
 * Checking that a step works for them: "does that work for you?", "okay?", «вас устроит?». It asks
 * about the step on the table, not for anything the character knows.
 */
const CHECK = lexicon({
  check: [
    '(?:does|would|will) (?:that|this|it) (?:work|suit you|sound (?:ok|okay|good|fair|alright|right)|help|be (?:ok|okay|alright|acceptable|enough|fair))',
    'is (?:that|this|it) (?:ok|okay|alright|acceptable|fair|enough)(?= *\\?)', 'how does (?:that|this) sound', 'are you (?:ok|okay|happy|fine) with (?:that|this)', 'can you live with (?:that|this)',
    '(?:that|this|it) works for you', 'sounds? (?:good|fair|ok|okay)(?= *\\?)', '(?<=(?:^|[,.!—–-]) *)(?:ok|okay|alright|fair|deal|agreed|right)(?= *\\?)',
    '(?:вас|тебя) (?:это |так |такое |такой вариант )?(?:устроит|устраивает)', '(?:вам|тебе) (?:это |так |такое |такой вариант )?(?:подойд[её]т|подходит|удобно|нормально)',
    '(?<=(?:^|[,.!—–-]) *)(?:это |так )?(?:подойд[её]т|подходит|устроит|устраивает|пойд[её]т|договорились|хорошо|ладно|идет|согласны|согласен|согласна|нормально)(?= *\\?)',
    'как (?:вам|тебе) (?:такой вариант|это|так)',
  ],
});

/** Whether the message checks that a step works for them ("does that work for you?"). */
export const isCheck = (message: string) => hasMarker(message, CHECK);

/** How a question starts, after a name, "and" or "so": a wh-word, or a verb asking about them ("do you…"). */
const ASKING_START = new RegExp('^(?:(?:and|so|but|okay|ok|well|right|а|и|но|ну|так|хорошо|ладно)(?!\\p{L})[,\\s]*|\\p{L}[\\p{L}-]*,\\s*){0,3}(?:' + [
  'what', 'how', 'why', 'when', 'where', 'which', 'who', 'whose', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'have', 'has', 'could you', 'can you', 'would you', 'tell me', 'help me understand',
  'что', 'как', 'почему', 'зачем', 'когда', 'где', 'куда', 'откуда', 'какой', 'какая', 'какое', 'какие', 'каким', 'какую', 'каких', 'кто', 'чем', 'сколько', 'расскажите', 'не могли бы', 'можете', 'вы', 'ты', 'у вас', 'у тебя', 'есть ли',
].join('|') + ')(?!\\p{L})', 'u');

/**
 * A sentence that asks the character something: it ends in a question mark, or starts as a question
 * does without one and promises nothing; and it is no offer asked as a question, no check that a step works.
 */
function isRealQuestion(sentence: string): boolean {
  let known = readSentences.get(sentence);
  if (known === undefined) {
    if (readSentences.size >= 500) readSentences.clear();
    readSentences.set(sentence, (known = readSentence(sentence)));
  }
  return known;
}

/** Sentences already read: one message is read several times per turn (its move, its offer, its commitments, the coach's replay). */
const readSentences = new Map<string, boolean>();

function readSentence(sentence: string): boolean {
  const text = normalise(sentence).trim();
  // Asking them to do something by a time puts a step on the table ("can you finish it by 5 pm?").
  if (!text || isOfferQuestion(text) || hasMarker(text, CHECK) || (isRequest(text) && hasMarker(text, TIMED))) return false;
  const promises = hasMarker(text, PROPOSAL) || hasMarker(text, NEXT_STEP);
  // "I'll refund it today, right?" offers; "How will the board judge it?" asks, whatever its "will".
  if (text.endsWith('?')) return !promises || ASKING_START.test(text);
  return !promises && findMarkers(text, QUESTION_START).some((m) => m.index === 0);
}

/** Whether the message asks the character something, beyond an offer asked as a question or a check that it works. */
export const asksSomething = (message: string) => sentencesOf(message).some((s) => isRealQuestion(s.text));

/**
 * What the message states: its questions blanked out (same length, so offsets hold). A promise's
 * words inside a question ("how will the board look at it?", «где слабое место вашего плана?») promise nothing.
 */
export function statedPart(message: string): string {
  let stated = message;
  for (const s of sentencesOf(message)) if (isRealQuestion(s.text)) stated = stated.slice(0, s.index) + ' '.repeat(s.text.length) + stated.slice(s.index + s.text.length);
  return stated;
}

/** Whether the learner only asks for a moment to talk: the answer is "go ahead", not a fact. */
export const isOpener = (message: string) => OPENER.test(message.replace(/\s+/g, ' ').trim());

/** Turning them down flat: "I'm not refunding anything", «ничего возвращать не буду». */
const REFUSAL = lexicon({
  refusal: [
    "(?:i'm|i am|we're|we are) not (?:going to |gonna )?(?:refund|pay|give|cover|compensate|reimburse|change|move|extend)\\p{L}* (?:anything|a penny|a thing|that|it|you|any of it)",
    "(?:i|we) (?:won't|will not|refuse to|am not going to|are not going to) (?:refund|pay|give|cover|compensate|reimburse)\\p{L}*", "(?:no|not a) (?:refund|penny)(?= *[.!]|$)",
    'не (?:буду|будем|собираюсь|собираемся) (?:ничего )?(?:возвращать|платить|компенсировать|возмещать|менять|переносить)', 'ничего (?:возвращать|платить|компенсировать) не (?:буду|будем|собираюсь|собираемся)',
    'никаких (?:возвратов|компенсаций|денег)(?= *[.!]|$)',
  ],
});

/** Blame, a brush-off, an insult, a flat refusal, or telling them how not to feel ("don't get upset"). */
function blameIn(message: string): Marker | undefined {
  return [BLAME, DISMISSAL, INSULT, SOOTHING, REFUSAL].map((lex) => findMarkers(message, lex)[0]).find((m) => m !== undefined);
}

/** Thanks for the meeting itself: good manners, not an acknowledgement of how the other side feels. */
const THANKS_FOR_TIME = lexicon({
  thanks: [
    "thank(?:s| you)(?: (?:so|very) much)? for (?:the (?:call|meeting|chat|invitation|invite)|inviting me|calling|coming(?: in)?|your time|(?:making|finding) (?:the )?time|meeting (?:me|with me)|joining|having me|seeing me)",
    'спасибо за (?:звонок|встречу|время|приглашение)', 'спасибо,? что (?:нашли|нашел|нашла|пришли|пришел|пришла|зашли|зашел|зашла|позвонили|выделили|согласились встретиться|пригласили|позвали|приняли)~',
  ],
});

/** Greetings on their own: "Hi", "Good evening", «Здравствуйте». */
const GREETING = lexicon({
  greeting: ['hi', 'hello', 'hey', 'good (?:morning|afternoon|evening)', 'morning', 'evening', 'привет', 'здравствуй(?:те)?', 'добр(?:ое утро|ый день|ый вечер)', 'доброго (?:утра|дня)', 'алло'],
  howAreYou: ["how are you(?: today)?(?= *[?!.]|$)", "how(?:'s| is) it going", "how(?:'s| is) your day(?: going)?", 'как (?:у (?:вас|тебя) )?дела', 'как поживаете', 'как (?:вы|ты)(?= *[?!.]|$)'],
});

/** How the learner greets, if the message is only pleasantries: hello, or asking how they are. */
export function greetingOf(message: string): 'hello' | 'howAreYou' | null {
  if (!isPleasantry(message)) return null;
  const marks = findMarkers(message, GREETING);
  return marks.some((m) => m.group === 'howAreYou') ? 'howAreYou' : marks.length ? 'hello' : null;
}

/**
 * Nothing but pleasantries — a greeting, thanks for the meeting, a name or "sir": the character
 * answers with what is on their mind, not with a verdict on what was said.
 */
export function isPleasantry(message: string): boolean {
  const marks = [...findMarkers(message, GREETING), ...findMarkers(message, THANKS_FOR_TIME)];
  if (!marks.length) return false;
  const rest = marks.reduce((text, m) => text.slice(0, m.index) + ' '.repeat(m.end - m.index) + text.slice(m.end), message);
  return (rest.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 2;
}

/** A bare word for an emotion, which may be anyone's: "angry", «расстроены». */
const EMOTION_WORD = /^(?:frustrat|upset|annoy|angry|anger|disappoint|stress|worr|anxious|inconvenien|расстро|волну|пережива|разочаров|раздраж|возмущ|тревож|беспокой|злит|злость)\p{L}*$/iu;

/** The strongest move wins: blame outweighs everything, then empathy, proposals, questions. */
export function classifyMove(message: string): Move {
  if (blameIn(message)) return 'blamed';
  const empathy = outside(outside(findMarkers(message, EMPATHY), findMarkers(message, SOOTHING)), findMarkers(message, THANKS_FOR_TIME));
  // An emotion named in a question ("tell me about a time you dealt with an angry customer") asks; it acknowledges no one.
  const asks = message.includes('?') || findMarkers(message, QUESTION_START).some((m) => m.index === message.search(/\S/));
  if (empathy.some((m) => !(asks && EMOTION_WORD.test(m.text)))) return 'acknowledged';
  if (offers(message)) return 'proposed';
  if (asks) return 'asked';
  if (hasMarker(message, OFF_TOPIC)) return 'offTopic';
  return 'neutral';
}

/**
 * Whether the message puts a step on the table: as its move, or after an apology that outranks it
 * as the move ("Sorry — I'll refund it by Friday, does that work?").
 */
export const makesOffer = (message: string, move: Move): boolean => move === 'proposed' || (move === 'acknowledged' && offers(message));

/** A step stated, not asked about, or one offered as a question ("could I send it by Friday?"). */
function offers(message: string): boolean {
  const stated = statedPart(message);
  return hasMarker(stated, PROPOSAL) || hasMarker(stated, NEXT_STEP) || isOfferQuestion(message);
}

/** Promising with nothing to hold on to: "I'll decide later", "we'll see", «решу потом». */
export const isVaguePromise = (message: string) => findMarkers(message, VAGUE).some((m) => m.group === 'timing');

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
