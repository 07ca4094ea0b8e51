// Rules the server and the web share live in src/shared (pure code, no imports), written once;
// the web takes them from here, as lib/contracts.ts does for the API types.
export { MAX_GOAL_LENGTH, MAX_OWN_GOALS, normaliseGoals, sortGoals } from '../../../src/shared/goals';
export { matchGoal } from '../../../src/shared/goal-matching';
export { charactersLeft, checkLearnerMessage, LOW_CHARACTERS_LEFT, MAX_MESSAGE_LENGTH } from '../../../src/shared/learner-message';
export { describeImprovement, describeSkill, describeStrength, type Translator } from '../../../src/shared/describe-findings';
export { scoreBand, SKILLS, type Language, type ScoreBand, type Skill } from '../../../src/shared/findings';
export { DAY_MS, isCalendarDay, isRangeReversed } from '../../../src/shared/calendar-day';
export { isTimeZone } from '../../../src/shared/time-zone';
export { firstNameInGender, firstNameOf } from '../../../src/shared/character-name';
