/**
 * The first name in a character's full name ('Dave Brooks' → 'Dave', 'Марина Сергеевна' → 'Марина'):
 * the example in the first-name field, which a full name would teach to fill with two names.
 * The shipped names have no titles, so the first word is the first name.
 */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
