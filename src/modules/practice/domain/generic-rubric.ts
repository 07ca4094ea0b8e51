import type { Rubric } from './scenario.ts';

/** For scenarios whose pack gives no rubric: the same bar, told without the situation's facts. */
export const GENERIC_RUBRIC: Rubric = {
  en: {
    empathy: {
      '4': 'You mention how the other person feels once, briefly, then move on to your own point.',
      '7': 'You name their feeling and the reason behind it in your own words before turning to the problem.',
      '10': 'You acknowledge the feeling and its cause, show you see it from their side, and keep that tone to the end.',
    },
    clarity: {
      '4': 'Your main point is there, but buried in long or vague messages the other person has to untangle.',
      '7': 'Each message makes one clear point in plain words, with the key facts stated.',
      '10': 'Short, well-ordered messages: what happened, what you will do and when, with nothing left to guess.',
    },
    problemSolving: {
      '4': 'You promise to "look into it" without saying what you will actually do.',
      '7': 'You propose a concrete next step that addresses the main problem.',
      '10': 'You offer a concrete fix with an owner and a time, an alternative if it falls through, and agree on it.',
    },
    composure: {
      '4': 'You stay polite but get defensive or over-apologise when pressed.',
      '7': 'You stay calm and professional under pressure, without blaming anyone.',
      '10': 'You stay steady when challenged, take responsibility where it is due and lower the temperature of the talk.',
    },
    activeListening: {
      '4': 'You answer the first thing said but miss later details or questions.',
      '7': 'You ask at least one real question and respond to what the other person actually said.',
      '10': 'You ask for the facts you need, sum up their view to check it, and build your answer on what you heard.',
    },
  },
  ru: {
    empathy: {
      '4': 'Вы один раз вскользь упоминаете чувства собеседника и сразу переходите к своему.',
      '7': 'Вы своими словами называете, что чувствует собеседник и почему, прежде чем говорить о проблеме.',
      '10': 'Вы признаёте чувства и их причину, показываете, что видите ситуацию его глазами, и держите этот тон до конца.',
    },
    clarity: {
      '4': 'Главная мысль есть, но она теряется в длинных или расплывчатых сообщениях.',
      '7': 'В каждом сообщении одна ясная мысль простыми словами, ключевые факты названы.',
      '10': 'Короткие и последовательные сообщения: что случилось, что вы сделаете и когда, без недомолвок.',
    },
    problemSolving: {
      '4': 'Вы обещаете «разобраться», но не говорите, что именно сделаете.',
      '7': 'Вы предлагаете конкретный следующий шаг, который решает главную проблему.',
      '10': 'Вы предлагаете конкретное решение с ответственным и сроком, запасной вариант — и договариваетесь о нём.',
    },
    composure: {
      '4': 'Вы вежливы, но под давлением начинаете оправдываться или слишком много извиняться.',
      '7': 'Вы сохраняете спокойствие и профессиональный тон под давлением и никого не обвиняете.',
      '10': 'Вы спокойны даже под нажимом, берёте ответственность там, где она ваша, и снижаете накал разговора.',
    },
    activeListening: {
      '4': 'Вы отвечаете на первое сказанное, но упускаете детали и вопросы, прозвучавшие позже.',
      '7': 'Вы задаёте хотя бы один настоящий вопрос и отвечаете на то, что собеседник действительно сказал.',
      '10': 'Вы уточняете нужные факты, пересказываете позицию собеседника, чтобы проверить понимание, и строите ответ на услышанном.',
    },
  },
};
