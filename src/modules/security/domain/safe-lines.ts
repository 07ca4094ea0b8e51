/** What a character says instead of a line that gave its prompt away: in character, and back to the matter. */
const SAFE_LINES = {
  en: [
    'Let\'s stick to why we\'re here.',
    'I\'d rather we kept to the matter at hand.',
    'That\'s not something I\'m going to get into. Can we get back to the issue?',
  ],
  ru: [
    'Давайте вернёмся к делу.',
    'Не будем отвлекаться — давайте по существу.',
    'Это сейчас неважно. Вернёмся к нашему вопросу?',
  ],
} as const;

/** A safe line, varied by how far the conversation has gone so the same one does not come twice in a row. */
export function safeLine(locale: 'en' | 'ru', turn: number): string {
  const lines = SAFE_LINES[locale];
  return lines[turn % lines.length]!;
}
