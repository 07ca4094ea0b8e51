import type { ConversationSetup, TranscriptLine } from '../../domain/conversation.ts';
import type { Coach } from '../../domain/ports.ts';
import { hearLearner, startDialogue } from '../../domain/dialogue.ts';
import type { Move } from '../../domain/learner-moves.ts';

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
    // Replays its own earlier decisions from the transcript, so it needs no memory of its own; and
    // the character's mood with them, read as the character reads the learner.
    const given = new Set<Rule>();
    const moves: Move[] = [];
    let dialogue = startDialogue(setup);
    let lastTipAt = -Infinity;
    let tip: Rule | null = null;
    for (let i = 0; i < learner.length; i++) {
      dialogue = hearLearner(dialogue, setup, learner[i]!);
      moves.push(dialogue.last!.move);
      const rule = ruleFor(moves, learner[i]!, dialogue.mood);
      tip = rule && !given.has(rule) && i - lastTipAt >= 3 ? rule : null;
      if (tip) {
        given.add(tip);
        lastTipAt = i;
      }
    }
    return tip && TIPS[tip][setup.locale];
  }
}

function ruleFor(moves: Move[], message: string, mood: number): Rule | null {
  const last = moves.at(-1);
  if (last === 'blamed') return 'blame';
  if (last === 'offTopic') return 'offTopic';
  if (message.length > 600) return 'tooLong';
  // "They still sound upset" only while they do.
  if (moves.length >= 2 && !moves.includes('acknowledged') && mood < 0) return 'noEmpathy';
  if (moves.length >= 3 && !moves.includes('asked')) return 'noQuestion';
  if (moves.length >= 4 && !moves.includes('proposed')) return 'noProposal';
  return null;
}
