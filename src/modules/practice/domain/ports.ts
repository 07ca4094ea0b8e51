import type { SimulationEvents } from '../http/sessions.contracts.ts';
import type { CastMember, Difficulty, LanguageScript, PersonaArchetype, Rubric, Scenario } from './scenario.ts';
import type { KeptSession, PracticeSession, Sender, SessionMessage } from './session.ts';
import type { ConversationSetup, Speaker, SpokenLine, TranscriptLine } from './conversation.ts';
import type { DialogueState } from './dialogue.ts';

/** A persona archetype as a content pack describes it (no id yet). */
export type PersonaDraft = Omit<PersonaArchetype, 'id'>;

/** A scenario as a content pack describes it: category by name, personas by key. */
export interface ScenarioDraft {
  key: string;
  name: string;
  name_ru: string;
  description: string;
  description_ru: string;
  category: { name: string; name_ru: string };
  difficulty: Difficulty;
  personaKeys: string[];
  systemPrompt: string;
  cast: CastMember[];
  /** Absent: the engine plays a generic script (see domain/generic-script.ts). */
  script?: { en: LanguageScript; ru: LanguageScript };
  /** Absent: the generic rubric is shown (see domain/rubric.ts). */
  rubric?: Rubric;
  /** Out of the catalogue, kept for its sessions' history (ADR 0031); absent when offered. */
  retired?: boolean;
}

/** A team member whose sessions count only from `countsFrom` (when they joined the team). */
export interface CountingMember {
  userId: number;
  countsFrom: Date;
}

export type RecordAction = 'created' | 'updated' | 'unchanged';
export interface RecordOutcome {
  kind: 'persona' | 'category' | 'scenario';
  key: string;
  action: RecordAction;
}

export interface Catalogue {
  /** What learners are offered. */
  scenarios: Scenario[];
  /**
   * Scenarios a SuperAdmin deleted after they were played (ADR 0031): offered to nobody, but the
   * sessions played on them still show their names and play to their end.
   */
  retired: Scenario[];
  personas: PersonaArchetype[];
}

/** A scenario by id, offered or retired: for sessions that exist already, never for starting one. */
export const playedScenario = (catalogue: Catalogue, id: number): Scenario | undefined =>
  catalogue.scenarios.find((s) => s.id === id) ?? catalogue.retired.find((s) => s.id === id);

export interface CatalogueRepository {
  /** Everything a learner can browse, and the retired scenarios, with categories and personas resolved. */
  load(): Promise<Catalogue>;
  scenarioCount(): Promise<number>;
  personaKeys(): Promise<Set<string>>;
  /**
   * Creates or updates every record by its key in one transaction: all or nothing. With
   * `dryRun` the same work is done and then rolled back, so the outcomes are exact.
   */
  upsert(
    drafts: { personas: PersonaDraft[]; scenarios: ScenarioDraft[] },
    options: { dryRun: boolean; onProgress?: (done: number, total: number) => void },
  ): Promise<RecordOutcome[]>;
  /** Every persona and scenario (retired ones flagged), as drafts, for export. */
  drafts(): Promise<{ personas: PersonaDraft[]; scenarios: ScenarioDraft[] }>;
}

export type NewSession = Omit<PracticeSession, 'id' | 'status' | 'startedAt' | 'endedAt' | 'branchOf'> & { branchOf?: PracticeSession['branchOf'] };

export interface SessionRepository {
  add(session: NewSession): Promise<PracticeSession>;
  find(id: number): Promise<PracticeSession | null>;
  messages(sessionId: number): Promise<SessionMessage[]>;
  /** Whether the learner has said anything in the session (a coach tip or a character's line does not count). */
  hasLearnerMessage(sessionId: number): Promise<boolean>;
  /** Keeps a line of the learner's session (the learner too, so their lines are found without their sessions). */
  addMessage(learner: LearnerRef, message: { sender: Sender; content: string; speaker: Speaker | null }): Promise<SessionMessage>;
  update(id: number, changes: Partial<Pick<PracticeSession, 'status' | 'endedAt'>>): Promise<void>;
  /** Turns the coach on in a session in progress unless it is on already; true only for the call that turned it on (two at once: one). */
  turnCoachOn(id: number): Promise<boolean>;
  /** The dialogue state saved after the session's last reply; null before the first. */
  dialogue(id: number): Promise<DialogueState | null>;
  saveDialogue(id: number, state: DialogueState): Promise<void>;
  /**
   * Marks an in-progress session completed unless a reply holds it (a claim newer than
   * `staleBefore`); false when it was not in progress (ended already, by a racing call) or is held.
   */
  end(id: number, at: Date, staleBefore: Date): Promise<boolean>;
  /**
   * Claims the right to answer the session's next message, for every process at once: true when
   * the session is in progress (a discarded one takes no more lines) and no reply holds it, or the
   * one that does started before `staleBefore` (its process died).
   */
  claimReply(id: number, at: Date, staleBefore: Date): Promise<boolean>;
  /** Moves the claim made `from` to `to` (the reply is still alive); false when another reply has taken it over. */
  renewReply(id: number, from: Date, to: Date): Promise<boolean>;
  /** Gives the claim made `at` back; a newer claim (taken over after this one went stale) is left alone. */
  releaseReply(id: number, at: Date): Promise<void>;
  /**
   * How many sessions (not discarded) these users started since `since`, each user's counted only from their own
   * `countsFrom` when that is later, and how many of the users started one (a team's activity,
   * counted in the database).
   */
  startedSince(members: readonly CountingMember[], since: Date): Promise<{ sessions: number; learners: number }>;
  /**
   * The user's unfinished sessions, newest first, with their scenario, their count of lines (the
   * characters' and the learner's) and whether the learner has said anything yet.
   */
  unended(userId: number, page: number, pageSize: number): Promise<{ items: (PracticeSession & { messageCount: number; spoken: boolean })[]; hasMore: boolean }>;
  /**
   * Throws away a session the learner never spoke in: marks it `Discarded` (not ended: it was never
   * practised, so it has no duration), in one conditional write,
   * only while it is in progress, no reply holds it (claimed since `staleBefore`) and no line of the
   * learner's is kept. Null when any of that no longer holds; else whether the coach was on, as the
   * write found it (a tab may have turned it on since the session was read).
   */
  discard(id: number, staleBefore: Date): Promise<{ coachEnabled: boolean } | null>;
  /** Every session the user kept (discarded ones left out), oldest first, without persona or messages: which scenarios they played and how far. */
  tracesOf(userId: number): Promise<SessionTrace[]>;
  /** Session id → scenario id for those of these sessions that are the user's. */
  scenariosOf(userId: number, sessionIds: readonly number[]): Promise<Map<number, number>>;
  /** The kept sessions of any of these users in any of these scenarios started at or after `since`, in one query. */
  tracesOfMany(userIds: readonly number[], scenarioIds: readonly number[], since: Date): Promise<LearnerSessionTrace[]>;
}

/** One session of a learner, reduced to where it stands. */
export type SessionTrace = Pick<KeptSession, 'id' | 'scenarioId' | 'status' | 'startedAt' | 'endedAt'>;
export type LearnerSessionTrace = SessionTrace & { userId: number };

export interface EndedSession {
  sessionId: number;
  userId: number;
}

/** Port for modules that act when a learner ends a session (analysis queues its scoring). */
export interface SessionEndedListener {
  /** Runs inside the transaction that ends the session: record what must survive a crash right after. */
  recordEnded(ended: EndedSession): Promise<void>;
  /** Runs once that transaction has committed. */
  afterEnded(ended: EndedSession): Promise<void>;
}

/**
 * Port: each learner's count of sessions completed and still in progress, which the SuperAdmin's
 * people list sorts by (R2.10). Bound to the identity module, which keeps them on the account.
 * Both run inside the transaction that starts or ends the session, so the counts never drift.
 */
export interface LearnerTally {
  sessionStarted(userId: number): Promise<void>;
  sessionCompleted(userId: number): Promise<void>;
  /** A session thrown away unspoken was never one the learner practised in: it leaves the count of those in progress. */
  sessionDiscarded(userId: number): Promise<void>;
}

/** Whose turn a model call serves: the AI allowance and the usage ledger count per learner and per session. */
export interface LearnerRef {
  userId: number;
  sessionId: number;
}

/** What a partner answers: the conversation so far and the dialogue state after the learner's last message. */
export interface PartnerTurn {
  /** Absent outside a session (tools, tests): the model call is then counted under no learner. */
  learner?: LearnerRef;
  setup: ConversationSetup;
  transcript: TranscriptLine[];
  dialogue: DialogueState;
  /** The session's secret marker: a partner with a hidden prompt puts it there, so a reply quoting the prompt gives itself away. */
  canary: string;
}

/**
 * What a partner produces while it answers; text arrives as deltas, then the whole line. A partner
 * that moves the dialogue on (who spoke, what was raised) ends with the state after its reply.
 */
export type PartnerEvent =
  | { type: 'typing'; speaker: Speaker }
  | { type: 'delta'; speaker: Speaker; text: string }
  | { type: 'line'; speaker: Speaker; content: string }
  | { type: 'dialogue'; dialogue: DialogueState };

/** What a character says, as it streams. */
export type SpeechEvent = Exclude<PartnerEvent, { type: 'dialogue' }>;

/** Port: plays the scenario's character(s). */
export interface ConversationPartner {
  readonly kind: 'offline' | 'llm';
  /** The character(s)' first words. */
  opening(setup: ConversationSetup): Promise<SpokenLine[]>;
  /** The next line(s) after the learner's last message; one or more speakers in turn. */
  reply(turn: PartnerTurn, signal?: AbortSignal): AsyncIterable<PartnerEvent>;
  /** What the partner tells its model and the learner must never read; null when nothing is hidden. */
  hiddenPrompt(turn: PartnerTurn): string | null;
}

/** Port: a short whispered tip after a learner message, or null when there is nothing worth saying. */
export interface Coach {
  readonly kind: 'offline' | 'llm';
  tip(setup: ConversationSetup, transcript: TranscriptLine[], learner?: LearnerRef): Promise<string | null>;
}

/** What is left of today's AI allowance (UTC day): the least of the learner's and the session's. */
export interface AiAllowanceLeft {
  calls: number;
  tokens: number;
  /** The session's last character turn was one the allowance refused (the built-in engine took it). */
  lastTurnRefused: boolean;
}

/**
 * Port (the security module): daily caps on model calls and tokens per learner and per session
 * (OWASP LLM10), asked before the characters or the coach call the model.
 */
export interface AiAllowance {
  remaining(learner: LearnerRef): Promise<AiAllowanceLeft>;
  /** Keeps a turn the allowance refused, for the SuperAdmin and so that the learner is told once. */
  refused(learner: LearnerRef, purpose: 'character' | 'coach'): Promise<void>;
}

/** Port: pushes a session's live events to whoever watches it (the learner's sockets). */
export interface SessionEvents {
  emit<K extends keyof SimulationEvents>(sessionId: number, name: K, data: SimulationEvents[K]): void;
}

/**
 * Port: work that goes on after the call that started it has answered (the coach's tip after the
 * characters' reply), in a unit of work of its own. A failure is logged, never thrown: nobody waits.
 */
export interface BackgroundWork {
  start(name: string, work: () => Promise<void>): void;
}

/** Where a learner's message came from, for the security record. */
export interface MessageOrigin {
  email: string;
  ip: string | null;
}

/** A learner's message with what the security module keeps about it. */
export interface ScreenedMessage {
  userId: number;
  origin: MessageOrigin;
  /** Null for words given before a session exists (a character's first name at the start). */
  sessionId: number | null;
  locale: 'en' | 'ru';
  text: string;
  /** The conversation before the message, oldest first. */
  history: TranscriptLine[];
  scenario: { name: string; description: string };
}

/**
 * Port (the security module): looks at a learner's message before it is kept or reaches any model
 * (OWASP LLM01). Throws when it must go no further: SECURITY.MESSAGE_BLOCKED, or
 * SECURITY.SENDING_PAUSED while the learner is paused after repeated blocked messages.
 */
export interface MessageScreen {
  screen(message: ScreenedMessage): Promise<void>;
}

/**
 * Port (the security module): the characters' reply as it may reach the learner (OWASP LLM07).
 * A line that gives the hidden prompt away is replaced by a safe one before any of it is sent.
 */
export interface ReplyGuard {
  canaryOf(sessionId: number): string;
  watch(message: ScreenedMessage, hiddenPrompt: string, canary: string, reply: AsyncIterable<PartnerEvent>): AsyncIterable<PartnerEvent>;
}
