/**
 * What a learner's message does in the conversation, read from its words in English or Russian.
 * Deliberately simple and predictable: the offline engine must be deterministic, and a learner
 * who practises the right moves must see the character respond to them.
 */
export type Move = 'acknowledged' | 'asked' | 'proposed' | 'blamed' | 'offTopic' | 'neutral';

const PATTERNS: Record<Exclude<Move, 'neutral'>, RegExp[]> = {
  blamed: [
    /\b(your fault|you should have|you should've|not my (problem|fault|job)|calm down|you always|you never|nothing i can do|that's (the|our) policy|whatever|obviously you|deal with it|not our fault|you people)\b/i,
    /(ваша вина|сами виноват|успокойтесь|не моя (проблема|вина)|вы всегда|вы никогда|ничего не (могу|поделаешь)|такие правила|не наша вина|разбирайтесь сами)/i,
  ],
  acknowledged: [
    /\b(i understand|i hear you|i see (why|how|that)|that sounds|must (be|have been)|frustrat|upset|i'm sorry|i am sorry|sorry (that|for|about)|apolog|makes sense|i appreciate|thank you for|thanks for|you're right|fair point|i get (it|that|why))/i,
    /(понимаю|понятно, почему|слышу вас|извин|прошу прощения|сожалею|мне жаль|неприятно|обидно|ценю|спасибо, что|вы правы|справедливо|представляю, как)/i,
  ],
  proposed: [
    /\b(let's|let us|i will|i'll|we will|we'll|we can|we could|i can|i suggest|i propose|how about|what if we|next step|by (today|tomorrow|monday|tuesday|wednesday|thursday|friday|the end of)|here's what|my plan|i offer|i'd like to offer|refund|replace|schedule)\b/i,
    /(давайте|предлагаю|я сделаю|я прослежу|мы можем|могу предложить|план|до (завтра|пятницы|понедельника|конца)|сегодня же|следующий шаг|верн[её]м|компенсир|заменим|назначим)/i,
  ],
  asked: [
    /\?|^\s*(what|how|why|when|where|which|who|could you|can you|would you|tell me|help me understand)\b/i,
    /\?|^\s*(что|как|почему|когда|где|какой|какая|кто|расскажите|не могли бы|можете)/i,
  ],
  offTopic: [
    /\b(weather|football|the game last night|weekend plans|lunch|holiday|by the way)\b/i,
    /(погод|футбол|выходны|обед|отпуск|кстати|между прочим)/i,
  ],
};

/** The strongest move wins: blame outweighs everything, then empathy, proposals, questions. */
const PRIORITY: Exclude<Move, 'neutral'>[] = ['blamed', 'acknowledged', 'proposed', 'asked', 'offTopic'];

export function classifyMove(message: string): Move {
  return PRIORITY.find((move) => PATTERNS[move].some((re) => re.test(message))) ?? 'neutral';
}

/** How each move changes the character's mood (−5 hostile … +5 won over). */
export const MOOD_CHANGE: Record<Move, number> = {
  acknowledged: 2,
  asked: 1,
  proposed: 2,
  blamed: -3,
  offTopic: -1,
  neutral: 0,
};

export const clampMood = (mood: number) => Math.max(-5, Math.min(5, mood));
