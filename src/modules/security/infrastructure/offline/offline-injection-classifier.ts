/**
 * The offline InjectionClassifier (OWASP LLM01): screens every learner message on the hot path with
 * no network. Layers: a de-obfuscating normaliser (normalise.ts), named pattern families in English
 * and Russian over every view (pattern-matching.ts), a small neural network over hashed
 * n-grams and what the patterns found (model/), which grades the message (risk-scoring.ts). The
 * patterns name what fired, for the SuperAdmin, whatever decided the level.
 */
import { higherRisk, isBlocked, isRecorded } from '../../domain/risk.ts';
import type { InjectionClassifier, Screening, ScreeningLocale } from '../../domain/screening.ts';
import { explain } from './explanation.ts';
import { shippedModel, type InjectionModel } from './model/injection-model.ts';
import { modelFeatures } from './model/model-inputs.ts';
import { normalise } from './normalise.ts';
import type { Obfuscation } from './obfuscation.ts';
import { compilePatterns, matchPatterns } from './pattern-matching.ts';
import { FAMILIES } from './pattern-rule.ts';
import { levelFromModel, levelFromRules, levelFromUnlearned } from './risk-scoring.ts';

const wordCount = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

export class OfflineInjectionClassifier implements InjectionClassifier {
  readonly kind = 'offline' as const;

  /** `model`: null screens with patterns alone (tests of the rule layer); the shipped model by default. */
  constructor(private readonly model: InjectionModel | null = shippedModel()) {}

  classify(text: string, locale: ScreeningLocale): Promise<Screening> {
    return Promise.resolve(this.screen(text, locale));
  }

  /**
   * What a server does while it starts, so that its first learner messages do not wait (0.3–0.5 s
   * otherwise): every pattern compiled and run, and a line screened in each language.
   */
  warmUp(): void {
    compilePatterns();
    this.screen('Sorry about the delay: what would help most?', 'en');
    this.screen('Извините за задержку: что вам сейчас поможет?', 'ru');
  }

  screen(text: string, locale: ScreeningLocale): Screening {
    const normalised = normalise(typeof text === 'string' ? text : '', locale);
    const findings = matchPatterns(normalised);
    const probability = this.model ? Math.max(...modelFeatures(normalised, findings).map((x) => this.model!.probability(x))) : null;
    const level = this.model && probability !== null
      ? higherRisk(levelFromModel({ probability, families: findings.families.size, hidden: findings.hidden, disguised: findings.obfuscations.size > 0, words: wordCount(normalised.folded) }, this.model.thresholds(locale)), levelFromUnlearned(findings, this.model.learnedFamilies))
      : levelFromRules(findings);
    const families = FAMILIES.filter((f) => findings.families.has(f));
    const obfuscations = [...findings.obfuscations].sort() as Obfuscation[];
    const byModel = probability !== null && isRecorded(level) ? [isBlocked(level) ? 'model:likely-injection' : 'model:possible-injection'] : [];
    const patterns = level === 'Low' ? [] : [...families, ...obfuscations.map((o) => `obfuscation:${o}`), ...byModel];
    return { riskLevel: level, patterns, ...explain(level, families, obfuscations, probability) };
  }
}
