import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import { speakersOf, type ConversationSetup, type TranscriptLine } from '../domain/conversation.ts';
import type { SessionRepository } from '../domain/ports.ts';
import { SessionNotFoundError, type PracticeSession, type SessionMessage } from '../domain/session.ts';
import { ScenarioNotFoundError } from '../domain/practice.errors.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

export interface LoadedSession {
  session: PracticeSession;
  setup: ConversationSetup;
  messages: SessionMessage[];
}

/** Loads a learner's own session with what the characters need to play it. */
@injectable()
export class SessionSetups {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(CatalogueSnapshot) private readonly catalogue: CatalogueSnapshot,
  ) {}

  /** Someone else's session is answered exactly like a missing one. */
  async load(userId: number, sessionId: number): Promise<LoadedSession> {
    const session = await this.owned(userId, sessionId);
    return { session, setup: await this.setupOf(session), messages: await this.sessions.messages(session.id) };
  }

  /** Just the session, for intents that need neither the conversation nor the scenario. */
  async owned(userId: number, sessionId: number): Promise<PracticeSession> {
    const session = Number.isInteger(sessionId) ? await this.sessions.find(sessionId) : null;
    if (!session || session.userId !== userId) throw new SessionNotFoundError();
    return session;
  }

  async setupOf(session: Pick<PracticeSession, 'scenarioId' | 'personaId' | 'personaInfo' | 'locale'>): Promise<ConversationSetup> {
    const { scenarios, personas } = await this.catalogue.get();
    const scenario = scenarios.find((s) => s.id === session.scenarioId);
    if (!scenario) throw new ScenarioNotFoundError();
    return {
      scenario,
      persona: personas.find((p) => p.id === session.personaId) ?? null,
      personaInfo: session.personaInfo,
      locale: session.locale,
      speakers: speakersOf(scenario, session.locale, session.personaInfo.firstName),
    };
  }
}

export const transcriptOf = (messages: SessionMessage[]): TranscriptLine[] =>
  messages.filter((m) => m.sender !== 'system').map((m) => ({ sender: m.sender as 'user' | 'ai', content: m.content, speaker: m.speaker }));
