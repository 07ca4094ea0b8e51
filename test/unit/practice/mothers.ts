/** Small object mothers for the practice module's built-in engines (no database, no content loading per test). */
import type { Speaker, TranscriptLine } from '#src/modules/practice/domain/conversation.ts';
import type { Move } from '#src/modules/practice/domain/learner-moves.ts';

export type Locale = 'en' | 'ru';
export const LOCALES: Locale[] = ['en', 'ru'];

/** One typical learner message for each move, in each language. */
export const TYPICAL: Record<Locale, Record<Move, string>> = {
  en: {
    acknowledged: 'I understand, that sounds really frustrating.',
    asked: 'What happened with the order?',
    proposed: 'I will refund the second payment today.',
    blamed: 'Calm down, it is not my problem.',
    offTopic: 'Nice weather today, by the way.',
    neutral: 'The payment went through the system on the first.',
  },
  ru: {
    acknowledged: 'Понимаю, как это неприятно.',
    asked: 'Что случилось с заказом?',
    proposed: 'Давайте я верну второй платёж сегодня же.',
    blamed: 'Успокойтесь, это не моя проблема.',
    offTopic: 'Кстати, погода сегодня чудесная.',
    neutral: 'Платёж прошёл через систему первого числа.',
  },
};

/** The characters of a scene as the parser and partners see them. */
export const speakers = (...names: string[]): Speaker[] => names.map((name, i) => ({ name, role: i === 0 ? 'Client' : `Colleague ${i}` }));

/**
 * A conversation in which the character answers every learner message, as the transcript stores it:
 * an opening AI line, then learner and AI lines in turn. The AI lines never matter to the engines under test.
 */
export function conversation(...learnerMessages: string[]): TranscriptLine[] {
  const character = speakers('Sarah Mitchell')[0]!;
  const ai = (content: string): TranscriptLine => ({ sender: 'ai', content, speaker: character });
  return [
    ai('You charged me twice! What is going on?'),
    ...learnerMessages.flatMap((content, i) => [{ sender: 'user' as const, content, speaker: null }, ai(`Reply ${i + 1}.`)]),
  ];
}

/** A learner message of exactly `length` characters, made of a neutral sentence repeated. */
export function longMessage(locale: Locale, length: number): string {
  const sentence = locale === 'en' ? 'The payment went through the system on the first. ' : 'Платёж прошёл через систему первого числа. ';
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
}

/** The same conversation, at the moment the learner has sent the last message and waits for the reply. */
export const awaitingReply = (...learnerMessages: string[]): TranscriptLine[] => conversation(...learnerMessages).slice(0, -1);
