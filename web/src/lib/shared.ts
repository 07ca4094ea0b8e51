// Rules the server and the web share live in src/shared (pure code, no imports), written once;
// the web takes them from here, as lib/contracts.ts does for the API types.
export { normaliseGoals } from '../../../src/shared/goals';
export { charactersLeft, checkLearnerMessage, LOW_CHARACTERS_LEFT, MAX_MESSAGE_LENGTH } from '../../../src/shared/learner-message';
