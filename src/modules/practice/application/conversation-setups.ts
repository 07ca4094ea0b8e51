import { inject, injectable } from 'inversify';
import { speakersOf, type ConversationSetup } from '../domain/conversation.ts';
import { startingFirstName } from '../domain/gender.ts';
import { playedScenario, type Catalogue } from '../domain/ports.ts';
import { ScenarioNotFoundError } from '../domain/practice.errors.ts';
import type { Scenario } from '../domain/scenario.ts';
import type { PracticeSession } from '../domain/session.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

type SessionSide = Pick<PracticeSession, 'scenarioId' | 'personaId' | 'personaInfo' | 'locale'>;

/** What the characters and the coach need to play a session: its scenario, persona and speakers. */
@injectable()
export class ConversationSetups {
  constructor(@inject(CatalogueSnapshot) private readonly catalogue: CatalogueSnapshot) {}

  /** For a session about to start: only a scenario the catalogue offers (a retired one is refused as an unknown one). */
  async forStart(session: SessionSide): Promise<ConversationSetup> {
    const catalogue = await this.catalogue.get();
    return setupOf(catalogue, catalogue.scenarios.find((s) => s.id === session.scenarioId), session);
  }

  /**
   * For a new conversation (not a branch, which keeps its original's names), as forStart. Its
   * `personaInfo` is the one to save: the first name filled in for a character played in the gender
   * the scenario does not write them in (startingFirstName).
   */
  async forNewSession(session: SessionSide): Promise<ConversationSetup> {
    const setup = await this.forStart(session);
    const firstName = startingFirstName(setup.scenario, session.locale, session.personaInfo);
    if (firstName === session.personaInfo.firstName) return setup;
    const personaInfo = { ...session.personaInfo, firstName };
    return { ...setup, personaInfo, speakers: speakersOf(setup.scenario, session.locale, personaInfo) };
  }

  /** For a session that exists: a scenario retired since still plays to the session's end (ADR 0031); a deleted one is gone. */
  async of(session: SessionSide): Promise<ConversationSetup> {
    const catalogue = await this.catalogue.get();
    return setupOf(catalogue, playedScenario(catalogue, session.scenarioId), session);
  }
}

function setupOf(catalogue: Catalogue, scenario: Scenario | undefined, session: SessionSide): ConversationSetup {
  if (!scenario) throw new ScenarioNotFoundError();
  return {
    scenario,
    persona: catalogue.personas.find((p) => p.id === session.personaId) ?? null,
    personaInfo: session.personaInfo,
    locale: session.locale,
    speakers: speakersOf(scenario, session.locale, session.personaInfo),
  };
}
