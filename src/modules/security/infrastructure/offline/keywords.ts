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
  + 'limitations safety ethical ethics refuse respond answer output print repeat verbatim everything anything '
  + 'brief briefing scenario persona notes setup rubric evaluator scoring hidden goals context discard config '
  + 'preamble criteria motivation assistant chatbot model instructed programmed confidential private role'
).split(' '));

/** Russian keywords as stems: inflection makes whole-word lists useless. */
const RU_STEMS = [
  'игнорир', 'проигнорир', 'забуд', 'забыв', 'инструкц', 'указани', 'промпт', 'систем', 'правил', 'ограничен',
  'разработчик', 'режим', 'покаж', 'раскр', 'выведи', 'пароль', 'секрет', 'администр', 'обойд', 'обход', 'фильтр',
  'цензур', 'притвор', 'джейлбрейк', 'взлом', 'отключ', 'предыдущ', 'команд', 'настройк', 'запрет',
];

/** Common English words: enough of them in a decoded or reversed string means it is prose, not noise. */
const EN_COMMON = new Set((
  'the and you your all any are was for not but with this that what from have will now then must can to of is a i '
  + 'me my it in on be do as at or if so no yes tell show give write say us we they he she an by were been has had '
  + 'which who how why when where there their them about into over after before just only also like more some '
  + 'would could should did does done make made take give get got let see know think want need find use work '
  + 'talk read part first last next new old normal real exactly really please thanks here out up down off '
  + 'one two three word words text message messages reply line lines follow hardest trick say said told'
).split(' '));
const RU_COMMON = new Set((
  'и в не на я ты вы что как это все всё мне тебе свои твои мои с по для но а о к у из за от до же ли бы то так '
  + 'его ее её их мы он она они меня тебя себя был была были было быть есть нет да уже еще ещё только если когда '
  + 'чтобы потому теперь сейчас просто очень можно нужно надо скажи напиши покажи расскажи ответь выведи '
  + 'твой твоя твоё твое свой своя своё свое всех всего всем сценарий роль персонаж правила инструкции'
).split(' '));

const WORD = /[\p{L}]+/gu;

export function isKeyword(word: string): boolean {
  // A stem with at most an ending: «инструкциям», but not «забудьсвоиправила», words run together.
  return EN.has(word) || (word.length >= 5 && RU_STEMS.some((s) => word.startsWith(s) && word.length <= s.length + 5));
}

/** Words for re-segmenting letters whose spaces were hidden ("i g n o r e a l l" → "ignore all"). */
export const SEGMENT_VOCABULARY: ReadonlySet<string> = new Set([...EN, ...EN_COMMON]);

/** How many words of a string are keywords or common words. */
export function knownWords(text: string): number {
  let known = 0;
  for (const m of text.toLowerCase().matchAll(WORD)) if (isKeyword(m[0]) || EN_COMMON.has(m[0]) || RU_COMMON.has(m[0])) known++;
  return known;
}
