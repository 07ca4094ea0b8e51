import { AppError } from '#src/platform/errors.ts';

/** The model's analysis stayed unusable after a corrected retry; the job fails into the retry pipeline. */
export class AnalysisOutputInvalidError extends AppError {
  constructor(details: string) {
    super('ANALYSIS.INVALID_OUTPUT', 'The AI returned an analysis that could not be read.', details);
  }
}

/** SPEC §8: what the results page says while the analysis is still running (or never ran). */
export class ResultsNotFoundError extends AppError {
  constructor() {
    super('ANALYSIS.RESULTS_NOT_FOUND', 'Results not found. The analysis may still be in progress.');
  }
}

/** The achievements file of a content pack does not say what the code understands. */
export class AchievementsInvalidError extends AppError {
  constructor(problems: string[]) {
    super('ANALYSIS.ACHIEVEMENTS_INVALID', `The achievement catalogue is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`, { problems });
  }
}
