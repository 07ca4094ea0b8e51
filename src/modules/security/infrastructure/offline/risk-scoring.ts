/**
 * From evidence to a risk level. Evidence combines as a noisy-OR, 1 − Π(1 − wᵢ): independent signals
 * each make an attack likelier, and two strong ones (override + extraction) push past one. Hiding
 * something that then matches a pattern is itself evidence: ordinary learners do not base64-encode
 * their objections. The model speaks in two steps, at thresholds chosen by cross-validation on the
 * corpus's train split (scripts/security/train-injection-model.ts): enough to record, enough to block.
 */
import type { RiskLevel } from '../../domain/risk.ts';
import type { ModelThresholds } from './model/injection-model.ts';
import type { Obfuscation } from './obfuscation.ts';
import type { Findings } from './pattern-matching.ts';

const HIDDEN_PATTERN = 0.5;
const DECODED_TEXT = 0.4;
export const MODEL_BLOCK = 0.6;
export const MODEL_RECORD = 0.35;
const THRESHOLDS: [RiskLevel, number][] = [['Critical', 0.9], ['High', 0.6], ['Medium', 0.35]];
const DECODED: ReadonlySet<Obfuscation> = new Set(['unicode-tags', 'base64', 'hex', 'url-encoding', 'rot13', 'caesar-shift', 'reversed']);

export const noisyOr = (weights: Iterable<number>) => 1 - [...weights].reduce((p, w) => p * (1 - w), 1);

export function modelEvidence(probability: number, thresholds: ModelThresholds): number {
  return probability >= thresholds.block ? MODEL_BLOCK : probability >= thresholds.record ? MODEL_RECORD : 0;
}

/** The patterns' and disguises' evidence, without the model's. */
export function patternEvidence(findings: Findings): number[] {
  const evidence = [...findings.families.values()];
  if (findings.hidden) evidence.push(HIDDEN_PATTERN);
  else if ([...findings.obfuscations].some((o) => DECODED.has(o))) evidence.push(DECODED_TEXT);
  return evidence;
}

export function riskLevel(score: number): RiskLevel {
  return THRESHOLDS.find(([, min]) => score >= min)?.[0] ?? 'Low';
}
