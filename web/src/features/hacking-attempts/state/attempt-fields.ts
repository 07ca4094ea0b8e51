/** A message before the attempt, as the modal labels it: the learner (User) or a character (AI). */
export interface HistoryLine {
  role: 'user' | 'other';
  content: string;
}

/** SPEC §9: the modal shows the last 10 messages before the attempt. */
export const HISTORY_SHOWN = 10;

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * detectedPatterns is a JSON array of names, or (SPEC §3, older rows) a plain string, which may
 * list several names separated by commas. Anything else yields no badge rather than a broken page.
 */
export function parsePatterns(raw: string | null | undefined): string[] {
  const text = (raw ?? '').trim();
  if (!text) return [];
  const parsed = parseJson(text);
  let items: unknown[];
  if (Array.isArray(parsed)) items = parsed;
  else if (typeof parsed === 'string') items = [parsed];
  else if (typeof parsed === 'object') items = []; // JSON (null, an object), but not a list of names
  else items = text.split(/[,\n]/);
  const names = items
    .map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item).trim() : ''))
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/** conversationHistory: a JSON array of { role, content }; unreadable items are skipped, the last 10 kept. */
export function parseHistory(raw: string | null | undefined): HistoryLine[] {
  const parsed = parseJson((raw ?? '').trim());
  if (!Array.isArray(parsed)) return [];
  const lines: HistoryLine[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { role, content } = item as { role?: unknown; content?: unknown };
    if (typeof content !== 'string' || !content.trim()) continue;
    lines.push({ role: role === 'user' ? 'user' : 'other', content });
  }
  return lines.slice(-HISTORY_SHOWN);
}
