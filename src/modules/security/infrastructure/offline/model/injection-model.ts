/**
 * The statistical layer: a small neural network (one hidden layer of 32 ReLU units) over hashed word
 * and character n-grams of the normalised text and what the patterns found. Chosen over the logistic
 * regression it replaced because, out of fold on the train split, it ranked unseen wording better (it
 * can weigh words together: "read me" with "your personality paragraph") while it still trains in
 * minutes on a corpus of a few thousand rows and scores a message in tens of microseconds. Trained by
 * `npm run security:train` (scripts/security/train-injection-model.ts) on the corpus's train split.
 */
import type { ScreeningLocale } from '../../../domain/screening.ts';
import trained from './injection-model.weights.json' with { type: 'json' };
import { BUCKET_BITS, sigmoid, type SparseVector } from './hashed-features.ts';

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
  hidden: number;
  /** [bucket][unit] row-major, int8 in base64; unit u's weights are these times scale[u]. */
  layer1: { weights: string; scale: number[]; bias: number[] };
  layer2: { weights: number[]; bias: number };
  thresholds: Record<ScreeningLocale, ModelThresholds>;
  /** Pattern families frequent enough in the train split for the model to have learned their weight. */
  learnedFamilies: string[];
  trainedOn: { rows: number; attacks: number; benign: number; corpusSha256: string };
}

export class InjectionModel {
  private readonly layer1: Int8Array;
  /** The hidden units' sums, reused across calls. */
  private readonly sums: Float64Array;

  constructor(private readonly file: InjectionModelFile) {
    const { hidden, layer1, layer2 } = file;
    const bytes = layer1 ? Buffer.from(layer1.weights, 'base64') : Buffer.alloc(0);
    if (file.bucketBits !== BUCKET_BITS || !hidden || bytes.length !== hidden << BUCKET_BITS
      || layer1.scale.length !== hidden || layer1.bias.length !== hidden || layer2?.weights.length !== hidden) {
      throw new Error(`injection model's layers do not fit ${BUCKET_BITS}-bit features; retrain with npm run security:train`);
    }
    // An older file without a threshold would compare against undefined and silently never block.
    for (const [locale, t] of Object.entries(file.thresholds)) {
      if (![t.block, t.blockAlone, t.record].every(Number.isFinite)) throw new Error(`injection model lacks ${locale} thresholds; retrain with npm run security:train`);
    }
    this.layer1 = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    this.sums = new Float64Array(hidden);
  }

  probability(x: SparseVector): number {
    const { hidden: h, layer1, layer2 } = this.file;
    const sums = this.sums.fill(0);
    const weights = this.layer1; // a local: the hot loop runs (features × units) times
    const { indices, values } = x;
    for (let k = 0; k < indices.length; k++) {
      const base = indices[k] * h;
      const value = values[k];
      for (let u = 0; u < h; u++) sums[u] += weights[base + u] * value;
    }
    let z = layer2.bias;
    for (let u = 0; u < h; u++) {
      const activation = layer1.bias[u] + layer1.scale[u] * sums[u];
      if (activation > 0) z += layer2.weights[u] * activation;
    }
    return sigmoid(z);
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
