/**
 * Which practice areas a goal typed in the learner's own words names (SPEC §3 "Onboarding").
 * Deterministic and table-driven, so the server (what it saves) and the web (the preview before
 * saving) always agree. A goal that names no area, or says much more than an area's name, is not
 * matched: it is kept in the learner's words.
 */

/** A category as the catalogue names it, in both languages. */
export interface NamedCategory {
  name: string;
  name_ru: string;
}

/**
 * Word stems that name a category, besides its own names. A goal's word matches a stem it starts
 * with; a key of several stems matches that many words in a row (filler words aside). Keyed by the
 * catalogue's English name: a category the catalogue lacks is never matched; one missing here is
 * matched by its names alone.
 */
const SYNONYMS: Record<string, readonly string[]> = {
  'Conflict Resolution': ['conflict', 'dispute', 'disagree', 'конфликт', 'разноглас'],
  'Customer Service': [
    'customer servic', 'customer support', 'customer care', 'client servic', 'help desk', 'helpdesk', 'complain',
    'обслуживан клиент', 'обслуживан покупател', 'клиентск сервис', 'клиентск поддержк', 'поддержк клиент', 'жалоб',
  ],
  'Difficult Conversations': [
    'difficult conversation', 'difficult talk', 'hard conversation', 'tough conversation', 'awkward conversation',
    'crucial conversation', 'bad news', 'трудн разговор', 'сложн разговор', 'тяжел разговор', 'неприятн разговор', 'плох новост',
  ],
  'Giving Feedback': ['feedback', 'critici', 'critique', 'performance review', 'обратн связ', 'фидбек', 'фидбэк', 'критик'],
  'Job Interviews': ['interview', 'собеседован', 'интервью'],
  Leadership: [
    'leader', 'leading', 'lead team', 'lead people', 'manag team', 'manag people', 'people manag',
    'лидер', 'руковод', 'управлен команд', 'управлен люд', 'управля команд', 'управля люд',
  ],
  Negotiation: ['negotiat', 'bargain', 'haggl', 'переговор', 'договарива', 'договорит'],
  Sales: ['sale', 'sell', 'upsell', 'cold call', 'продаж', 'продава', 'продат', 'продаю', 'холодн звон'],
  // Forms of "команда", not the stem, which also starts командировка and командир.
  Teamwork: [
    'teamwork', 'team', 'collaborat', 'cooperat',
    'команда', 'команде', 'команды', 'командой', 'команду', 'командн', 'сотруднич', 'коллектив',
  ],
};

/** Words that add nothing to what a goal names ("get better at negotiating" names Negotiation). */
const FILLERS = new Set(
  (
    'a an the my our me i we to at in on of for with and or as be become get getting better more improve improving ' +
    'practice practise practicing practising skill skills how learn learning want good work working ' +
    'give giving handle handling deal dealing have having ' +
    'в во на с со и или а по для к о об мой моя мои моих наш наши свой свои я хочу научиться учиться лучше улучшить ' +
    'прокачать навык навыки навыков умение уметь работа работе работать давать дать вести'
  ).split(' '),
);

/** How many words beyond the names of its areas a goal may have and still be matched ("продажи клиентам"). */
export const MAX_UNMATCHED_WORDS = 1;

/** Lower case, ё as е, letters and digits only. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().replaceAll('ё', 'е').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const contentWords = (text: string) => wordsOf(text).filter((word) => !FILLERS.has(word));

interface Key {
  category: string;
  stems: string[];
}

/** Every key of the catalogue's categories, the longest first (so "manag team" wins over "team"). */
function keysOf(categories: readonly NamedCategory[]): Key[] {
  const keys = categories.flatMap((c) =>
    [...(SYNONYMS[c.name] ?? []), c.name, c.name_ru].map((key) => ({ category: c.name, stems: contentWords(key) })),
  );
  return keys.filter((key) => key.stems.length > 0).sort((a, b) => b.stems.length - a.stems.length);
}

/** The English names of the categories a goal names, in the order it names them; none when it is the learner's own. */
export function matchGoal(goal: string, categories: readonly NamedCategory[]): string[] {
  const whole = wordsOf(goal).join(' ');
  const exact = categories.find((c) => whole === wordsOf(c.name).join(' ') || whole === wordsOf(c.name_ru).join(' '));
  if (exact) return [exact.name];
  const words = contentWords(goal);
  const keys = keysOf(categories);
  const named: string[] = [];
  let unmatched = 0;
  for (let i = 0; i < words.length; ) {
    const key = keys.find(({ stems }) => stems.every((stem, j) => words[i + j]?.startsWith(stem)));
    if (!key) {
      unmatched++;
      i++;
      continue;
    }
    if (!named.includes(key.category)) named.push(key.category);
    i += key.stems.length;
  }
  return unmatched <= MAX_UNMATCHED_WORDS ? named : [];
}
