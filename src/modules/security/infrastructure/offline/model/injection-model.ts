/**
 * The statistical layer: logistic regression over hashed word and character n-grams of the
 * normalised text. Chosen over naive Bayes because its probabilities are calibrated enough to put a
 * threshold on, and over anything larger because it trains in seconds on a corpus of a few thousand
 * rows, fits in a small JSON file and scores a message in microseconds. Trained by
 * `npm run security:train` (scripts/security/train-injection-model.ts) on the corpus's train split.
 */
import type { ScreeningLocale } from '../../../domain/screening.ts';
import trained from './injection-model.weights.json' with { type: 'json' };
import { BUCKET_BITS, dot, sigmoid, type SparseVector } from './hashed-features.ts';

export interface ModelThresholds {
  /** Probability at which the model blocks a message that also has a named reason (a pattern family or a disguise). */
  block: number;
  /** The stricter probability at which the model blocks on its word weights alone, with no named reason. */
  blockAlone: number;
  /** Probability at which the model alone records. */
  record: number;
}

export interface InjectionModelFile {
  bucketBits: number;
  bias: number;
  /** Dense, one weight per hash bucket, rounded to keep the file small. */
  weights: number[];
  thresholds: Record<ScreeningLocale, ModelThresholds>;
  /** Pattern families frequent enough in the train split for the model to have learned their weight. */
  learnedFamilies: string[];
  trainedOn: { rows: number; attacks: number; benign: number; corpusSha256: string };
}

export class InjectionModel {
  private readonly weights: Float32Array;

  constructor(private readonly file: InjectionModelFile) {
    if (file.bucketBits !== BUCKET_BITS || file.weights.length !== 1 << BUCKET_BITS) {
      throw new Error(`injection model has ${file.weights.length} weights for ${file.bucketBits} bits; retrain with npm run security:train`);
    }
    // An older file without a threshold would compare against undefined and silently never block.
    for (const [locale, t] of Object.entries(file.thresholds)) {
      if (![t.block, t.blockAlone, t.record].every(Number.isFinite)) throw new Error(`injection model lacks ${locale} thresholds; retrain with npm run security:train`);
    }
    this.weights = Float32Array.from(file.weights);
  }

  probability(x: SparseVector): number {
    return sigmoid(this.file.bias + dot(this.weights, x));
  }

  thresholds(locale: ScreeningLocale): ModelThresholds {
    return this.file.thresholds[locale];
  }

  get learnedFamilies(): ReadonlySet<string> {
    return (this.learned ??= new Set(this.file.learnedFamilies));
  }

  private learned?: ReadonlySet<string>;
}

let shipped: InjectionModel | undefined;
/** The committed model, loaded once on first use. */
export const shippedModel = () => (shipped ??= new InjectionModel(trained as InjectionModelFile));
