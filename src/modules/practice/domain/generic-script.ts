import type { CharacterScript, LanguageScript } from './scenario.ts';

/**
 * A script for a scenario nobody wrote one for (one created in the SuperAdmin console, or seeded
 * with only a description and a system prompt): one character named as the prompt names them,
 * the situation from the description, and concerns any workplace conversation has — what will be
 * done, by when, and confirmed how. Enough for the built-in engine to hold a real conversation.
 * Russian lines avoid gendered past tense: the character's gender is the learner's choice.
 */
export function genericScript(s: { description: string; description_ru: string; systemPrompt: string }): { en: LanguageScript; ru: LanguageScript } {
  const name = nameIn(s.systemPrompt);
  return {
    en: script(s.description, name ?? 'Alex Morgan', roleIn(s.systemPrompt) ?? 'Colleague', EN),
    ru: script(s.description_ru, russianNameIn(s.systemPrompt) ?? 'Алекс Морозов', 'Собеседник', RU),
  };
}

/** "You are Sarah Mitchell, 34, …" → "Sarah Mitchell". */
const nameIn = (prompt: string) => /\bYou are ([A-Z][a-z]+(?: [A-Z][a-z'-]+)?)\b/.exec(prompt)?.[1] ?? null;
/** "(in Russian: Светлана Миронова)" → "Светлана Миронова". */
const russianNameIn = (prompt: string) => /\(in Russian: ([А-ЯЁ][а-яё]+(?: [А-ЯЁ][а-яё-]+)?)\)/u.exec(prompt)?.[1] ?? null;
/** "You are Sarah Mitchell, a member of the gym …" → "Member of the gym". */
function roleIn(prompt: string): string | null {
  const role = /\bYou are [^,.]+, (?:\d+, )?an? ([^,.;]{3,60})/.exec(prompt)?.[1];
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : null;
}

interface Words {
  learnerRole: string;
  goal: string;
  opening: string;
  concerns: [string, string, string][];
  topics: string[][];
  answers: string[];
  reactions: CharacterScript['reactions'];
  closing: CharacterScript['closing'];
  echo: string[];
}

function script(situation: string, name: string, role: string, w: Words): LanguageScript {
  const settledBy = [['action'], ['deadline'], ['writing']] as const;
  return {
    learnerRole: w.learnerRole,
    situation,
    goal: w.goal,
    opening: [{ speaker: 0, text: w.opening }],
    personaOpenings: {},
    characters: [{
      name, role,
      concerns: w.concerns.map((raise, i) => ({ key: ['next-step', 'timing', 'confirmation'][i]!, raise, topics: w.topics[i]!, settledBy: [...settledBy[i]!] })),
      answers: w.answers.map((line) => ({ topics: [], line })),
      reactions: w.reactions,
      closing: w.closing,
      echo: w.echo,
    }],
  };
}

const EN: Words = {
  learnerRole: 'The person they came to talk to',
  goal: 'Understand what matters to them, agree a concrete next step with a time, and confirm it.',
  opening: 'Have you got a minute? We need to talk about this, and I’d like to sort it out today.',
  concerns: [
    ['So what are you actually going to do about it?', 'I still haven’t heard what happens next.', 'What’s the plan, concretely?'],
    ['And when will that happen?', 'I need a time, not “soon”.', 'By when, exactly?'],
    ['Will I get that confirmed in writing?', 'Can you put that in an email?', 'I’d like it written down.'],
  ],
  topics: [[], [], []],
  answers: [
    'It’s been going on long enough that I had to come to you.',
    'I’ve tried to sort it out myself, and it didn’t work.',
    'What matters most to me is that it’s fixed properly, not patched.',
    'Honestly, I’m tired of chasing it.',
  ],
  reactions: {
    acknowledged: ['Thank you. That helps.', 'I appreciate you saying that.', 'Okay. It’s good to be heard.'],
    proposed: ['Okay, that’s a start.', 'That could work.', 'Alright, I can live with that.'],
    blamed: ['That’s not fair.', 'I didn’t come here to be blamed.', 'That’s not helping.'],
    offTopic: ['Can we stay on this, please?', 'That’s not why I’m here.'],
    neutral: ['So?', 'I’m still waiting to hear something useful.', 'Where does that leave us?'],
  },
  closing: {
    positive: ['Okay. That’s what I needed — thank you.', 'Right, that works for me. Thanks for sorting it.'],
    negative: ['I’ve heard enough. I’ll take this somewhere else.', 'Forget it. We’re done here.'],
    after: ['Thanks again. I think we can leave it there.', 'We’re good — shall we wrap up?', 'That’s all from me.'],
  },
  echo: ['So {commitment}. Okay.', '{commitment} — noted.'],
};

const RU: Words = {
  learnerRole: 'Тот, к кому пришли с вопросом',
  goal: 'Понять, что важно собеседнику, договориться о конкретном следующем шаге со сроком и подтвердить его.',
  opening: 'Есть минута? Нам нужно это обсудить, и я хочу решить вопрос сегодня.',
  concerns: [
    ['Так что вы собираетесь с этим делать?', 'Мне так и не сказали, что будет дальше.', 'Какой план, конкретно?'],
    ['И когда это будет?', 'Мне нужен срок, а не «скоро».', 'К какому числу?'],
    ['Вы подтвердите это письменно?', 'Можете прислать это письмом?', 'Я хочу, чтобы это было зафиксировано.'],
  ],
  topics: [[], [], []],
  answers: [
    'Это тянется уже достаточно долго, поэтому я и обращаюсь к вам.',
    'Попытки решить это своими силами ни к чему не привели.',
    'Для меня главное — чтобы это исправили как следует, а не залатали.',
    'Честно, надоело за этим бегать.',
  ],
  reactions: {
    acknowledged: ['Спасибо. Это помогает.', 'Ценю, что вы это сказали.', 'Хорошо. Приятно, когда тебя слышат.'],
    proposed: ['Ладно, это уже что-то.', 'Это может сработать.', 'Хорошо, такой вариант меня устроит.'],
    blamed: ['Это несправедливо.', 'Обвинения мне не нужны.', 'Это не помогает.'],
    offTopic: ['Давайте не отвлекаться.', 'Разговор не об этом.'],
    neutral: ['И?', 'Я всё ещё жду чего-то по делу.', 'И что нам это даёт?'],
  },
  closing: {
    positive: ['Хорошо. Это то, что мне было нужно, спасибо.', 'Да, меня это устраивает. Спасибо, что решили.'],
    negative: ['С меня хватит. Пойду с этим в другое место.', 'Всё, разговор окончен.'],
    after: ['Ещё раз спасибо. Думаю, можно заканчивать.', 'Всё в порядке — закончим на этом?', 'У меня всё.'],
  },
  echo: ['Значит, {commitment}. Хорошо.', '{commitment} — записываю.'],
};
