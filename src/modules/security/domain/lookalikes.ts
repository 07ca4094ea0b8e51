/**
 * Letters that pass for letters of another script (Unicode's confusables.txt, cut to Latin, Cyrillic
 * and Greek, in both cases): the screening reads disguised words with them, and the output guard
 * compares a reply with the prompt through them.
 */
export const pairs = (s: string): Map<string, string> => {
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
