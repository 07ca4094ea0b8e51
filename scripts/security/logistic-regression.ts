/**
 * L2-regularised logistic regression, full-batch with Adam: no shuffling, so the same rows give the
 * same weights to the last bit on every run and machine (the weights file is committed and must be
 * reproducible). Classes are weighted to count equally, whatever the corpus's balance.
 */
import { BUCKET_BITS, dot, sigmoid, type SparseVector } from '#src/modules/security/infrastructure/offline/model/hashed-features.ts';

export interface Example {
  x: SparseVector;
  y: 0 | 1;
}

export interface Trained {
  bias: number;
  weights: Float64Array;
}

export interface TrainOptions {
  l2: number;
  iterations?: number;
  learningRate?: number;
}

export function trainLogistic(examples: Example[], { l2, iterations = 300, learningRate = 0.05 }: TrainOptions): Trained {
  const dims = 1 << BUCKET_BITS;
  const weights = new Float64Array(dims);
  const [m, v, grad] = [new Float64Array(dims + 1), new Float64Array(dims + 1), new Float64Array(dims + 1)];
  const positives = examples.filter((e) => e.y === 1).length;
  const classWeight = [0.5 / Math.max(1, examples.length - positives), 0.5 / Math.max(1, positives)];
  let bias = 0;
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  for (let t = 1; t <= iterations; t++) {
    grad.fill(0);
    for (const { x, y } of examples) {
      const g = (sigmoid(bias + dot(weights, x)) - y) * classWeight[y];
      for (let k = 0; k < x.indices.length; k++) grad[x.indices[k]] += g * x.values[k];
      grad[dims] += g;
    }
    for (let i = 0; i <= dims; i++) {
      const g = i < dims ? grad[i] + l2 * weights[i] : grad[i];
      m[i] = beta1 * m[i] + (1 - beta1) * g;
      v[i] = beta2 * v[i] + (1 - beta2) * g * g;
      const step = (learningRate * (m[i] / (1 - beta1 ** t))) / (Math.sqrt(v[i] / (1 - beta2 ** t)) + eps);
      if (i < dims) weights[i] -= step;
      else bias -= step;
    }
  }
  return { bias, weights };
}

export const predict = (model: Trained, x: SparseVector) => sigmoid(model.bias + dot(model.weights, x));
