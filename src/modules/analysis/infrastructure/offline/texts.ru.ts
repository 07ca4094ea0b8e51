import type { Skill } from '#src/modules/analysis/domain/result.ts';
import type { AnalyzerTexts, IssueKind } from './analyzer-texts.ts';
import type { MessageFeatures } from './message-features.ts';
import type { SessionStats } from './skill-scores.ts';

/** 1 сообщение, 2 сообщения, 5 сообщений. */
function plural(n: number, [one, few, many]: [string, string, string]): string {
  const tens = n % 100;
  const units = n % 10;
  const word = tens >= 11 && tens <= 14 ? many : units === 1 ? one : units >= 2 && units <= 4 ? few : many;
  return `${n} ${word}`;
}
const MESSAGES: [string, string, string] = ['сообщение', 'сообщения', 'сообщений'];
const QUESTIONS: [string, string, string] = ['вопрос', 'вопроса', 'вопросов'];
const WORDS: [string, string, string] = ['слово', 'слова', 'слов'];
const PROPOSALS: [string, string, string] = ['предложение', 'предложения', 'предложений'];
/** «в 2 из 5 сообщений»: after «из» the noun is genitive, singular only for 1, 21, 31… */
const ofMessages = (n: number) => `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'сообщения' : 'сообщений'}`;
/** «в 3 сообщениях»: the prepositional case after «в». */
const inMessages = (n: number) => `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'сообщении' : 'сообщениях'}`;

const LABEL: Record<Skill, string> = {
  empathy: 'эмпатия', activeListening: 'активное слушание', clarity: 'ясность', problemSolving: 'решение проблем', composure: 'самообладание',
};

const FEEDBACK: Record<Skill, (s: SessionStats, score: number) => string> = {
  empathy: (s, score) => `Вы признали чувства собеседника в ${s.acknowledged} из ${ofMessages(s.messages)}`
    + (s.dismissive ? `, но в ${inMessages(s.dismissive)} отмахнулись от них или обвинили собеседника (например, «${s.dismissiveExample}»).` : '.')
    + (score >= 7 ? ' Продолжайте называть чувство, прежде чем переходить к решению.' : ' Назовите то, что чувствует собеседник («понимаю, как это неприятно»), прежде чем отвечать.'),
  activeListening: (s, score) => `Вы задали ${plural(s.questions, QUESTIONS)} (открытых: ${s.openQuestions}) и отразили слова собеседника в ${inMessages(s.paraphrased)}.`
    + (score >= 7 ? ' Так разговор оставался о его заботах.' : ' Задавайте открытые вопросы и пересказывайте услышанное («Если я правильно понял…»), прежде чем отвечать.'),
  clarity: (s) => `В среднем в ваших сообщениях ${plural(s.averageWords, WORDS)}; слишком коротких: ${s.tooShort}, слишком длинных: ${s.tooLong}.`
    + ` Конкретные детали (числа, даты, время) были в ${s.specific} из ${ofMessages(s.messages)}.`,
  problemSolving: (s, score) => `Вы что-то предложили в ${inMessages(s.proposals)}, с конкретным сроком — в ${s.timedProposals}.`
    + (score >= 7 ? ' Такие обязательства двигают разговор вперёд.' : ' Превращайте идеи в обязательства: что вы сделаете и к какому сроку («Я отправлю до пятницы»).'),
  composure: (s) => (s.composureLapses
    ? `В ${inMessages(s.composureLapses)} вы потеряли самообладание (заглавные буквы, «!!», оскорбления, обвинения или сарказм). Сделайте паузу перед отправкой и говорите о проблеме, а не о человеке.`
    : `Ваш тон оставался спокойным во всех сообщениях (${s.messages}), вежливые формулировки — в ${s.polite}.`),
};

const STRENGTH: Record<Skill, (s: SessionStats) => string> = {
  empathy: (s) => `Вы признавали чувства собеседника в ${s.acknowledged} из ${ofMessages(s.messages)}.`,
  activeListening: (s) => `Вы слушали активно: ${plural(s.questions, QUESTIONS)} и отражение слов собеседника в ${inMessages(s.paraphrased)}.`,
  clarity: (s) => `Ваши сообщения было легко понять: в среднем ${plural(s.averageWords, WORDS)}.`,
  problemSolving: (s) => `Вы вели разговор к решению: ${plural(s.proposals, PROPOSALS)}, из них с конкретным сроком — ${s.timedProposals}.`,
  composure: (s) => `Вы сохраняли самообладание во всех сообщениях (${plural(s.messages, MESSAGES)}).`,
};

const ISSUE: Record<IssueKind, (q: string, f: MessageFeatures) => [string, string]> = {
  insult: (q) => [`Оскорбление («${q}») задевает человека и обостряет конфликт.`,
    `Вместо «${q}» опишите поведение и его последствия: «Когда отчёт задерживается, команда не успевает к сроку».`],
  shouting: (q) => ['Текст заглавными буквами читается как крик.',
    `Перепишите «${q}» обычными буквами и спокойно скажите, что для вас важнее всего.`],
  dismissive: (q) => [`«${q}» обесценивает переживания собеседника или перекладывает на него вину.`,
    `Замените «${q}» признанием, например «Понимаю, как это неприятно», а затем спросите, что поможет.`],
  exclamation: (q) => ['Несколько восклицательных знаков подряд звучат раздражённо или тревожно.',
    `Отправьте «${q}» с одной точкой и одной конкретной мыслью вместо «!!».`],
  sarcasm: (q) => [`«${q}» звучит саркастично и подрывает доверие.`,
    `Уберите «${q}» и скажите прямо, что думаете, например: «Я переживаю, что это повторится».`],
  tooShort: (q) => [`«${q}» — слишком коротко: непонятно, что вы думаете и что будет дальше.`,
    `Вместо одного «${q}» добавьте фразу о том, как вы видите ситуацию, и фразу о следующем шаге.`],
  tooLong: (q, f) => [`В этом сообщении ${plural(f.words, WORDS)} — в разговоре его трудно воспринять.`,
    `Разбейте сообщение, начинающееся с «${q}», на две-три короткие фразы: главное, причина, следующий шаг.`],
  vague: (q) => [`«${q}» — неясно, что именно и когда произойдёт.`,
    `Превратите «${q}» в обязательство со сроком: «Я сделаю … до пятницы, 10:00».`],
  flat: (q) => ['В этом ответе нет ни признания чувств собеседника, ни вопроса, ни предложения.',
    `До или после «${q}» добавьте признание и вопрос, например: «Понимаю, почему это проблема. Что сейчас поможет больше всего?»`],
};

export const russianTexts: AnalyzerTexts = {
  nothingSaid: 'Вы ничего не написали в этой сессии, поэтому оценивать нечего.',
  feedback: (skill, stats, score) => FEEDBACK[skill](stats, score),
  strength: (skill, stats, score) => (score >= 6
    ? STRENGTH[skill](stats)
    : `Ваш самый сильный навык в этой сессии — ${LABEL[skill]} (${score}/10), на него можно опереться.`),
  issue: (kind, quote, features) => {
    const [issue, suggestion] = ISSUE[kind](quote, features);
    return { issue, suggestion };
  },
};
