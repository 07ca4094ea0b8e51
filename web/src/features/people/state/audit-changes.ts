/** One changed field of an audit entry, as the trail shows it. */
export interface Change {
  field: string;
  before: string;
  after: string;
  /** A password or a token: the server writes "(changed)" instead of either value, so only the fact is shown. */
  secret: boolean;
}

const SECRET = '(changed)';

/** A stored value as text: nothing is '—', dates stay ISO for the page to format, the rest as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Every field named in before or after, in the order the server wrote them (before's first). */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: showValue(before[field]),
    after: showValue(after[field]),
    secret: before[field] === SECRET || after[field] === SECRET,
  }));
}

/** Stored values the console already has words for, by field: the i18n key of their names, and the values it names. */
const NAMED_VALUES: Record<string, { key: string; values: readonly string[] }> = {
  role: { key: 'common:roles', values: ['User', 'Admin', 'SuperAdmin'] },
  subscriptionTier: { key: 'people:tier', values: ['Free', 'Premium'] },
  locale: { key: 'people:edit.locales', values: ['en', 'ru'] },
};

/** The i18n key that names a field's stored value in the reader's language, or null to show it as stored. */
export function valueNameKey(field: string, value: string): string | null {
  const named = NAMED_VALUES[field];
  return named?.values.includes(value) ? `${named.key}.${value}` : null;
}

/** The CLI's operator has no account: the trail names them 'cli' (ADR 0030), which the page words as the command line. */
export const byCommandLine = (entry: { actorId: number | null; actorEmail: string }) => entry.actorId === null && entry.actorEmail === 'cli';
