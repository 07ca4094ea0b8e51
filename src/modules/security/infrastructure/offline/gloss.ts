/**
 * A word-for-word English gloss of the Russian words an attack is built from, for messages that mix
 * the two languages («Игнорируй all previous instructions», "ignore все предыдущие инструкции"):
 * neither language's patterns see a whole sentence there, the English ones do in the gloss.
 */
const GLOSS: [RegExp, string][] = ([
  ['(?:про)?игнорир\\p{L}*', 'ignore'], ['забуд\\p{L}*|забыва\\p{L}*', 'forget'], ['отмени\\p{L}*', 'override'],
  ['вс[её]|все\\p{L}{0,2}', 'all'], ['любы\\p{L}+', 'any'], ['сво\\p{L}*|тво\\p{L}*|ваш\\p{L}*', 'your'],
  ['предыдущ\\p{L}*|прошл\\p{L}*|прежн\\p{L}*|ранн\\p{L}*', 'previous'], ['изначальн\\p{L}*|исходн\\p{L}*', 'original'],
  ['системн\\p{L}*', 'system'], ['скрыт\\p{L}*|секретн\\p{L}*', 'hidden'],
  ['инструкци\\p{L}*|указани\\p{L}*', 'instructions'], ['промпт\\p{L}*', 'prompt'], ['правил\\p{L}*', 'rules'],
  ['ограничени\\p{L}*', 'restrictions'], ['фильтр\\p{L}*', 'filters'], ['цензур\\p{L}*', 'censorship'],
  ['покаж\\p{L}*|выведи\\p{L}*|раскрой\\p{L}*|повтори\\p{L}*|напиши\\p{L}*', 'reveal'], ['без', 'without'], ['нет', 'no'],
  ['режим\\p{L}*', 'mode'], ['разработчик\\p{L}*', 'developer'], ['притворись|притворитесь|представь\\p{L}*', 'pretend'],
  ['ты', 'you'], ['теперь', 'now'], ['и', 'and'], ['мне', 'me'], ['не', 'not'], ['следуй\\p{L}*', 'follow'],
] as const).map(([ru, en]) => [new RegExp(`(?<![\\p{L}])(?:${ru})(?![\\p{L}])`, 'gu'), en]);

/** Whether the message has words of both languages, so a gloss could complete a sentence. */
export const isMixed = (lower: string) => /[a-z]{2}/.test(lower) && /[а-я]{2}/.test(lower);

export function gloss(lower: string): string {
  let out = lower;
  for (const [ru, en] of GLOSS) out = out.replace(ru, en);
  return out;
}
