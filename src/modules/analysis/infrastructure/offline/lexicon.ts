/**
 * The observable markers the offline analyzer counts, English and Russian in one pattern each:
 * learners switch languages mid-session, and a Russian apology in an English session still counts.
 * A phrase ending in `~` is a stem (matches any ending); otherwise the phrase must end a word.
 */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

function phrases(list: string[]): RegExp {
  const alternatives = list.map((p) => (p.endsWith('~') ? p.slice(0, -1) : `${p}${END}`));
  return new RegExp(`${START}(?:${alternatives.join('|')})`, 'giu');
}

export const EMPATHY = phrases([
  "i understand", 'i hear you', 'i see (?:why|how|that)', 'that sounds', 'sounds (?:really |very |so )?(?:frustrating|stressful|hard|difficult|upsetting)',
  'must (?:be|have been|feel)', 'frustrat~', 'upset~', 'disappoint~', 'stressful', 'worried', 'i can imagine', 'understandable',
  "i'm sorry", 'i am sorry', 'sorry (?:for|about|that)', 'apolog~', 'makes sense', 'i appreciate', 'thank you for', 'thanks for',
  "you're right", 'you are right', 'fair point', 'i get (?:why|it|that)', 'you have every right', 'how (?:are|do) you feel~',
  '(?<!не )понима(?:ю|ем)', 'понятно, почему', 'слышу вас', 'извин~', 'прошу прощения', 'сожалею', 'мне (?:очень )?жаль',
  'неприятно', 'обидно', 'ценю', 'спасибо, что', 'вы правы', 'справедливо', 'представляю, ~', 'расстро~', 'волну~',
  'пережива~', 'разочаров~', 'вы имеете право', 'это нормально',
]);

export const DISMISSIVE = phrases([
  'your fault', 'you should have', "you should've", 'calm down', 'you always', 'you never', 'not my (?:problem|fault|job)',
  'nothing i can do', "that's (?:the|our) policy", 'deal with it', 'whatever', 'you people', "you're overreacting",
  'you are overreacting', "(?:it's|it is|that's|that is) not a big deal", 'no big deal', 'get over it', 'stop complaining', 'not our fault',
  'ваша вина', 'сами виноват~', 'успокойтесь', 'вы всегда', 'вы никогда', 'не моя (?:проблема|вина)', 'ничего не (?:могу|поделаешь)',
  'такие правила', 'разбирайтесь сами', 'вы преувеличиваете', 'не драматизируйте', 'хватит жаловаться', 'не (?:моё|мое) дело', 'не наша вина',
]);

export const INSULT = phrases([
  'idiot~', 'stupid', 'incompetent', 'useless', 'pathetic', 'moron~', 'dumb', 'shut up', 'clueless', 'lazy', 'ridiculous',
  'идиот~', 'туп(?:ой|ая|ые|ица)', 'дура~', 'бездар~', 'некомпетентн~', 'бесполезн~', 'заткн~', 'кретин~', 'лентя~', 'смешно слушать',
]);

export const SARCASM = phrases([
  'yeah,? right', 'oh,? great', 'as if', 'big surprise', 'how convenient', 'good for you', 'wow,? just wow', 'sure you (?:did|do|are)',
  'ну конечно', 'ага,? конечно', 'ну да,? ну да', 'ага,? щас', 'очень смешно', 'как удобно', 'какая неожиданность', 'ну-ну',
]);

export const POLITE = phrases([
  'please', 'thank you', 'thanks', 'appreciate~', 'would you mind', 'could you please',
  'пожалуйста', 'спасибо', 'благодар~', 'будьте добры', 'не могли бы вы',
]);

export const PARAPHRASE = phrases([
  "so what you're saying", "so you're saying", 'so you are saying', "you're saying", 'if i understand (?:you )?correctly',
  'if i understood (?:you )?correctly', 'let me make sure i understand', 'let me check i understood', 'in other words',
  'it sounds like you', 'so you feel', 'so you mean', 'you mean that', "what i'm hearing", "if i'm hearing you right",
  'если я (?:вас )?правильно пон~', 'правильно ли я пон~', 'то есть вы', 'иными словами', 'другими словами', 'вы хотите сказать',
  'вы говорите, что', 'я так понимаю', 'насколько я пон~', 'получается, ~',
]);

export const OPEN_QUESTION = phrases([
  'what', 'how', 'why', 'which', 'tell me (?:more|about)', 'help me understand', 'walk me through',
  'что', 'как(?:ой|ая|ое|ие|им|ую)?', 'почему', 'зачем', 'расскажите', 'помогите (?:мне )?понять', 'объясните',
]);

export const PROPOSAL = phrases([
  "let's", 'let us', 'i will', "i'll", 'we will', "we'll", 'we can', 'we could', 'i can(?! imagine)', 'i suggest', "i'd suggest", 'i propose',
  'how about', 'what if we', 'here is what', "here's what", 'my plan', 'i offer', "i'd like to offer", 'i recommend', "i'm going to",
  'one option', 'could we', 'shall we',
  'давайте', 'предлагаю', 'предложу', 'я сделаю', 'я прослежу', 'мы можем', 'я могу', 'могу предложить', 'план~', 'верн[её]м',
  'компенсир~', 'заменим', 'назначим', 'я отправлю', 'я подготовлю', 'я организую', 'я решу', 'я исправлю',
]);

const WEEKDAYS_EN = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
export const TIMED = phrases([
  `by (?:today|tomorrow|tonight|noon|${WEEKDAYS_EN}|the end of (?:the )?(?:day|week|month|today)|eod|\\d~)`, 'tomorrow', 'today', 'tonight',
  'this (?:afternoon|morning|evening|week)', 'next week', `on ${WEEKDAYS_EN}`, '(?:within|in) (?:\\d+|an?|one|two|three) (?:hour|day|minute|week)~',
  'at \\d{1,2}(?::\\d{2})? ?(?:am|pm)?', 'end of (?:the )?day', 'eod',
  'до (?:завтра|пятницы|понедельника|вторника|среды|четверга|субботы|воскресенья|конца (?:дня|недели|месяца)|вечера|обеда|\\d~)',
  'завтра', 'сегодня', 'в течение (?:\\d+ )?(?:час|дн|недел|минут)~', 'через (?:\\d+|час|два|три|неделю)~',
  'к (?:пятнице|понедельнику|вторнику|среде|четвергу|вечеру|утру|обеду|\\d~)', 'в (?:понедельник|вторник|среду|четверг|пятницу)',
  'в \\d{1,2}(?::\\d{2})?', 'на (?:этой|следующей) неделе',
]);

export const NEXT_STEP = phrases([
  'next steps?', 'follow up', "i'll (?:call|email|send|update|check)", 'i will (?:call|email|send|update|check)', 'keep you (?:posted|updated)',
  'get back to you', 'check in',
  'следующ(?:ий|им) шаг~', 'свяжусь', 'сообщу', 'напишу вам', 'позвоню', '(?:буду )?держать в курсе', 'вернусь к вам', 'отпишусь',
]);

export const VAGUE = phrases([
  'maybe', 'somehow', 'something', 'at some point', 'sometime', "we'll see", 'i guess', 'kind of', 'sort of', 'later',
  'может быть', 'как-нибудь', 'что-нибудь', 'когда-нибудь', 'посмотрим', 'наверное', 'как-то', 'потом',
]);

export const SPECIFIC = phrases([
  '\\d+(?:[.,:]\\d+)?%?~', WEEKDAYS_EN, '(?:january|february|march|april|june|july|august|september|october|november|december)',
  'понедельник~', 'вторник~', 'сред[ауеы]', 'четверг~', 'пятниц~', 'суббот~', 'воскресень~',
  '(?:январ|феврал|март|апрел|июн|июл|август|сентябр|октябр|ноябр|декабр)~', 'ма[йя]',
]);

export const STRUCTURE = phrases(['first(?:ly)?', 'second(?:ly)?', 'then', 'finally', 'во-первых', 'во-вторых', 'затем', 'наконец', 'сначала']);

/** Every match of `re` in `text`; the patterns are global, and String.match resets their position. */
export const matches = (text: string, re: RegExp): string[] => text.match(re) ?? [];
