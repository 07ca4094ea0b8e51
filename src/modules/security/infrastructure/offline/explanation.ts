/**
 * The SuperAdmin's two sentences: what the message tries to do, built from the families that fired
 * and the disguises used, and what to do about it at this level.
 */
import type { RiskLevel } from '../../domain/risk.ts';
import { OBFUSCATION_WORDS, type Obfuscation } from './obfuscation.ts';
import type { Family } from './pattern-rule.ts';

const DOES: Record<Family, string> = {
  'instruction-override': 'asks the character to disregard its instructions',
  'system-prompt-extraction': 'tries to make it reveal its system prompt',
  'roleplay-jailbreak': 'tries to switch it into a persona or mode without restrictions',
  'refusal-suppression': 'forbids it to refuse or to add warnings',
  'context-injection': 'fakes system or conversation delimiters to inject instructions',
  'payload-splitting': 'splits an instruction into pieces to be put together',
  'translation-or-encoding-request': 'asks for its instructions or answers in an encoding, or to decode and obey hidden text',
  'authority-claim': 'claims to be its developer or an administrator',
  'evaluation-manipulation': 'tries to dictate the scores of the analysis',
  'goal-hijacking': 'tries to turn the practice into an unrelated or harmful task',
  'data-exfiltration': 'tries to extract secrets or other users\' data',
};

const ACTION: Record<RiskLevel, string> = {
  Low: 'No action needed.',
  Medium: 'Allowed and recorded; no action needed unless the user keeps doing this — then look at the session.',
  High: 'Blocked; no action needed unless the user repeats this — then review the account.',
  Critical: 'Blocked; review the account and its recent sessions, and consider suspending it if attempts continue.',
};

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function explain(level: RiskLevel, families: Family[], obfuscations: Obfuscation[], modelScore: number | null): { reasoning: string; suggestedAction: string } {
  if (level === 'Low') return { reasoning: 'Ordinary conversation: nothing suggests an attempt to manipulate the character.', suggestedAction: ACTION.Low };
  const parts: string[] = [];
  if (families.length > 0) parts.push(list(families.map((f) => DOES[f])));
  // The score itself is in no sentence: the level already says how sure the model was, and the web words the sentence again from the patterns.
  else if (modelScore !== null) parts.push('reads like known injection attempts though no specific pattern matched');
  else parts.push('hides text in a way ordinary messages do not');
  let sentence = parts[0].charAt(0).toUpperCase() + parts[0].slice(1);
  if (obfuscations.length > 0) sentence += `; the text was hidden with ${list(obfuscations.map((o) => OBFUSCATION_WORDS[o]))}`;
  return { reasoning: `${sentence}.`, suggestedAction: ACTION[level] };
}
