import { inject, injectable } from 'inversify';
import { speakersOf, type ConversationSetup } from '../domain/conversation.ts';
import { ScenarioNotFoundError } from '../domain/practice.errors.ts';
import type { PracticeSession } from '../domain/session.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

/** What the characters and the coach need to play a session: its scenario, persona and speakers. */
@injectable()
export class ConversationSetups {
  constructor(@inject(CatalogueSnapshot) private readonly catalogue: CatalogueSnapshot) {}

  /** Refuses a scenario that is not (or no longer) in the catalogue. */
  async of(session: Pick<PracticeSession, 'scenarioId' | 'personaId' | 'personaInfo' | 'locale'>): Promise<ConversationSetup> {
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
