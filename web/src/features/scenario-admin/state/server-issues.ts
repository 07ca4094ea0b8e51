import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { type FieldProblem, fieldProblemOf, fieldProblemText } from '../../../lib/field-problem';
import type { Lang } from './engine-draft';
import { type FormPlace, PLACE_OF } from './scenario-form';

/** One thing the server refused, at a path of the body such as `script.ru.characters.0.reactions` ('' for the whole body). */
export type Issue = FieldProblem;

/** A refusal's issues (VALIDATION_FAILED details). */
export function issuesOf(error: unknown): Issue[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail) => fieldProblemOf(detail) ?? []);
}

/** The problems with a field in the reader's language: issues at its path or inside it (a line of a list of lines, a topic). */
export function messagesAt(issues: readonly Issue[], path: string, t: TFunction): string[] {
  return issues.filter((issue) => issue.path === path || issue.path.startsWith(`${path}.`)).map((issue) => fieldProblemText(issue, t));
}

/** Where an issue is edited: a tab of the form, the cast, or one language's script. */
export type IssuePlace = FormPlace | 'cast' | `script-${Lang}`;

export function placeOf(path: string): IssuePlace | null {
  const [head, lang] = path.split('.');
  if (head === 'cast') return 'cast';
  if (head === 'script') return lang === 'en' || lang === 'ru' ? `script-${lang}` : 'cast';
  if (head === 'difficultyLevel' || head === 'difficulty_ru') return 'common';
  return PLACE_OF[head as keyof typeof PLACE_OF] ?? null;
}

/** One step of a readable path: an i18n key of the scenarioAdmin namespace and its values. */
export interface Crumb {
  key: string;
  values?: Record<string, string | number>;
}

/** Lists whose numbered items are things (a character), and lists whose items are lines or words. */
const ITEMS: Record<string, string> = { cast: 'character', characters: 'character', concerns: 'concern', answers: 'answer', opening: 'openingLine' };
const WORDS = new Set(['topics', 'settledBy']);
/** Path steps the editor has a label for (engine.fields.*, or the form's fields.*). */
const FIELD_NAMES = new Set([
  'learnerRole', 'situation', 'goal', 'opening', 'characters', 'personaOpenings', 'name', 'role', 'key', 'raise', 'topics', 'settledBy', 'line',
  'reactions', 'closing', 'echo', 'speaker', 'text', 'gender', 'color',
  'acknowledged', 'proposed', 'blamed', 'offTopic', 'neutral', 'positive', 'negative', 'after',
]);

/** `script.ru.characters.0.reactions.blamed.2` read as Russian script › Character 1 › Reactions › Blamed › Line 3. */
export function crumbsOf(path: string): Crumb[] {
  const steps = path ? path.split('.') : [];
  const crumbs: Crumb[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const next = steps[i + 1];
    const index = next !== undefined && /^\d+$/.test(next) ? Number(next) + 1 : null;
    if (i === 0 && step === 'script' && (next === 'en' || next === 'ru')) {
      crumbs.push({ key: `issues.script.${next}` });
      i++;
    } else if (i === 0 && step in PLACE_OF) {
      crumbs.push({ key: `fields.${step}` });
    } else if (step === 'cast' && i === 0) {
      crumbs.push({ key: 'issues.cast' });
      if (index !== null) {
        crumbs.push({ key: 'issues.character', values: { n: index } });
        i++;
      }
    } else if (ITEMS[step] && index !== null) {
      crumbs.push({ key: `issues.${ITEMS[step]}`, values: { n: index } });
      i++;
    } else if (/^\d+$/.test(step)) {
      crumbs.push({ key: WORDS.has(steps[i - 1] ?? '') ? 'issues.word' : 'issues.line', values: { n: Number(step) + 1 } });
    } else if (FIELD_NAMES.has(step)) {
      crumbs.push({ key: `engine.fields.${step}` });
    } else {
      crumbs.push({ key: 'issues.other', values: { name: step } });
    }
  }
  return crumbs;
}
