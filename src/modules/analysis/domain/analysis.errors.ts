import { AppError } from '#src/platform/errors.ts';

/** The model's analysis stayed unusable after a corrected retry; the job fails into the retry pipeline. */
export class AnalysisOutputInvalidError extends AppError {
  constructor(details: string) {
    super('ANALYSIS.INVALID_OUTPUT', 'The AI returned an analysis that could not be read.', details);
  }
}
