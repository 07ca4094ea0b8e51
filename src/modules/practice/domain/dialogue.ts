import { commitmentsIn, hasCommitment, type Commitment } from './commitments.ts';
import type { ConversationSetup, TranscriptLine } from './conversation.ts';
import { charactersInGender } from './gender.ts';
import { asksSomething, blameQuote, disparagingSentences, clampMood, classifyMove, isCheck, isLeaving, isPleasantry, isRequest, isSmallTalk, isVaguePromise, makesOffer, MOOD_CHANGE, statedPart, type Move } from './learner-moves.ts';
import type { Concern, PersonaPlay, SettledBy } from './scenario.ts';
import { mentions, normalise, topicPattern, wordCount } from './words.ts';

/**
 * Where a conversation stands, kept with the session so that any server, after any restart,
 * continues it as it was: what the characters have raised and the learner has settled, what the
 * learner has committed to, the mood, and the phase. Both conversation partners read it (the LLM
 * in its prompt); the learner's side of it is read here, from their words alone.
 */
export type Phase = 'opening' | 'exploring' | 'negotiating' | 'closing' | 'closed';

export interface ConcernState {
  /** Index of the character who has it. */
  character: number;
  key: string;
  /** How many times the character has brought it up. */
  raised: number;
  addressed: boolean;
}

/** What the learner's latest message did, for the character's answer to it. */
export interface LastMessage {
  move: Move;
  question: boolean;
  commitments: Commitment[];
  /** Concerns this message settled, as `character:key`. */
  settled: string[];
  /** The persona's reaction to it: what calms them, or what irritates them. */
  persona: 'calmed' | 'irritated' | null;
  /** The learner's own words that read as blame, if any. */
  quote: string | null;
  /** It put a step on the table (absent in states kept before it was recorded). */
  offer?: boolean;
  /**
   * It only checks that a step works ("does that work for you?"): after an offer, it is answered as
   * an answer to that offer; with none made, there is nothing to say yes to.
   */
  checks?: 'offer' | 'nothing';
  /** In a group scene, the character whose work the message ran down ("events are a waste of money"): they answer it. */
  attacked?: number;
  /** Sorry again, with nothing new to offer: it wins no one over twice. Absent in states kept before it was read. */
  repeated?: boolean;
  /**
   * What the character does now. The learner taking their leave with concerns still open is held
   * back once (`holdOn`), and let go unresolved the next time (`parted`).
   */
  beat: 'continue' | 'escalate' | 'close' | 'walkOut' | 'afterClose' | 'holdOn' | 'parted';
}

export interface DialogueState {
  /** Learner messages heard so far. */
  turn: number;
  phase: Phase;
  /** −5 hostile … +5 won over. */
  mood: number;
  /** Blame, dismissal, drifting off topic. */
  badMoves: number;
  escalated: boolean;
  outcome: 'satisfied' | 'walkedOut' | null;
  concerns: ConcernState[];
  commitments: Commitment[];
  /** The turn each character last spoke (−1: not yet). */
  lastSpoke: number[];
  last: LastMessage | null;
  /** How often the learner has tried to leave (absent in states kept before it was counted). */
  goodbyes?: number;
}

/** How an archetype plays when the learner chose none (the generic conversation partner). */
export const GENERIC_PLAY: PersonaPlay = {
  patience: 3,
  calmedBy: 'empathy',
  phrasing: 'plain',
  en: { opening: [], calmed: [], irritated: [], escalate: [], asides: [] },
  ru: { opening: [], calmed: [], irritated: [], escalate: [], asides: [] },
};

export const playOf = (setup: ConversationSetup): PersonaPlay => setup.persona?.play ?? GENERIC_PLAY;
/** The session's characters, each line in the character's gender (see gender.ts). */
export const characterScripts = (setup: ConversationSetup) => charactersInGender(setup);
export const concernOf = (setup: ConversationSetup, c: Pick<ConcernState, 'character' | 'key'>): Concern | undefined =>
  characterScripts(setup)[c.character]?.concerns.find((k) => k.key === c.key);

export function startDialogue(setup: ConversationSetup): DialogueState {
  const script = setup.scenario.script[setup.locale];
  return {
    turn: 0,
    phase: 'opening',
    mood: clampMood(-1 - (setup.persona?.moodBias ?? 0)),
    badMoves: 0,
    escalated: false,
    outcome: null,
    concerns: script.characters.flatMap((c, character) => c.concerns.map((k) => ({ character, key: k.key, raised: 0, addressed: false }))),
    commitments: [],
    lastSpoke: script.characters.map((_, i) => (script.opening.some((o) => o.speaker === i) ? 0 : -1)),
    last: null,
  };
}

/** The state after the learner's next message, with what the character should do about it. */
export function hearLearner(state: DialogueState, setup: ConversationSetup, message: string): DialogueState {
  const text = normalise(message);
  // What a question names commits to nothing ("how will the board look at it by Friday?").
  const found = commitmentsIn(statedPart(message));
  const attacked = attackedIn(setup, message);
  // Running someone's work down lands as blame, however it is worded.
  const move = attacked !== undefined ? 'blamed' : moveOf(setup, message, found);
  // A question, small talk or blame commits to nothing, whatever time it names ("what matters most tonight?");
  // nor does a vague promise ("I'll decide later").
  const vague = move === 'neutral' && isVaguePromise(message);
  const commitments = move === 'asked' || move === 'offTopic' || move === 'blamed' ? [] : found.filter((c) => !(vague && c.kind === 'action'));
  const offer = makesOffer(message, move);
  // "Does that work for you?" on its own asks about the step just offered, not for a fact.
  const checks = !offer && isCheck(message) && !asksSomething(message) ? (state.last?.offer || state.commitments.length ? 'offer' : 'nothing') : undefined;
  // An offer asked as a question ("could I send it by Friday?", "sorry — I'll refund it today, okay?") is heard as the offer;
  // a question beside an offer is still asked ("I'll refund it today. When did it go out?"). Small talk and a
  // greeting ("hello?") ask for nothing the character knows.
  const question = !checks && move !== 'offTopic' && !(move === 'neutral' && isPleasantry(message))
    && (asksSomething(message) || (move === 'asked' && !offer));
  // Only what is stated explains: "You've been late four times. What's going on?" explains in its first sentence.
  const stated = normalise(statements(message));
  const kinds = settlingKinds(stated, move, commitments);
  const settled = move === 'blamed' ? [] : state.concerns.filter((c) => !c.addressed && settles(setup, c, text, stated, kinds));
  // Patience is for blame and drifting off; what merely irritates an archetype costs mood, not patience.
  const bad = move === 'blamed' || move === 'offTopic';
  const fresh = commitments.filter((c) => !state.commitments.some((k) => k.kind === c.kind && normalise(k.words) === normalise(c.words)));
  // Sorry again, or the same offer again ("I'll refund it by Friday", sent twice), with nothing new in it.
  const repeated = (move === 'acknowledged' || move === 'proposed') && state.last?.move === move && fresh.length === 0 && settled.length === 0
    && (move === 'acknowledged' || (state.last.commitments.length > 0 && commitments.every((c) => state.commitments.some((k) => k.kind === c.kind && normalise(k.words) === normalise(c.words)))));
  const leaving = isLeaving(message) && !question;
  const persona = repeated ? null : personaReaction(playOf(setup), message, move, commitments, state.turn);

  const next: DialogueState = {
    ...state,
    turn: state.turn + 1,
    // A plain answer to what they wanted to know wins them over a little: an interviewer warms to good answers.
    mood: clampMood(state.mood + (repeated ? 0 : MOOD_CHANGE[move]) + Math.min(2, new Set(fresh.map((c) => c.kind)).size)
      + (persona === 'calmed' ? 1 : persona === 'irritated' ? -2 : 0) + (move === 'neutral' && settled.length ? 1 : 0)),
    badMoves: state.badMoves + (bad ? 1 : 0),
    concerns: state.concerns.map((c) => (settled.includes(c) ? { ...c, addressed: true } : c)),
    commitments: [...state.commitments, ...fresh],
  };
  const beat = beatOf(state, next, setup, leaving);
  return {
    ...next,
    escalated: next.escalated || beat === 'escalate',
    outcome: beat === 'close' ? 'satisfied' : beat === 'walkOut' ? 'walkedOut' : next.outcome,
    phase: phaseOf(next, beat),
    goodbyes: (state.goodbyes ?? 0) + (leaving ? 1 : 0),
    last: { move, question, offer, ...(checks ? { checks } : {}), ...(attacked !== undefined ? { attacked } : {}), commitments, settled: settled.map((c) => `${c.character}:${c.key}`), persona, quote: move === 'blamed' ? blameQuote(message) : null, repeated, beat },
  };
}

/**
 * What the learner's message does in this scene. A commitment the word lists missed is still a
 * proposal ("I'll put a note on your account"); small talk asked as a question is still small talk
 * unless it is about the scene ("by the way, when did the charge go out?"); a lone "?" does nothing.
 */
function moveOf(setup: ConversationSetup, message: string, commitments: Commitment[]): Move {
  if (!/[\p{L}\p{N}]/u.test(message)) return 'neutral';
  const lexical = classifyMove(message);
  // "Hello?" greets; it asks nothing.
  if (lexical === 'asked' && isPleasantry(message)) return 'neutral';
  if (lexical === 'neutral' && hasCommitment(commitments, 'action')) return 'proposed';
  // Asking them to do something by a time is putting a step on the table ("can you finish it by 5 pm?").
  if (lexical === 'asked' && isRequest(message) && hasCommitment(commitments, 'deadline')) return 'proposed';
  // "I'll decide later" promises nothing anyone can hold on to.
  if (lexical === 'proposed' && isVaguePromise(message) && !commitments.some((c) => c.kind !== 'action')) return 'neutral';
  if (lexical === 'asked' && isSmallTalk(message) && !mentions(normalise(message), sceneTopics(setup))) return 'offTopic';
  return lexical;
}

/**
 * In a group scene, whose work a sentence runs down: the character whose concerns and facts it names
 * first ("events are a waste of money" is the events lead's). An attack on no one's work is no one's.
 */
function attackedIn(setup: ConversationSetup, message: string): number | undefined {
  const characters = characterScripts(setup);
  if (characters.length < 2) return undefined;
  const sentences = disparagingSentences(message).map(normalise);
  if (!sentences.length) return undefined;
  // The work named first is the one run down: «Контекстная реклама — бесполезная вещь» is digital's, not events' advertising.
  const at = characters.map((c) => {
    const pattern = topicPattern([...c.concerns.flatMap((k) => k.topics), ...c.answers.flatMap((a) => a.topics)]);
    return Math.min(...sentences.map((s, i) => {
      const hit = pattern?.exec(s);
      return hit ? i * 10_000 + hit.index : Infinity;
    }));
  });
  const first = Math.min(...at);
  return first < Infinity ? at.indexOf(first) : undefined;
}

/** Every topic the scene's characters have a concern or a fact about. */
const sceneTopics = (setup: ConversationSetup): string[] =>
  characterScripts(setup).flatMap((c) => [...c.concerns.flatMap((k) => k.topics), ...c.answers.flatMap((a) => a.topics)]);

/** Rebuilds the state from the transcript alone: for a session from before states were kept, or one whose save was lost. */
export function dialogueOf(setup: ConversationSetup, transcript: TranscriptLine[]): DialogueState {
  let state = startDialogue(setup);
  for (const line of transcript) {
    if (line.sender === 'user') state = hearLearner(state, setup, line.content);
    else if (state.turn > 0) state = noteCharacterLine(state, setup, line);
  }
  return state;
}

/** Records a character's line: who spoke, and which concerns it raised. */
export function noteCharacterLine(state: DialogueState, setup: ConversationSetup, line: TranscriptLine): DialogueState {
  const speaker = setup.speakers.findIndex((s) => s.name === line.speaker?.name);
  return {
    ...state,
    lastSpoke: state.lastSpoke.map((t, i) => (i === speaker ? state.turn : t)),
    concerns: state.concerns.map((c) => (concernOf(setup, c)?.raise.some((r) => line.content.includes(r)) ? { ...c, raised: c.raised + 1 } : c)),
  };
}

export const openConcerns = (state: DialogueState) => state.concerns.filter((c) => !c.addressed);

/** The sentences of a message that are not questions. */
const statements = (message: string) => message.split(/(?<=[.!?…])\s+/).filter((s) => !s.trim().endsWith('?')).join(' ');

/** `stated`: the message's statements (see `statements`), normalised. */
function settlingKinds(stated: string, move: Move, commitments: Commitment[]): Set<SettledBy> {
  const kinds = new Set<SettledBy>(commitments.map((c) => c.kind));
  if (move === 'proposed') kinds.add('action');
  if (move === 'acknowledged') kinds.add('empathy');
  const reason = /(?<!\p{L})(?:because|since|the reason|what happened|it was|that's why|which is why|потому что|из-за|так как|дело в том|поэтому|вот почему|произошл\p{L}*|случил\p{L}*|причин\p{L}*)(?!\p{L})/u;
  if (wordCount(stated) >= 8 && reason.test(stated)) kinds.add('explanation');
  return kinds;
}

function settles(setup: ConversationSetup, c: ConcernState, text: string, stated: string, kinds: Set<SettledBy>): boolean {
  const concern = concernOf(setup, c);
  if (!concern) return false;
  const onTopic = concern.topics.length === 0 || mentions(text, concern.topics);
  // A statement on its topic explains, "because" or not ("activation went up from 31% to 44%"), once it
  // was asked about; before, an answer given ahead of the question names more than one thing it is
  // about ("with 140 requests I'd prioritise by RICE", not "I want to talk about the mornings").
  const hits = concern.topics.filter((t) => mentions(stated, [t])).length;
  const aboutIt = c.raised > 0 ? concern.topics.length === 0 || hits > 0 : hits >= 2;
  const explained = concern.settledBy.includes('explanation') && aboutIt && wordCount(stated) >= 6;
  return onTopic && (concern.settledBy.some((k) => kinds.has(k)) || explained);
}

/** Whether the message does what calms this archetype, or what irritates it. */
function personaReaction(play: PersonaPlay, message: string, move: Move, commitments: Commitment[], turn: number): LastMessage['persona'] {
  const words = wordCount(message);
  const facts = /\d/.test(message) || hasCommitment(commitments, 'deadline') || hasCommitment(commitments, 'amount');
  const acted = hasCommitment(commitments, 'action') || move === 'proposed';
  // A date is proof only of something promised: "we overbooked tonight" names a time and promises nothing.
  const proof = (acted && hasCommitment(commitments, 'deadline')) || hasCommitment(commitments, 'writing');
  const verdict: Record<PersonaPlay['calmedBy'], boolean | null> = {
    // Blame already counts against the learner; an archetype's irritation is something else.
    empathy: move === 'acknowledged' ? true : null,
    facts: facts ? true : move === 'acknowledged' ? false : null,
    brevity: words > 60 ? false : words <= 25 && move !== 'neutral' ? true : null,
    proof: proof ? true : acted ? false : null,
    questions: move === 'asked' ? true : acted && turn === 0 ? false : null,
    action: acted ? true : move === 'acknowledged' && turn >= 2 ? false : null,
    respect: move === 'acknowledged' ? true : RESPECTLESS.test(normalise(message)) ? false : null,
  };
  const v = verdict[play.calmedBy];
  // Blame never calms anyone, however short or factual it is.
  if (v === null || (v && move === 'blamed')) return null;
  return v ? 'calmed' : 'irritated';
}

/** Talking down to someone: orders and put-downs an archetype that wants respect will not take. */
const RESPECTLESS = /(?<!\p{L})(?:listen to me|let me explain how|you need to understand|as i said|obviously|just do|you don't understand|слушайте меня|как я уже сказал\p{L}*|вы не понимаете|очевидно же|просто сделайте)(?!\p{L})/u;

function beatOf(before: DialogueState, after: DialogueState, setup: ConversationSetup, leaving: boolean): LastMessage['beat'] {
  if (before.outcome === 'satisfied') return 'afterClose';
  const patience = playOf(setup).patience;
  if (before.escalated && after.badMoves >= patience + 2) return 'walkOut';
  if (openConcerns(after).length === 0 && after.mood > -3) return 'close';
  if (leaving) return (before.goodbyes ?? 0) === 0 ? 'holdOn' : 'parted';
  if (!before.escalated && after.badMoves > before.badMoves && after.badMoves >= patience) return 'escalate';
  return 'continue';
}

function phaseOf(state: DialogueState, beat: LastMessage['beat']): Phase {
  if (beat === 'walkOut') return 'closed';
  if (beat === 'close' || beat === 'afterClose' || beat === 'parted') return 'closing';
  return state.commitments.length > 0 ? 'negotiating' : 'exploring';
}
