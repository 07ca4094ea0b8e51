/** Fields whose values the audit trail never keeps: whoever holds them could use them. */
export const SECRET_FIELDS: readonly string[] = ['password', 'emailVerificationToken', 'inviteToken'];

/** How a secret appears in the trail: that there was one, never what it was. */
export const CHANGED = '(changed)';

const hidden = (field: string, value: unknown) => (SECRET_FIELDS.includes(field) && value !== null && value !== undefined ? CHANGED : value);

/**
 * The fields that differ between two views of an account, as they were and as they became
 * (R2.10 audit trail). Values compare as JSON would show them; secrets read "(changed)".
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null)) continue;
    was[field] = hidden(field, before[field] ?? null);
    is[field] = hidden(field, after[field] ?? null);
  }
  return { before: was, after: is };
}

export const hasChanges = (change: { after: Record<string, unknown> }) => Object.keys(change.after).length > 0;

/** A new password, as the trail shows it: whether there was one before, never either value. */
export const passwordChange = (hadPassword: boolean) => ({ before: { password: hadPassword ? CHANGED : null }, after: { password: CHANGED } });
