/**
 * The offline InjectionClassifier (OWASP LLM01): screens every learner message on the hot path with
 * no network. Layers: a de-obfuscating normaliser (normalise.ts), named pattern families in English
 * and Russian over every view (pattern-matching.ts), and their combination into a risk level.
 *
 * Evidence combines as a noisy-OR, 1 − Π(1 − wᵢ): independent signals each make an attack likelier,
 * and two strong ones (override + extraction) push past one. Hiding something that then matches a
 * pattern is itself evidence: ordinary learners do not base64-encode their objections.
 */
import type { RiskLevel } from '../../domain/risk.ts';
import type { InjectionClassifier, Screening, ScreeningLocale } from '../../domain/screening.ts';
import { explain } from './explanation.ts';
import { normalise } from './normalise.ts';
import type { Obfuscation } from './obfuscation.ts';
import { matchPatterns } from './pattern-matching.ts';
import { FAMILIES } from './pattern-rule.ts';

/** Evidence from a disguise that hid a pattern, and from decoded text that merely exists. */
const HIDDEN_PATTERN = 0.5;
const DECODED_TEXT = 0.4;
const THRESHOLDS: [RiskLevel, number][] = [['Critical', 0.9], ['High', 0.6], ['Medium', 0.35]];

const noisyOr = (weights: Iterable<number>) => 1 - [...weights].reduce((p, w) => p * (1 - w), 1);

export class OfflineInjectionClassifier implements InjectionClassifier {
  readonly kind = 'offline' as const;

  classify(text: string, locale: ScreeningLocale): Promise<Screening> {
    return Promise.resolve(this.screen(text, locale));
  }

  screen(text: string, locale: ScreeningLocale): Screening {
    const findings = matchPatterns(normalise(typeof text === 'string' ? text : '', locale));
    const families = FAMILIES.filter((f) => findings.families.has(f));
    const obfuscations = [...findings.obfuscations].sort() as Obfuscation[];
    const evidence = [...findings.families.values()];
    if (findings.hidden) evidence.push(HIDDEN_PATTERN);
    else if (obfuscations.some((o) => ['unicode-tags', 'base64', 'hex', 'url-encoding', 'rot13', 'reversed'].includes(o))) evidence.push(DECODED_TEXT);
    const score = noisyOr(evidence);
    const level = THRESHOLDS.find(([, min]) => score >= min)?.[0] ?? 'Low';
    const patterns = level === 'Low' ? [] : [...families, ...obfuscations.map((o) => `obfuscation:${o}`)];
    return { riskLevel: level, patterns, ...explain(level, families, obfuscations, null) };
  }
}
