/**
 * The words an injection is made of, English and Russian. The normaliser uses them to tell a
 * de-obfuscation that uncovered something ("1gn0r3" → "ignore") from one that merely rewrote an
 * ordinary word ("4pm" → "apm"), and to decide whether a decoded or reversed view reads as words.
 */
const EN = new Set((
  'ignore ignoring disregard forget bypass override overwrite previous prior above earlier instructions instruction '
  + 'prompt prompts system rules restrictions restricted unrestricted jailbreak jailbroken developer mode reveal '
  + 'disclose confidential secret password passwords admin administrator root sudo directives guidelines filter '
  + 'filters filtered unfiltered censorship censored uncensored pretend roleplay obey command commands inject '
  + 'injection hack hacked exploit persona character initial original configuration debug policy policies '
  + 'limitations safety ethical ethics refuse respond answer output print repeat verbatim everything anything'
).split(' '));

/** Russian keywords as stems: inflection makes whole-word lists useless. */
const RU_STEMS = [
  'игнорир', 'проигнорир', 'забуд', 'забыв', 'инструкц', 'указани', 'промпт', 'систем', 'правил', 'ограничен',
  'разработчик', 'режим', 'покаж', 'раскр', 'выведи', 'пароль', 'секрет', 'администр', 'обойд', 'обход', 'фильтр',
  'цензур', 'притвор', 'джейлбрейк', 'взлом', 'отключ', 'предыдущ', 'команд', 'настройк', 'запрет',
];

/** Common short English words: enough of them in a decoded blob means it is prose, not noise. */
const EN_COMMON = new Set((
  'the and you your all any are was for not but with this that what from have will now then must can to of is a i '
  + 'me my it in on be do as at or if so no yes tell show give write say me us we they he she an by'
).split(' '));
const RU_COMMON = new Set('и в не на я ты вы что как это все всё мне тебе свои твои мои с по для но'.split(' '));

const WORD = /[\p{L}]+/gu;

export function isKeyword(word: string): boolean {
  return EN.has(word) || (word.length >= 5 && RU_STEMS.some((s) => word.startsWith(s)));
}

export function keywordCount(text: string): number {
  let n = 0;
  for (const m of text.toLowerCase().matchAll(WORD)) if (isKeyword(m[0])) n++;
  return n;
}

/** Share of words that are keywords or common function words: how much a string reads as language. */
export function wordiness(text: string): number {
  let words = 0;
  let known = 0;
  for (const m of text.toLowerCase().matchAll(WORD)) {
    words++;
    if (isKeyword(m[0]) || EN_COMMON.has(m[0]) || RU_COMMON.has(m[0])) known++;
  }
  return words === 0 ? 0 : known / words;
}

/** Words for re-segmenting letters whose spaces were hidden ("i g n o r e a l l" → "ignore all"). */
export const SEGMENT_VOCABULARY: ReadonlySet<string> = new Set([...EN, ...EN_COMMON, ...'your new old tell me now instead'.split(' ')]);
