/** In-memory stand-ins for the practice ports, so use cases run with no database, socket or AI. */
import type { Transactions } from '#src/platform/db/transactions.ts';
import type { SpokenLine, TranscriptLine } from '#src/modules/practice/domain/conversation.ts';
import type { DialogueState } from '#src/modules/practice/domain/dialogue.ts';
import { AppError } from '#src/platform/errors.ts';
import type {
  AiAllowance, AiAllowanceLeft, BackgroundWork, Catalogue, CatalogueRepository, Coach, ConversationPartner, MessageScreen, NewSession, PartnerEvent, PartnerTurn, ReplyGuard,
  CountingMember, LearnerRef, LearnerTally, ScreenedMessage, SessionEndedListener, SessionEvents, SessionRepository,
} from '#src/modules/practice/domain/ports.ts';
import type { PracticeSession, Sender, SessionMessage } from '#src/modules/practice/domain/session.ts';
import type { Speaker } from '#src/modules/practice/domain/conversation.ts';
import type { SimulationEvents } from '#src/modules/practice/http/sessions.contracts.ts';

export class InMemorySessionRepository implements SessionRepository {
  readonly sessions = new Map<number, PracticeSession & { replyStartedAt: Date | null }>();
  readonly saved: SessionMessage[] = [];
  readonly dialogues = new Map<number, DialogueState>();
  private nextId = 1;

  async add(session: NewSession): Promise<PracticeSession> {
    const row = { ...session, id: this.nextId++, status: 'InProgress' as const, startedAt: new Date(), endedAt: null, replyStartedAt: null, branchOf: session.branchOf ?? null };
    this.sessions.set(row.id, row);
    return { ...row };
  }
  async find(id: number) {
    const row = this.sessions.get(id);
    return row ? { ...row } : null;
  }
  async messages(sessionId: number) {
    return this.saved.filter((m) => m.sessionId === sessionId);
  }
  async hasLearnerMessage(sessionId: number) {
    return this.saved.some((m) => m.sessionId === sessionId && m.sender === 'user');
  }
  async addMessage({ sessionId }: { sessionId: number }, message: { sender: Sender; content: string; speaker: Speaker | null }) {
    const saved = { ...message, id: this.saved.length + 1, sessionId, createdAt: new Date() };
    this.saved.push(saved);
    return saved;
  }
  async update(id: number, changes: Partial<PracticeSession>) {
    Object.assign(this.sessions.get(id)!, changes);
  }
  async turnCoachOn(id: number) {
    const row = this.sessions.get(id)!;
    if (row.coachEnabled || row.status !== 'InProgress') return false;
    row.coachEnabled = true;
    return true;
  }
  async end(id: number, at: Date, staleBefore: Date) {
    const row = this.sessions.get(id);
    if (row?.status !== 'InProgress' || (row.replyStartedAt && row.replyStartedAt >= staleBefore)) return false;
    Object.assign(row, { status: 'Completed', endedAt: at });
    return true;
  }
  async claimReply(id: number, at: Date, staleBefore: Date) {
    const row = this.sessions.get(id)!;
    if (row.status !== 'InProgress' || (row.replyStartedAt && row.replyStartedAt >= staleBefore)) return false;
    row.replyStartedAt = at;
    return true;
  }
  async discard(id: number, staleBefore: Date) {
    const row = this.sessions.get(id);
    if (row?.status !== 'InProgress' || (row.replyStartedAt && row.replyStartedAt >= staleBefore) || (await this.hasLearnerMessage(id))) return null;
    row.status = 'Discarded';
    return { coachEnabled: row.coachEnabled };
  }
  async renewReply(id: number, from: Date, to: Date) {
    const row = this.sessions.get(id)!;
    if (row.replyStartedAt?.getTime() !== from.getTime()) return false;
    row.replyStartedAt = to;
    return true;
  }
  async releaseReply(id: number, at: Date) {
    const row = this.sessions.get(id)!;
    if (row.replyStartedAt?.getTime() === at.getTime()) row.replyStartedAt = null;
  }
  async dialogue(id: number) {
    return this.dialogues.get(id) ?? null;
  }
  async saveDialogue(id: number, state: DialogueState) {
    this.dialogues.set(id, state);
  }
  async startedSince(members: readonly CountingMember[], since: Date) {
    const from = new Map(members.map((m) => [m.userId, Math.max(m.countsFrom.getTime(), since.getTime())]));
    const started = [...this.sessions.values()].filter((s) => s.status !== 'Discarded' && from.has(s.userId) && s.startedAt.getTime() >= from.get(s.userId)!);
    return { sessions: started.length, learners: new Set(started.map((s) => s.userId)).size };
  }
  async unended(): Promise<never> {
    throw new Error('not used by these tests');
  }
  async scenariosOf(): Promise<never> {
    throw new Error('not used by these tests');
  }
  async tracesOf(): Promise<never> {
    throw new Error('not used by these tests');
  }

  async tracesOfMany(): Promise<never> {
    throw new Error('not used by these tests');
  }
}

/** A catalogue that only loads. */
export const catalogueOf = (catalogue: Catalogue): CatalogueRepository => ({
  load: async () => catalogue,
  scenarioCount: async () => catalogue.scenarios.length,
  personaKeys: async () => new Set(catalogue.personas.map((p) => p.key)),
  upsert: async () => [],
  drafts: async () => ({ personas: [], scenarios: [] }),
});

/** A gate a fake holds until the test opens it. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Answers every learner message with one line from the first character, after `waitFor` (if given). */
export class ScriptedPartner implements ConversationPartner {
  readonly heard: TranscriptLine[][] = [];
  readonly turns: PartnerTurn[] = [];
  readonly states: DialogueState[] = [];
  waitFor: Promise<void> | null = null;
  failWith: Error | null = null;
  /** What it tells its model, as an LLM partner would; null like the built-in engine. */
  hidden: string | null = null;

  /** 'llm' plays an AI partner, whose turns the AI allowance counts. */
  constructor(readonly kind: 'offline' | 'llm' = 'offline', private readonly says = 'I see.') {}

  async opening(): Promise<SpokenLine[]> {
    return [];
  }
  hiddenPrompt({ canary }: PartnerTurn): string | null {
    return this.hidden && `${this.hidden} ${canary}`;
  }
  async *reply(turn: PartnerTurn): AsyncIterable<PartnerEvent> {
    const { setup, transcript, dialogue } = turn;
    this.turns.push(turn);
    this.heard.push(transcript);
    this.states.push(dialogue);
    const speaker = setup.speakers[0]!;
    yield { type: 'typing', speaker };
    await this.waitFor;
    if (this.failWith) throw this.failWith;
    yield { type: 'delta', speaker, text: this.says };
    yield { type: 'line', speaker, content: this.says };
  }
}

export class FakeCoach implements Coach {
  waitFor: Promise<void> | null = null;
  readonly asked: (LearnerRef | undefined)[] = [];
  constructor(private readonly says: string | null, readonly kind: 'offline' | 'llm' = 'offline') {}
  async tip(_setup: unknown, _transcript: unknown, learner?: LearnerRef) {
    this.asked.push(learner);
    await this.waitFor;
    return this.says;
  }
}

/** The daily AI allowance as a test sets it: what is left, and whether the session's last turn was refused. */
export class FakeAllowance implements AiAllowance {
  left: Omit<AiAllowanceLeft, 'lastTurnRefused'> = { calls: 10, tokens: 10_000 };
  lastTurnRefused = false;
  readonly asked: LearnerRef[] = [];
  readonly refusals: { learner: LearnerRef; purpose: 'character' | 'coach' }[] = [];
  async remaining(learner: LearnerRef): Promise<AiAllowanceLeft> {
    this.asked.push(learner);
    return { ...this.left, lastTurnRefused: this.lastTurnRefused };
  }
  async refused(learner: LearnerRef, purpose: 'character' | 'coach'): Promise<void> {
    this.refusals.push({ learner, purpose });
  }
}

export class RecordingSessionEvents implements SessionEvents {
  readonly emitted: { sessionId: number; name: keyof SimulationEvents; data: unknown }[] = [];
  emit<K extends keyof SimulationEvents>(sessionId: number, name: K, data: SimulationEvents[K]): void {
    this.emitted.push({ sessionId, name, data });
  }
  named(name: keyof SimulationEvents) {
    return this.emitted.filter((e) => e.name === name).map((e) => e.data);
  }
}

/** Runs background work at once and keeps its promise, so a test can wait for it. */
export class RecordingBackgroundWork implements BackgroundWork {
  readonly running: Promise<void>[] = [];
  start(_name: string, work: () => Promise<void>): void {
    this.running.push(work());
  }
  settled() {
    return Promise.all(this.running);
  }
}

/** Knows whether work is running inside a transaction. */
export class RecordingTransactions implements Transactions {
  active = false;
  inTransaction() {
    return this.active;
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.active = true;
    try {
      return await work();
    } finally {
      this.active = false;
    }
  }
}

/** Billing's ReturnUsage as DiscardSession calls it: what is given back, and whether inside the discard's transaction. */
export class RecordingReturnUsage {
  readonly calls: { userId: number; startedAt: Date; took: { session: boolean; coach: boolean }; inTransaction: boolean }[] = [];
  constructor(private readonly transactions: RecordingTransactions) {}
  async execute(userId: number, startedAt: Date, took: { session: boolean; coach: boolean }) {
    this.calls.push({ userId, startedAt, took, inTransaction: this.transactions.active });
  }
}

export class RecordingListener implements SessionEndedListener {
  readonly calls: { step: 'recordEnded' | 'afterEnded'; sessionId: number; inTransaction: boolean }[] = [];
  constructor(private readonly transactions: RecordingTransactions) {}
  async recordEnded({ sessionId }: { sessionId: number }) {
    this.calls.push({ step: 'recordEnded', sessionId, inTransaction: this.transactions.active });
  }
  async afterEnded({ sessionId }: { sessionId: number }) {
    this.calls.push({ step: 'afterEnded', sessionId, inTransaction: this.transactions.active });
  }
}

/** Counts like identity's counters, noting whether each call came inside the transaction. */
export class RecordingTally implements LearnerTally {
  readonly calls: { step: 'sessionStarted' | 'sessionCompleted' | 'sessionDiscarded'; userId: number; inTransaction: boolean }[] = [];
  constructor(private readonly transactions: RecordingTransactions) {}
  async sessionStarted(userId: number) {
    this.calls.push({ step: 'sessionStarted', userId, inTransaction: this.transactions.active });
  }
  async sessionCompleted(userId: number) {
    this.calls.push({ step: 'sessionCompleted', userId, inTransaction: this.transactions.active });
  }
  async sessionDiscarded(userId: number) {
    this.calls.push({ step: 'sessionDiscarded', userId, inTransaction: this.transactions.active });
  }
}

/** Screens like the security module: records every message and refuses those `blocks` says to. */
export class RecordingScreen implements MessageScreen {
  readonly screened: ScreenedMessage[] = [];
  blocks: (text: string) => boolean = () => false;
  async screen(message: ScreenedMessage): Promise<void> {
    this.screened.push(message);
    if (this.blocks(message.text)) throw new AppError('SECURITY.MESSAGE_BLOCKED', 'blocked');
  }
}

/** Watches replies like the security module: records what it was given, and lets every event through uppercased. */
export class RecordingGuard implements ReplyGuard {
  readonly watched: { message: ScreenedMessage; hiddenPrompt: string; canary: string }[] = [];
  canaryOf(sessionId: number): string {
    return `CANARY-${sessionId}`;
  }
  async *watch(message: ScreenedMessage, hiddenPrompt: string, canary: string, reply: AsyncIterable<PartnerEvent>): AsyncIterable<PartnerEvent> {
    this.watched.push({ message, hiddenPrompt, canary });
    for await (const event of reply) {
      if (event.type === 'line') yield { ...event, content: event.content.toUpperCase() };
      else yield event;
    }
  }
}
