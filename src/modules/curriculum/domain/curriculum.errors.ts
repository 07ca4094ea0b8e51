import { AppError } from '#src/platform/errors.ts';
import type { GoalCheck } from './goals.ts';

/** Details: one entry per problem, each naming its field (and index in it) and the problem's code. */
export class GoalsInvalidError extends AppError {
  constructor(check: GoalCheck) {
    super('CURRICULUM.GOALS_INVALID', check.errors.map((e) => e.message).join(' '), check.errors);
  }
}

/** A curriculum is planned from the learner's goals: there must be some. */
export class NoGoalsError extends AppError {
  constructor() {
    super('CURRICULUM.NO_GOALS', 'Save your goals first.');
  }
}

/** Also the answer for another organisation's assignment: whether it exists is none of the caller's business. */
export class AssignmentNotFoundError extends AppError {
  constructor() {
    super('ASSIGNMENT.NOT_FOUND', 'Assignment not found.');
  }
}
