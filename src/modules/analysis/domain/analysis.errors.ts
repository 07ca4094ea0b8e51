import { AppError } from '#src/platform/errors.ts';

/** The model's analysis stayed unusable after a corrected retry; the job fails into the retry pipeline. */
export class AnalysisOutputInvalidError extends AppError {
  constructor(details: string) {
    super('ANALYSIS.INVALID_OUTPUT', 'The AI returned an analysis that could not be read.', details);
  }
}

/**
 * SPEC §8 "Missing session": no such session, or not the caller's. One answer for both, so an id
 * says nothing about sessions that are not yours.
 */
export class SessionNotFoundError extends AppError {
  constructor() {
    super('ANALYSIS.SESSION_NOT_FOUND', "Session not found or you don't have access to view it.");
  }
}

/** The learner's session has not ended: there is nothing to analyse until it does. */
export class SessionInProgressError extends AppError {
  constructor() {
    super('ANALYSIS.SESSION_IN_PROGRESS', 'This session has not ended yet. Finish it to get your analysis.');
  }
}

/** SPEC §8 Results 404: the session ended and its analysis is queued or running. */
export class ResultsPendingError extends AppError {
  constructor() {
    super('ANALYSIS.RESULTS_PENDING', 'Results not found. The analysis may still be in progress.');
  }
}

/** Every attempt failed: the failure is recorded and a SuperAdmin can re-queue it (ADR 0007). */
export class AnalysisFailedError extends AppError {
  constructor() {
    super('ANALYSIS.FAILED', 'We could not analyse this session. The failure has been recorded, and an administrator can run the analysis again.');
  }
}

/** The achievements file of a content pack does not say what the code understands. */
export class AchievementsInvalidError extends AppError {
  constructor(problems: string[]) {
    super('ANALYSIS.ACHIEVEMENTS_INVALID', `The achievement catalogue is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`, { problems });
  }
}

/** SPEC §8 Analytics 404: no member of the caller's team has an analysed session yet. */
export class TeamAnalyticsNotFoundError extends AppError {
  constructor() {
    super('ANALYTICS.NOT_FOUND', 'Analytics data not found.');
  }
}
