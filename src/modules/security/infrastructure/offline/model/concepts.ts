/**
 * Words an attack is made of, grouped by what they do, in English and Russian alike: "reveal",
 * "paste", «покажи», «скинь» are all SHOW; "brief", "prompt", «легенда», «инструкции» are all SECRET.
 * The model reads the sequence of these concepts next to the words, so "скинь свою легенду" and
 * "paste your backstory" share the feature SHOW→YOUR→SECRET even if no train row said either, and
 * what one language's rows teach carries over to the other. Stems: a word belongs to a concept when
 * it starts with one of its stems (Russian inflects; "instruct" covers "instructions", "instructed").
 */
const CONCEPTS: Record<string, string> = {
  SHOW: 'show reveal print display output repeat dump leak expose disclos recit paste copy quote shar send tell give list describ summar paraphras spill read writ type spell explain '
    + 'покаж выведи выведе напиш повтор раскр процитир расскаж скаж перечисл распечат выда скопир скин пришл отправ озвуч сообщ опиш перескаж выклад вылож подели продикт слей открой',
  SECRET: 'prompt instruct brief setup config preambl guidelin directiv rules notes script backstor context persona character role scenario rubric criteri goal motivation objectiv agenda '
    + 'промпт инструкц указани бриф настройк конфиг правил заметк сценари легенд предыстор контекст персонаж роль роли ролью задани описани цел мотив установк критери рубрик',
  HIDDEN: 'hidden secret private confidential internal original initial real true exact verbatim full entire whole '
    + 'скрыт секрет тайн приват конфиденц внутрен исходн изначал настоящ истинн дословн полност целиком',
  IGNORE: 'ignor disregard forget skip drop abandon overrid bypass discard scrap ditch cancel void stop quit exit '
    + 'игнор проигнор забуд забыв отброс отбрас отмен сброс обнул брось перестан хватит прекрат выйди выход отключ выключ забей сними',
  BEFORE: 'previous prior above earlier before former preceding предыдущ прошл прежн ранее выше раньше',
  MACHINE: 'ai bot chatbot assistant model llm gpt chatgpt neural program ии бот чат-бот ассистент модел нейросет программ',
  PRETEND: 'pretend imagin roleplay simulat suppos hypothetic game story dream притвор представ вообраз сыграй игра гипотетич допуст сон',
  LIMITS: 'unrestrict unfilter uncensor limit restrict filter censor boundar ethic moral ограничен фильтр цензур запрет рамк границ этик морал',
  REFUSE: 'refus declin reject deny unable sorry отказ нельзя извин сожален',
  SCORE: 'score grade rating marks points evaluat grader assessor scoring stars оценк балл отметк оценщик проверяющ рейтинг пятерк звезд',
  TOLD: 'told given loaded programmed configured trained ordered fed briefed instructed сказали велели поручили написали дали приказали задали прописали загрузили запрограммир настро обучил',
  NOW: 'now new instead henceforth теперь отныне новые новая новый вместо',
  ENCODE: 'translat encod convert base64 rot13 hex binary morse backward revers cipher decod перевед перевод закодир зашифр расшифр декодир шифр азбук наоборот задом',
  AUTHORITY: 'admin administrator developer creator operator owner moderator engineer админ администрат разработчик создател оператор владел модератор',
  OBEY: 'execut follow obey comply perform выполн следуй подчин исполн',
  // What listening and conflict talk is made of, so the model can learn it as the other side of the scale.
  LISTEN: 'side perspective viewpoint feel feeling understand happened situation concern frustrat upset apolog '
    + 'сторон точк зрени чувству понима случил ситуац беспоко расстро обид извин',
  YOUR: 'your yours yourself твой твоя твое твоё твои твоих твоем твоём твоей твою свой своя свое своё свои своих своем своём своей свою тебе тебя',
};

const byPrefix = new Map<string, [string, string][]>();
for (const [concept, stems] of Object.entries(CONCEPTS)) {
  for (const stem of stems.split(' ')) {
    const key = stem.slice(0, 2);
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), [stem, concept]]);
  }
}
// Longer stems first, so "instruct" wins over "in…" and «проигнор» over «про…».
for (const list of byPrefix.values()) list.sort((a, b) => b[0].length - a[0].length);

const LATIN_SUFFIX = /^(?:s|es|d|ed|ing)?$/;

/**
 * The concept a word belongs to, if any. Short stems match only the whole word ("ai", «сон»), short
 * English ones with an English ending ("lists", not "listen"), longer ones any word they begin.
 */
export function conceptOf(word: string): string | undefined {
  for (const [stem, concept] of byPrefix.get(word.slice(0, 2)) ?? []) {
    if (!word.startsWith(stem)) continue;
    const rest = word.slice(stem.length);
    if (stem.length <= 3 ? rest === '' : /^[a-z]/.test(stem) && stem.length <= 4 ? LATIN_SUFFIX.test(rest) : true) return concept;
  }
  return undefined;
}

/** Concept pairs up to three words apart, in order: "SHOW YOUR", "YOUR SECRET", "IGNORE SECRET". */
export function conceptFeatures(words: readonly string[]): string[] {
  const found: [number, string][] = [];
  words.forEach((w, i) => {
    const concept = conceptOf(w);
    if (concept) found.push([i, concept]);
  });
  const keys = found.map(([, c]) => `k ${c}`);
  for (let a = 0; a < found.length; a++) {
    for (let b = a + 1; b < found.length && found[b][0] - found[a][0] <= 3; b++) keys.push(`kk ${found[a][1]} ${found[b][1]}`);
  }
  return keys;
}
