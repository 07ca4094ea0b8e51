import type { ConversationSetup, TranscriptLine } from '../../domain/conversation.ts';
import type { Coach } from '../../domain/ports.ts';
import { classifyMove, type Move } from '../../domain/learner-moves.ts';

type Rule = 'blame' | 'noEmpathy' | 'noQuestion' | 'noProposal' | 'tooLong' | 'offTopic';

const TIPS: Record<Rule, { en: string; ru: string }> = {
  blame: {
    en: 'That may land as blame. Try naming how they feel before explaining anything.',
    ru: 'Это может прозвучать как обвинение. Сначала назовите, что человек чувствует, а потом объясняйте.',
  },
  noEmpathy: {
    en: 'They still sound upset. A short “I can see why this is frustrating” can lower the temperature.',
    ru: 'Собеседник всё ещё расстроен. Короткое «понимаю, почему это неприятно» поможет сбавить накал.',
  },
  noQuestion: {
    en: 'Ask an open question to understand what matters most to them.',
    ru: 'Задайте открытый вопрос, чтобы понять, что для собеседника важнее всего.',
  },
  noProposal: {
    en: 'You understand the problem now. Offer a concrete next step with a time.',
    ru: 'Суть проблемы ясна. Предложите конкретный следующий шаг и срок.',
  },
  tooLong: {
    en: 'Long replies are hard to follow under stress. Try two or three short sentences.',
    ru: 'В напряжённом разговоре длинные ответы трудно воспринимать. Попробуйте две-три коротких фразы.',
  },
  offTopic: {
    en: 'Bring the conversation back to their concern.',
    ru: 'Верните разговор к тому, что беспокоит собеседника.',
  },
};

/**
 * The built-in coach: clear rules, and sparse on purpose — at most one tip every third learner
 * message and never the same tip twice — because dense live feedback hurts learning.
 */
export class OfflineCoach implements Coach {
  readonly kind = 'offline' as const;

  async tip(setup: ConversationSetup, transcript: TranscriptLine[]): Promise<string | null> {
    const learner = transcript.filter((l) => l.sender === 'user').map((l) => l.content);
    // Replays its own earlier decisions from the transcript, so it needs no memory of its own.
    const given = new Set<Rule>();
    let lastTipAt = -Infinity;
    let tip: Rule | null = null;
    for (let i = 0; i < learner.length; i++) {
      const rule = ruleFor(learner.slice(0, i + 1));
      tip = rule && !given.has(rule) && i - lastTipAt >= 3 ? rule : null;
      if (tip) {
        given.add(tip);
        lastTipAt = i;
      }
    }
    return tip && TIPS[tip][setup.locale];
  }
}

function ruleFor(learner: string[]): Rule | null {
  const moves: Move[] = learner.map(classifyMove);
  const last = moves.at(-1);
  if (last === 'blamed') return 'blame';
  if (last === 'offTopic') return 'offTopic';
  if ((learner.at(-1) ?? '').length > 600) return 'tooLong';
  if (moves.length >= 2 && !moves.includes('acknowledged')) return 'noEmpathy';
  if (moves.length >= 3 && !moves.includes('asked')) return 'noQuestion';
  if (moves.length >= 4 && !moves.includes('proposed')) return 'noProposal';
  return null;
}
