import type { Address, Scenario } from './scenario.ts';

/**
 * How the characters address the learner (`Address`): formal (Russian «вы», the default) or informal
 * («ты», colleagues on first-name terms). English does not tell them apart. Lines shared by every
 * scenario — the archetypes' and the engine's own — write both forms as `{formal|informal}`:
 * «{Простите|Прости}, у {вас|тебя} ведь и так дел по горло».
 */

const BOTH = /\{([^{}|]*)\|([^{}|]*)\}/g;

export const addressOf = (setup: { scenario: Pick<Scenario, 'script'>; locale: 'en' | 'ru' }): Address => setup.scenario.script[setup.locale].address ?? 'formal';

/** The line in one form; `{quote}` and `{commitment}`, which have no `|`, are left for their own filling. */
export const inAddress = (line: string, address: Address): string => line.replace(BOTH, (_, formal: string, informal: string) => (address === 'formal' ? formal : informal));

/** Every line of a set of lines (an archetype's, the engine's), each as `say` words it. */
export function eachLine<T extends { [K in keyof T]: readonly string[] }>(lines: T, say: (line: string) => string): T {
  return Object.fromEntries(Object.entries<readonly string[]>(lines).map(([k, v]) => [k, v.map(say)])) as unknown as T;
}

/** Every line of a set of lines in one form. */
export const linesInAddress = <T extends { [K in keyof T]: readonly string[] }>(lines: T, address: Address): T => eachLine(lines, (line) => inAddress(line, address));
