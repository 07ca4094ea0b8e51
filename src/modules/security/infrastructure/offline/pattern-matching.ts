/**
 * Every pattern over every view of a message. A family's evidence combines its rules; a family
 * that fired only on a de-obfuscated view (never on the plain text) was hidden, which names the
 * disguise and counts against the message on its own.
 */
import { compilePattern } from '#src/shared/compile-pattern.ts';
import type { NormalisedText, TextView } from './normalise.ts';
import type { Obfuscation } from './obfuscation.ts';
import type { Family, PatternRule } from './pattern-rule.ts';
import { EN_PATTERNS } from './patterns.en.ts';
import { RU_PATTERNS } from './patterns.ru.ts';
import { SCENARIO_EN_PATTERNS } from './patterns.scenario.en.ts';
import { SCENARIO_RU_PATTERNS } from './patterns.scenario.ru.ts';

export interface Findings {
  /** Per family that fired, its rules' weights combined. */
  families: Map<Family, number>;
  /** Disguises that hid something or decoded to text. */
  obfuscations: Set<Obfuscation>;
  /** Whether a family fired only once a disguise was undone. */
  hidden: boolean;
}

const EN = [...EN_PATTERNS, ...SCENARIO_EN_PATTERNS];
const RU = [...RU_PATTERNS, ...SCENARIO_RU_PATTERNS];
const FOR: Record<TextView['language'], readonly PatternRule[]> = { any: [...EN, ...RU], en: EN, ru: RU };

/** Compiles every rule now (see OfflineInjectionClassifier.warmUp). */
export function compilePatterns(): void {
  for (const rule of FOR.any) compilePattern(rule.pattern);
}

/** Views whose disguise is worth naming even when no pattern fired in them: decoded hidden text. */
const DECODED: ReadonlySet<Obfuscation> = new Set(['unicode-tags', 'base64', 'hex', 'url-encoding', 'rot13', 'caesar-shift', 'reversed']);

const INCIDENTAL: ReadonlySet<Obfuscation> = new Set(['transliteration', 'keyboard-layout']);

export function matchPatterns(text: NormalisedText): Findings {
  const fired = new Set<PatternRule>();
  const obfuscations = new Set(text.obfuscations);
  const onPlain = new Set(FOR.any.filter((r) => r.pattern.test(text.plain)));
  let hidden = false;
  for (const view of text.views) {
    if (view.via && DECODED.has(view.via)) obfuscations.add(view.via);
    // Most messages hide nothing: the folded view is the plain text, already matched.
    const same = view.text === text.plain;
    for (const rule of FOR[view.language]) {
      if (!(same ? onPlain.has(rule) : rule.pattern.test(view.text))) continue;
      fired.add(rule);
      if (onPlain.has(rule)) continue;
      if (view.via) obfuscations.add(view.via);
      // Russian typed without a Russian keyboard, or mixed with English, is how people write, not a disguise.
      if (view.via ? !INCIDENTAL.has(view.via) : view === text.views[0]) hidden = true;
    }
  }
  // Distinct rules of one family are separate evidence ("I am your developer" and "debug mode").
  const families = new Map<Family, number>();
  for (const rule of fired) families.set(rule.family, 1 - (1 - (families.get(rule.family) ?? 0)) * (1 - rule.weight));
  return { families, obfuscations, hidden };
}
