import type { ConversationSetup } from '#src/modules/practice/domain/conversation.ts';
import { classifyMove } from '#src/modules/practice/domain/learner-moves.ts';
import type { Concern, SettledBy } from '#src/modules/practice/domain/scenario.ts';

type Locale = 'en' | 'ru';

/**
 * Learners for scripted conversations with the built-in engine, written from the scenario's own
 * content so that every scenario can be played: a good learner acknowledges, asks, then settles
 * each concern with the words it is about and the kind of commitment that settles it.
 */
const SETTLE: Record<Locale, Record<SettledBy, (topic: string) => string>> = {
  en: {
    action: (t) => `I'll personally sort out the ${t} for you today.`,
    deadline: (t) => `The ${t} will be done within 3 working days, by Friday.`,
    amount: (t) => `We'll cover the ${t} in full — £25, and 10% off next month.`,
    writing: (t) => `I'll send you a written confirmation by email about the ${t}.`,
    empathy: (t) => `I understand how frustrating the ${t} must be, and I'm sorry.`,
    explanation: (t) => `What happened with the ${t} was because the system ran the job twice, so it is on our side.`,
  },
  ru: {
    action: (t) => `Я лично решу вопрос: ${t}, сегодня же.`,
    deadline: (t) => `По вопросу «${t}» всё будет сделано в течение пяти рабочих дней, до пятницы.`,
    amount: (t) => `Мы полностью компенсируем: ${t} — 700 рублей, и 10% скидки.`,
    writing: (t) => `Я пришлю вам письменное подтверждение на почту: ${t}.`,
    empathy: (t) => `Понимаю, как вас расстраивает ${t}, мне очень жаль.`,
    explanation: (t) => `С «${t}» так вышло, потому что система запустила задачу дважды, это наша ошибка.`,
  },
};

const OPENERS: Record<Locale, string[]> = {
  en: ['I understand, and I’m sorry this has happened. That sounds really frustrating.', 'Could you tell me more about what happened?'],
  ru: ['Понимаю вас, и мне жаль, что так вышло. Это действительно неприятно.', 'Расскажите, пожалуйста, подробнее, что произошло?'],
};

/**
 * A word the concern is about, as a learner would write it (a stem loses its `~`); not one that is
 * itself a rude word ("useless" is what the character was called, not what a learner says).
 */
const topicWord = (concern: Concern) =>
  (concern.topics.find((t) => classifyMove(t.replace(/~$/, '')) === 'neutral') ?? concern.key.replace(/-/g, ' ')).replace(/~$/, '');

export function goodLearner(setup: ConversationSetup): string[] {
  const locale = setup.locale;
  const characters = setup.scenario.script[locale].characters;
  const settle = characters.flatMap((c) => c.concerns.map((concern) => SETTLE[locale][concern.settledBy[0]!](topicWord(concern))));
  return [...OPENERS[locale], ...settle];
}

/** Blames and brushes off, and nothing else. */
export const RUDE: Record<Locale, string[]> = {
  en: ['Calm down, it’s not my problem.', 'You should have checked your bank.', 'Call head office.', 'Whatever.', 'Not my fault.', 'Next!', 'Deal with it.', 'You people always complain.'],
  ru: ['Успокойтесь, это не моя проблема.', 'Вы сами, наверное, два раза нажали.', 'Обратитесь в банк.', 'Такие правила.', 'Не моя вина.', 'Следующий!', 'Разбирайтесь сами.', 'Вы всегда жалуетесь.'],
};

/** Says nothing that moves anything, for as long as a session lasts. */
export const NEUTRAL: Record<Locale, string[]> = {
  en: Array.from({ length: 24 }, (_, i) => `Hmm, this screen shows item ${i + 1}.`),
  ru: Array.from({ length: 24 }, (_, i) => `Так, смотрю в экран, пункт ${i + 1}.`),
};
