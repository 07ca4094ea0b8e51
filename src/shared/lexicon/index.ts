/**
 * The language-level lexicon, English and Russian: what a message's words do (acknowledge, blame,
 * dismiss, insult, mock, commit, ask, set a time), read deterministically. Analysis and the offline
 * conversation engine both read messages through it; what a finding is worth is theirs to decide.
 */
export { compileLexicons, findMarkers, hasMarker, lexicon, normalise, outside, type Lexicon, type Marker } from './markers.ts';
export { negatedAt } from './negation.ts';
export { EMPATHY } from './empathy.ts';
export { BLAME } from './blame.ts';
export { DISMISSAL, SOOTHING } from './dismissal.ts';
export { INSULT } from './insult.ts';
export { SARCASM } from './sarcasm.ts';
export { SPECIFIC, TIMED } from './time.ts';
export { AMOUNT, IN_WRITING, NEXT_STEP, PROPOSAL, VAGUE } from './commitments.ts';
export { OPEN_OFFER, OPEN_QUESTION, PARAPHRASE } from './questions.ts';
export { POLITE, STRUCTURE } from './style.ts';
export { contentWords, echoedWords, stem, type ContentWord } from './words.ts';
