export const ANALYSIS = {
  ResultRepository: Symbol.for('analysis.ResultRepository'),
} as const;
