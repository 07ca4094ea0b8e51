import type { SessionResults } from '../../../lib/contracts';
import type { Skill } from './scores';

/**
 * A skill's rubric as the page shows it: in the language the session was played in, whatever the
 * reader's. Each language's version of a scenario has its own characters and details (Karen and
 * pounds in English, Марина Сергеевна and roubles in Russian), so only the session's names the
 * conversation below it; `lang` marks it for the browser and screen readers.
 */
export function rubricFor(result: SessionResults, skill: Skill) {
  const { level, line, lines, generic } = result.scores[skill].rubric;
  return { level, line, lines, generic, lang: result.locale };
}
