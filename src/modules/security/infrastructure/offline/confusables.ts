/**
 * Letters that pass for letters of another script. Attackers write "іgnоrе" with Cyrillic і/о/е so
 * a Latin filter misses it, or «прoмпт» with a Latin o. The tables are the look-alikes that matter in
 * practice (Unicode's confusables.txt, cut to Latin, Cyrillic and Greek), in both cases.
 */
export type Script = 'latin' | 'cyrillic' | 'greek';

const pairs = (s: string): Map<string, string> => {
  const map = new Map<string, string>();
  for (const pair of s.split(' ')) {
    const [from, to] = [...pair];
    map.set(from, to);
  }
  return map;
};

/** Cyrillic and Greek look-alikes of Latin letters. */
export const TO_LATIN = pairs(
  'аa еe оo рp сc уy хx іi јj ѕs ԁd ԛq ԝw ӏl кk АA ВB ЕE КK МM НH ОO РP СC ТT ХX УY ІI ЈJ ЅS Ӏl '
  + 'αa οo εe ιi κk νv ρp τt υu χx ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX ɑa ɡg ıi ȷj',
);

/** Latin and Greek look-alikes of Cyrillic letters. */
// u, n, w, r, m stand for и, п, ш, г, т in Russian leetspeak ("nокажu" for «покажи»).
export const TO_CYRILLIC = pairs(
  'aа eе oо pр cс yу xх kк uи nп wш rг mт AА BВ EЕ KК MМ HН OО PР CС TТ XХ YУ '
  + 'οо ϲс ρр κк αа εе τт υу χх πп λл φф ϕф ΗН ΟО ΡР ΚК ΑА ΕЕ ΤТ ΧХ ΜМ ΒВ ΠП ΛЛ ΦФ ΓГ ϹС',
);

export function scriptOf(ch: string): Script | null {
  if (/\p{Script=Latin}/u.test(ch)) return 'latin';
  if (/\p{Script=Cyrillic}/u.test(ch)) return 'cyrillic';
  if (/\p{Script=Greek}/u.test(ch)) return 'greek';
  return null;
}

/** Whether a letter of one script passes for a letter of the other (Greek passes for both). */
export function isLookalike(ch: string, script: Script | null): boolean {
  return script === 'latin' ? TO_CYRILLIC.has(ch) : script === 'cyrillic' ? TO_LATIN.has(ch) : script === 'greek';
}

/**
 * The script a mixed word was meant in, Latin or Cyrillic: the one with more letters that have no
 * look-alike (an "ignоre" with one Cyrillic о has five unambiguous Latin letters), then the one with
 * more letters, then the message's main script. Greek letters are disguise for either.
 */
export function intendedScript(word: string, fallback: 'latin' | 'cyrillic'): 'latin' | 'cyrillic' {
  const plain = { latin: 0, cyrillic: 0, greek: 0 };
  const all = { latin: 0, cyrillic: 0, greek: 0 };
  for (const ch of word) {
    const s = scriptOf(ch);
    if (!s) continue;
    all[s]++;
    if (!isLookalike(ch, s)) plain[s]++;
  }
  if (plain.latin !== plain.cyrillic) return plain.latin > plain.cyrillic ? 'latin' : 'cyrillic';
  if (all.latin !== all.cyrillic) return all.latin > all.cyrillic ? 'latin' : 'cyrillic';
  return fallback;
}

/** Leetspeak digits and symbols, per the script of the word they sit in. */
export const LEET_LATIN = pairs('0o 3e 4a 5s 7t 8b 9g @a $s !i |l');
export const LEET_CYRILLIC = pairs('0о 3з 4а 6б 7т 8в @а');
