/** SPEC §5/§9: what a learner may send in the chat. Shared by the server (the rule) and the web (the counter). */

export const MAX_MESSAGE_LENGTH = 3000;
/** The web's counter warns when fewer characters than this are left. */
export const LOW_CHARACTERS_LEFT = 100;

export type LearnerMessageCheck = { ok: true; text: string } | { ok: false; problem: 'empty' | 'too-long' };

/**
 * Invisible characters: format characters (zero-width spaces and joiners, bidi controls, BOM) and
 * control characters other than line breaks and tabs. The zero-width joiner is kept inside text,
 * where it builds emoji, but does not count as something said.
 */
const INVISIBLE = /(?!\u200D)\p{Cf}|(?![\n\t])\p{Cc}/gu;
const JOINER = /\u200D/g;

/** Unicode-normalised, invisible characters removed: how free text is kept (PostgreSQL cannot even store a NUL). */
export function visibleText(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '');
}

/** The text as it will be saved (Unicode-normalised, invisible characters removed, trimmed), or why it cannot be sent. */
export function checkLearnerMessage(raw: unknown): LearnerMessageCheck {
  const text = typeof raw === 'string' ? visibleText(raw).trim() : '';
  if (!text.replace(JOINER, '').trim()) return { ok: false, problem: 'empty' };
  if (charactersLeft(text) < 0) return { ok: false, problem: 'too-long' };
  return { ok: true, text };
}

/**
 * Characters still free, counted on the text as it will be saved (trimmed); negative when over
 * the limit. A long paste is kept whole and measured, never cut, so the learner decides what goes.
 */
export function charactersLeft(raw: string): number {
  return MAX_MESSAGE_LENGTH - raw.normalize('NFC').replace(INVISIBLE, '').trim().length;
}
