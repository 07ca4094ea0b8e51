import type { ConversationSetup, TranscriptLine } from '../../domain/conversation.ts';
import type { Coach } from '../../domain/ports.ts';
import { concernOf, hearLearner, openConcerns, startDialogue, type DialogueState } from '../../domain/dialogue.ts';
import { isVagueTime } from '../../domain/commitments.ts';
import { asksSomething, makesOffer, type Move } from '../../domain/learner-moves.ts';

type Rule = 'blame' | 'noEmpathy' | 'noQuestion' | 'noProposal' | 'tooLong' | 'offTopic';
/** What the coach says once the learner has done what a tip asked: the tip on screen is answered, not left standing. */
type FollowUp = 'feelingsNamed' | 'questionAsked' | 'stepOffered' | 'stepChecked' | 'shorter' | 'backOnTopic';

/** One learner message as the coach reads it: its move, and whether it asked something or put a step on the table. */
interface Heard {
  move: Move;
  question: boolean;
  offer: boolean;
  /** The step offered is more than a vague time ("we could talk about it next week"). */
  concrete: boolean;
}

const TIPS: Record<Rule | FollowUp, { en: string; ru: string }> = {
  blame: {
    en: 'That may land as blame. Try naming how they feel before explaining anything.',
    ru: 'Это может прозвучать как обвинение. Сначала назовите, что человек чувствует, а потом объясняйте.',
  },
  // Said while the character is not won over (mood below zero), which is all the engine knows: an interviewer is not upset.
  noEmpathy: {
    en: 'They’re not on your side yet. Show you see it from where they stand — “I can see why this matters to you.”',
    ru: 'Собеседник пока не на вашей стороне. Покажите, что понимаете его положение: «понимаю, почему это для вас важно».',
  },
  noQuestion: {
    en: 'Ask an open question to understand what matters most to them.',
    ru: 'Задайте открытый вопрос, чтобы понять, что для собеседника важнее всего.',
  },
  noProposal: {
    en: 'Offer a concrete next step with a time: what you will do, and by when.',
    ru: 'Предложите конкретный следующий шаг и срок: что вы сделаете и к какому сроку.',
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
  stepChecked: {
    en: 'Good: a concrete step, and you asked whether it works for them.',
    ru: 'Хорошо: конкретный шаг, и вы спросили, подходит ли он собеседнику.',
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

/** The message that answers each tip, and what the coach then says. */
const ANSWERED_BY: Record<Rule, (heard: Heard, message: string) => FollowUp | null> = {
  blame: ({ move }) => (move === 'acknowledged' ? 'feelingsNamed' : null),
  noEmpathy: ({ move }) => (move === 'acknowledged' ? 'feelingsNamed' : null),
  noQuestion: ({ question }) => (question ? 'questionAsked' : null),
  // A vague offer ("we could talk next week") answers nothing yet; one asked as a question ("could I send it by
  // Friday?") or followed by "does that work?" has been checked already — another question beside it has not.
  noProposal: ({ offer, concrete }, message) => (offer && concrete ? (message.includes('?') && !asksSomething(message) ? 'stepChecked' : 'stepOffered') : null),
  tooLong: ({ move }, message) => (move !== 'blamed' && message.length <= 300 ? 'shorter' : null),
  offTopic: ({ move }) => (move !== 'offTopic' && move !== 'neutral' && move !== 'blamed' ? 'backOnTopic' : null),
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
    const heard: Heard[] = [];
    let dialogue = startDialogue(setup);
    let lastTipAt = -Infinity;
    let open = null as Rule | null;
    let tip: Rule | FollowUp | null = null;
    for (let i = 0; i < learner.length; i++) {
      dialogue = hearLearner(dialogue, setup, learner[i]!);
      const { move, question, commitments } = dialogue.last!;
      // Concrete: something to hold them to — an action, an amount, writing, or a time that is more than "next week".
      const concrete = commitments.some((c) => c.kind !== 'deadline' || !isVagueTime(c.words));
      heard.push({ move, question, offer: makesOffer(learner[i]!, move), concrete });
      const followUp: FollowUp | null = open ? ANSWERED_BY[open](heard.at(-1)!, learner[i]!) : null;
      const rule = ruleFor(heard, learner[i]!, setup, dialogue);
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

function ruleFor(heard: Heard[], message: string, setup: ConversationSetup, dialogue: DialogueState): Rule | null {
  const last = heard.at(-1)!.move;
  if (last === 'blamed') return 'blame';
  if (last === 'offTopic') return 'offTopic';
  if (message.length > 600) return 'tooLong';
  // "Not on your side yet" only while they are not.
  if (heard.length >= 2 && !heard.some((h) => h.move === 'acknowledged') && dialogue.mood < 0) return 'noEmpathy';
  if (heard.length >= 3 && !heard.some((h) => h.question)) return 'noQuestion';
  // A step with a time, only while something open wants a time: an interviewer's questions want answers, not offers.
  const wantsStep = openConcerns(dialogue).some((c) => concernOf(setup, c)?.settledBy.includes('deadline'));
  if (heard.length >= 4 && !heard.some((h) => h.offer) && wantsStep) return 'noProposal';
  return null;
}
