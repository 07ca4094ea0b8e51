import type { TFunction } from 'i18next';
import type { HackingAttemptView } from '../../../lib/contracts';
import { parsePatterns } from './attempt-fields';

type Explained = Pick<HackingAttemptView, 'reasoning' | 'suggestedAction'>;

/**
 * "AI analysis" and "Suggested action" in the reader's language. A language model's review is shown
 * in its own words. The built-in screening's two sentences say no more than the patterns and the
 * level, so they are worded here again (the server keeps them in English for API clients); a
 * pattern this client has no words for leaves the server's sentences as they are.
 */
export function explanationOf(attempt: Pick<HackingAttemptView, 'reviewedBy' | 'source' | 'riskLevel' | 'detectedPatterns' | 'reasoning' | 'suggestedAction'>, t: TFunction<'hackingAttempts'>, locale: string): Explained {
  const kept = { reasoning: attempt.reasoning, suggestedAction: attempt.suggestedAction };
  if (attempt.reviewedBy === 'llm') return kept;
  if (attempt.source === 'output') return { reasoning: t('explain.leak'), suggestedAction: t('explain.leakAction') };
  const action = t(`explain.actions.${attempt.riskLevel}`);
  if (attempt.riskLevel === 'Low') return { reasoning: t('explain.ordinary'), suggestedAction: action };
  const patterns = parsePatterns(attempt.detectedPatterns);
  const families = patterns.filter((p) => !p.includes(':'));
  const disguises = patterns.filter((p) => p.startsWith('obfuscation:')).map((p) => p.slice('obfuscation:'.length));
  const worded = (key: string) => t(key, { defaultValue: '' });
  const does = families.map((f) => worded(`explain.families.${f}`));
  const hidden = disguises.map((d) => worded(`explain.disguises.${d}`));
  if ([...does, ...hidden].some((w) => !w)) return kept;
  // British English, as the product writes it (and the server's sentences): no comma before "and".
  const list = (items: string[]) => new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(items);
  // As the server chooses: the model's reading when it spoke, else the disguise alone.
  const byModel = patterns.some((p) => p.startsWith('model:'));
  let sentence = does.length ? list(does) : t(byModel ? 'explain.modelOnly' : 'explain.hiddenOnly');
  sentence = sentence.charAt(0).toLocaleUpperCase(locale) + sentence.slice(1);
  if (hidden.length) sentence += t('explain.hiddenWith', { disguises: list(hidden) });
  return { reasoning: `${sentence}.`, suggestedAction: action };
}

/**
 * A detected pattern's badge: a short name in the reader's language. The stable code (what
 * `rapport security scan` prints) stays the badge's title; a code this client has no words for is
 * shown as it is.
 */
export function patternLabel(pattern: string, t: TFunction<'hackingAttempts'>): string {
  const [kind, name] = pattern.includes(':') ? pattern.split(':', 2) as [string, string] : ['', pattern];
  const worded = (key: string) => t(key, { defaultValue: '' });
  if (kind === 'obfuscation') {
    const how = worded(`patterns.disguises.${name}`);
    return how ? t('patterns.disguise', { how }) : pattern;
  }
  const key = kind === 'model' ? `patterns.model.${name}` : kind === '' ? `patterns.families.${name}` : null;
  return (key && worded(key)) || pattern;
}
