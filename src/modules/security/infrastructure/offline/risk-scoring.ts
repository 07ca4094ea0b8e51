/**
 * From findings to a risk level. With the model (the product), the model decides: it reads the
 * patterns and disguises that fired as features next to the words, so how far a family or a disguise
 * is to be trusted is learned from the corpus, not guessed. Its three thresholds per language (record,
 * block, block alone) come from cross-validation on the train split (scripts/security/train-injection-model.ts).
 * A blocked message is Critical when it also attacks in two ways at once or hid what it says. Without a
 * named reason (a pattern family or a disguise) the model's word weights alone must clear the stricter
 * "block alone" threshold, and a very short message is never blocked on them.
 *
 * Families the corpus hardly has (data exfiltration, goal hijacking) are still graded by their rules.
 * Without a model (the rule layer on its own, in tests), evidence combines as a noisy-OR of the
 * rules' hand-set weights, 1 − Π(1 − wᵢ): independent signals each make an attack likelier, and
 * hiding something that then matches a pattern is evidence of its own.
 */
import type { RiskLevel } from '../../domain/risk.ts';
import type { ModelThresholds } from './model/injection-model.ts';
import type { Obfuscation } from './obfuscation.ts';
import type { Findings } from './pattern-matching.ts';

const HIDDEN_PATTERN = 0.5;
const DECODED_TEXT = 0.4;
const RULE_THRESHOLDS: [RiskLevel, number][] = [['Critical', 0.9], ['High', 0.6], ['Medium', 0.35]];
const DECODED: ReadonlySet<Obfuscation> = new Set(['unicode-tags', 'base64', 'hex', 'url-encoding', 'rot13', 'caesar-shift', 'reversed']);

export const noisyOr = (weights: Iterable<number>) => 1 - [...weights].reduce((p, w) => p * (1 - w), 1);

/** The rules' evidence combined, without the model. */
export function patternScore(findings: Findings): number {
  const evidence = [...findings.families.values()];
  if (findings.hidden) evidence.push(HIDDEN_PATTERN);
  else if ([...findings.obfuscations].some((o) => DECODED.has(o))) evidence.push(DECODED_TEXT);
  return noisyOr(evidence);
}

const levelOf = (score: number): RiskLevel => RULE_THRESHOLDS.find(([, min]) => score >= min)?.[0] ?? 'Low';

export function levelFromRules(findings: Findings): RiskLevel {
  return levelOf(patternScore(findings));
}

/**
 * The rules' level from the families the model never learned, because the corpus has (next to) none
 * of them (a family fired on fewer than MIN_SUPPORT train rows): for those the hand-set weights are
 * all there is. The learned families are the model's to weigh.
 */
export function levelFromUnlearned(findings: Findings, learned: ReadonlySet<string>): RiskLevel {
  return levelOf(noisyOr([...findings.families].filter(([family]) => !learned.has(family)).map(([, weight]) => weight)));
}

/**
 * A message this short ("Continue", "Your offer?") is blocked only for a named reason (a pattern or a
 * disguise): a few words are too little for the model's word weights to tell an attack on their own.
 */
const SHORT_MESSAGE = 4;

/** A pattern family fired or a disguise was undone: something the SuperAdmin can be shown by name. */
export const hasNamedReason = ({ families, disguised }: Pick<ModelVerdict, 'families' | 'disguised'>) => families > 0 || disguised;

/** Train rows a family must fire on before the model is trusted to weigh it. */
export const MIN_SUPPORT = 10;

/** What the classifier needs to know of a message to grade it with the model. */
export interface ModelVerdict {
  probability: number;
  families: number;
  hidden: boolean;
  /** Whether the normaliser undid any disguise. */
  disguised: boolean;
  /** How many words the message has. */
  words: number;
}

/**
 * Word weights alone read a learner's ordinary questions to the character ("tell me your side", "what
 * rules do you follow at your company?") as extraction too easily, and blocking those breaks the
 * practice; below the stricter threshold they are recorded and allowed, not blocked.
 */
export function levelFromModel(verdict: ModelVerdict, thresholds: ModelThresholds): RiskLevel {
  const { probability, families, hidden, words } = verdict;
  const alone = probability >= thresholds.blockAlone && words > SHORT_MESSAGE;
  if (probability >= thresholds.block && (hasNamedReason(verdict) || alone)) return families >= 2 || hidden ? 'Critical' : 'High';
  return probability >= thresholds.record ? 'Medium' : 'Low';
}
