import type { ConversationSetup } from '../../domain/conversation.ts';
import { namesOf } from './speaker-choice.ts';
import { normalise } from '../../domain/words.ts';
import { contentWords, hasMarker, lexicon } from '#src/shared/lexicon/index.ts';

/**
 * What a learner's question asks of the character beyond a fact: to say the last thing again, or
 * simply to speak ("Tom?", "who wants to start?"). And when a time they name is the time of a
 * meeting rather than a promise to hold them to.
 */

const REPEAT = lexicon({
  repeat: [
    '(?:can|could|would) you (?:please )?(?:repeat|say (?:that|it) again|rephrase)', 'repeat (?:the|that|your) question', 'what was the question', 'come again', 'pardon',
    "(?:i )?(?:didn't|did not) (?:get|catch|understand|hear) (?:the|your|that) question", 'say (?:that|it) again', "what(?:'s| is| was) that\\?", 'what do you mean',
    'повтори(?:те)?', '(?:можете|можешь|не могли бы вы) повторить', 'какой был вопрос', 'не (?:понял|поняла|расслышал|расслышала)(?: вопрос)?', 'ещё раз вопрос', 'что (?:вы имеете|ты имеешь) в виду', 'в смысле\\?',
  ],
});

const INVITE = lexicon({
  invite: [
    'who wants to (?:start|go first|begin|kick off)', "who(?:'s| is) (?:first|starting)", 'anyone', 'anybody', 'your (?:thoughts|view|take|turn)', 'over to you',
    'кто (?:начн[её]т|первый|первым|хочет начать)', '(?:ваше|твое|твоё) мнение', '(?:вам|тебе) слово',
  ],
});

/** Agreeing when to talk, not what will be done: "can we meet on Thursday?", «давайте созвонимся в четверг». */
const MEETING = lexicon({
  meeting: [
    "(?:(?:can|could|shall|should) we|let's|let us|how about we|why don't we)(?: \\p{L}+)? (?:meet|talk|discuss|go through|sit down|catch up|get together|have a (?:call|chat|meeting))",
    'встретимся', 'созвонимся', 'обсудим', 'поговорим', 'соберемся', 'пройдемся', 'встретиться', 'созвониться',
  ],
});

/** Asking what they make of it: "what do you think is going on?", «как вы думаете, в чём дело?». */
const OPINION = lexicon({
  opinion: [
    'what do you (?:think|make of|reckon)', 'how do you see', 'in your (?:view|opinion)', "what(?:'s| is) your (?:view|take|read)", 'what would you (?:do|suggest)',
    'как (?:вы|ты) (?:думаете|думаешь|считаете|считаешь)', 'что (?:вы|ты) (?:думаете|думаешь|скажете|скажешь)', 'по-вашему', 'по-твоему', 'на ваш взгляд', 'на твой взгляд',
  ],
});

export const asksOpinion = (question: string) => hasMarker(question, OPINION);

export const asksToRepeat = (message: string) => hasMarker(message, REPEAT);

export const proposesMeeting = (message: string) => hasMarker(message, MEETING);

/** The question without the name it opens with ("Михаил, что…", "Tom?"): what is asked, not whom. */
export function withoutAddress(setup: ConversationSetup, message: string): string {
  const names = setup.speakers.flatMap((_, i) => namesOf(setup, i));
  const text = normalise(message).trim();
  const name = names.sort((a, b) => b.length - a.length).find((n) => text.startsWith(n) && !/[\p{L}\p{N}]/u.test(text.charAt(n.length)));
  return name ? text.slice(name.length).replace(/^[\s,.:!—–-]+/u, '') : text;
}

/** A question that only hands them the floor: nothing asked but their turn ("Tom?", "and you?", "who wants to start?"). */
export const handsTheFloor = (question: string) => hasMarker(question, INVITE) || contentWords(question).length === 0;
