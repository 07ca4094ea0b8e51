import { AppError } from '#src/platform/errors.ts';

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
