import type { TFunction } from 'i18next';
import type { FieldProblem } from '../../../src/shared/field-problem';

export type { FieldProblem };

/** A detail of a refusal as a FieldProblem, its path without the `body.` the API puts before body fields. */
export function fieldProblemOf(detail: unknown): FieldProblem | null {
  if (!detail || typeof detail !== 'object') return null;
  const d = detail as Record<string, unknown>;
  if (typeof d.message !== 'string') return null;
  const path = (Array.isArray(d.path) ? d.path.join('.') : String(d.path ?? '')).replace(/^body(\.|$)/, '');
  return { ...(d as Partial<FieldProblem>), path, message: d.message };
}

const SIZE: Record<string, Record<string, string>> = {
  too_big: { string: 'tooLong', number: 'tooLarge', int: 'tooLarge', bigint: 'tooLarge', array: 'tooMany', set: 'tooMany' },
  too_small: { string: 'tooShort', number: 'tooSmall', int: 'tooSmall', bigint: 'tooSmall', array: 'tooFew', set: 'tooFew' },
};
const TYPES: Record<string, string> = { number: 'number', int: 'wholeNumber', bigint: 'wholeNumber', boolean: 'boolean', string: 'text', array: 'list', object: 'invalid' };
const FORMATS: Record<string, string> = { email: 'email', datetime: 'dateTime', date: 'date', url: 'url' };

/**
 * The problem in the reader's language: from the kind of rule and its bound where the server names
 * them (every contract rule), else from a named rule. A rule without a name ("unnamed") shows the
 * server's sentence in English and a general one in other languages.
 */
export function fieldProblemText(p: FieldProblem, t: TFunction): string {
  const key = (name: string, options: Record<string, unknown> = {}) => t(`common:errors.field.${name}`, options);
  switch (p.code) {
    case 'too_big':
    case 'too_small': {
      if (p.code === 'too_small' && p.origin === 'string' && p.limit === 1) return key('required');
      const name = SIZE[p.code]![p.origin ?? ''];
      return name ? key(name, { count: p.limit }) : key('invalid');
    }
    case 'invalid_type':
      return key(TYPES[p.expected ?? ''] ?? 'invalid');
    case 'invalid_format': {
      // A pattern's sentence says what it wants ("a #rrggbb colour"): only the server has it.
      const name = FORMATS[p.format ?? ''];
      return name ? key(name) : key('unnamed', { message: p.message });
    }
    case 'invalid_value':
      return key('oneOf', { values: (p.values ?? []).join(', ') });
    case 'custom':
      if (p.problem) return key(`problems.${p.problem}`, { ...p.args, defaultValue: key('unnamed', { message: p.message }) });
      return key('unnamed', { message: p.message });
    default:
      // A rule with no name: English readers get the server's sentence, others a sentence in their language.
      return key('unnamed', { message: p.message });
  }
}
