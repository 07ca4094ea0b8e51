import type { ConversationSetup, TranscriptLine } from '../../domain/conversation.ts';
import type { Coach } from '../../domain/ports.ts';
import { hearLearner, startDialogue } from '../../domain/dialogue.ts';
import type { Move } from '../../domain/learner-moves.ts';

type Rule = 'blame' | 'noEmpathy' | 'noQuestion' | 'noProposal' | 'tooLong' | 'offTopic';
/** What the coach says once the learner has done what a tip asked: the tip on screen is answered, not left standing. */
type FollowUp = 'feelingsNamed' | 'questionAsked' | 'stepOffered' | 'shorter' | 'backOnTopic';

const TIPS: Record<Rule | FollowUp, { en: string; ru: string }> = {
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
  feelingsNamed: {
    en: 'Good — naming how they feel takes the heat out. Now find out what they need.',
    ru: 'Хорошо: когда чувства названы, напряжение спадает. Теперь выясните, что нужно собеседнику.',
  },
  questionAsked: {
    en: 'Good question. Listen for what matters most to them, then say it back in your own words.',
    ru: 'Хороший вопрос. Услышьте, что для собеседника главное, и перескажите это своими словами.',
  },
  stepOffered: {
    en: 'That’s a concrete step. Check that it works for them.',
    ru: 'Это конкретный шаг. Уточните, подходит ли он собеседнику.',
  },
  shorter: {
    en: 'Much easier to follow. Keep it that short.',
    ru: 'Так гораздо понятнее. Держитесь такой длины.',
  },
  backOnTopic: {
    en: 'Good, you’re back on what worries them.',
    ru: 'Хорошо, разговор снова о том, что волнует собеседника.',
  },
};

/** The move that answers each tip, and what the coach then says. */
const ANSWERED_BY: Record<Rule, (move: Move, message: string) => FollowUp | null> = {
  blame: (move) => (move === 'acknowledged' ? 'feelingsNamed' : null),
  noEmpathy: (move) => (move === 'acknowledged' ? 'feelingsNamed' : null),
  noQuestion: (move) => (move === 'asked' ? 'questionAsked' : null),
  noProposal: (move) => (move === 'proposed' ? 'stepOffered' : null),
  tooLong: (move, message) => (move !== 'blamed' && message.length <= 300 ? 'shorter' : null),
  offTopic: (move) => (move !== 'offTopic' && move !== 'neutral' && move !== 'blamed' ? 'backOnTopic' : null),
};

/**
 * The built-in coach: clear rules, and sparse on purpose — at most one tip every third learner
 * message and never the same tip twice — because dense live feedback hurts learning. When the
 * learner does what its last tip asked, it says so at once, so the advice on screen never goes stale.
 */
export class OfflineCoach implements Coach {
  readonly kind = 'offline' as const;

  async tip(setup: ConversationSetup, transcript: TranscriptLine[]): Promise<string | null> {
    const learner = transcript.filter((l) => l.sender === 'user').map((l) => l.content);
    // Replays its own earlier decisions from the transcript, so it needs no memory of its own; and
    // the character's mood with them, read as the character reads the learner.
    const given = new Set<Rule | FollowUp>();
    const moves: Move[] = [];
    let dialogue = startDialogue(setup);
    let lastTipAt = -Infinity;
    let open = null as Rule | null;
    let tip: Rule | FollowUp | null = null;
    for (let i = 0; i < learner.length; i++) {
      dialogue = hearLearner(dialogue, setup, learner[i]!);
      const move = dialogue.last!.move;
      moves.push(move);
      const followUp: FollowUp | null = open ? ANSWERED_BY[open](move, learner[i]!) : null;
      const rule = ruleFor(moves, learner[i]!, dialogue.mood);
      tip = followUp && !given.has(followUp) ? followUp : rule && !given.has(rule) && i - lastTipAt >= 3 ? rule : null;
      if (followUp) open = null;
      if (tip) given.add(tip);
      // Only corrections are paced: saying that one landed closes it, and holds back no other.
      if (tip && tip === rule) {
        lastTipAt = i;
        open = rule;
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
