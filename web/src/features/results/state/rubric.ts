import type { SessionResults } from '../../../lib/contracts';
import type { Language } from '../../../lib/shared';
import type { Skill } from './scores';

type Level = '4' | '7' | '10';

/**
 * A skill's rubric as the page shows it: in the reader's language when the scenario wrote its own in
 * both, else (the general rubric) in the session's, which `lang` names for the browser and screen readers.
 */
export function rubricFor(result: SessionResults, skill: Skill, reader: Language) {
  const { level, line, lines, generic, byLanguage } = result.scores[skill].rubric;
  const own = byLanguage?.[reader];
  if (!own) return { level, line, lines, generic, lang: result.locale };
  return { level, line: level === null ? null : own[String(level) as Level], lines: own, generic, lang: reader };
}
