import { AppError, NotFoundError } from '#src/platform/errors.ts';

/** A problem a content writer can act on: which file, which record, which field. */
export interface ContentProblem {
  file: string;
  record: string | null;
  field: string | null;
  message: string;
}

/** A content import refused as a whole: nothing was written. */
export class ContentInvalidError extends AppError {
  constructor(readonly problems: ContentProblem[]) {
    super('PRACTICE.CONTENT_INVALID', `The content has ${problems.length} problem(s); nothing was imported.`, problems);
  }
}

export class ScenarioNotFoundError extends NotFoundError {
  constructor() {
    super('Scenario not found.', 'PRACTICE.SCENARIO_NOT_FOUND');
  }
}
