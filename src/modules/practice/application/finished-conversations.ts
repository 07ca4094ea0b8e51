import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import { playedScenario, type SessionRepository } from '../domain/ports.ts';
import { speakersOf } from '../domain/conversation.ts';
import type { Difficulty } from '../domain/scenario.ts';
import { shownRubric, type ShownRubric } from '../domain/rubric.ts';
import { aboutFirstCharacter } from '../domain/gender.ts';
import { isKept, type KeptStatus } from '../domain/session.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

/** A session as analysis reads it: who, what scenario, and every line said (coach tips left out). */
export interface FinishedConversation {
  sessionId: number;
  userId: number;
  scenarioId: number;
  status: KeptStatus;
  locale: 'en' | 'ru';
  coachEnabled: boolean;
  endedAt: Date | null;
  /** The character the learner talked to (the scenario's first), named as they saw it: with the first name they chose, if any. */
  personaName: string | null;
  /** The scenario's characters as the learner met them, in both languages (none once the scenario is gone). */
  characters: { name: { en: string; ru: string }; role: { en: string; ru: string } }[];
  /** The rubric the learner read, in the session's language: the scenario's own, else (or once it is gone) the generic one. */
  rubric: ShownRubric;
  lines: { role: 'user' | 'ai'; content: string; speakerName: string | null; speakerRole: string | null }[];
  /** The session and learner message this one retried ("Try this moment again"); null for a session started afresh. */
  branchOf: { sessionId: number; messageNumber: number } | null;
}

/** What achievements need to know of a scenario. */
export interface ScenarioFacts {
  id: number;
  name: string;
  name_ru: string;
  description: string;
  description_ru: string;
  category: string;
  difficulty: Difficulty;
  /** Two or more characters. */
  groupScene: boolean;
}

/**
 * What a scenario deleted outright from the catalogue is called where it is still named (old
 * results, assignments): the same words everywhere, in both languages.
 */
export const REMOVED_SCENARIO: Pick<ScenarioFacts, 'name' | 'name_ru' | 'description' | 'description_ru'> =
  { name: 'Removed scenario', name_ru: 'Удалённый сценарий', description: '', description_ru: '' };

/** Practice's answer to "what was said in this session?" for the analysis module. */
@injectable()
export class FinishedConversations {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(CatalogueSnapshot) private readonly catalogue: CatalogueSnapshot,
  ) {}

  /** Null for no such session, and for one the learner discarded: nothing was said in it, and it is theirs no more. */
  async get(sessionId: number): Promise<FinishedConversation | null> {
    const session = await this.sessions.find(sessionId);
    if (!session || !isKept(session)) return null;
    const scenario = playedScenario(await this.catalogue.get(), session.scenarioId);
    const { firstName } = session.personaInfo;
    const [en, ru] = scenario ? [speakersOf(scenario, 'en', session.personaInfo), speakersOf(scenario, 'ru', session.personaInfo)] : [[], []];
    const characters = en.map((c, i) => ({ name: { en: c.name, ru: ru[i]?.name ?? c.name }, role: { en: c.role, ru: ru[i]?.role ?? c.role } }));
    const messages = await this.sessions.messages(sessionId);
    return {
      sessionId, userId: session.userId, scenarioId: session.scenarioId, status: session.status, locale: session.locale,
      coachEnabled: session.coachEnabled, endedAt: session.endedAt, branchOf: session.branchOf,
      personaName: characters[0]?.name[session.locale] ?? firstName,
      characters,
      rubric: shownRubric(scenario?.rubric, session.locale, scenario
        ? aboutFirstCharacter({ scenario, personaInfo: session.personaInfo, locale: session.locale, speakers: session.locale === 'en' ? en : ru })
        : (line) => line),
      lines: messages
        .filter((m) => m.sender !== 'system')
        .map((m) => ({ role: m.sender as 'user' | 'ai', content: m.content, speakerName: m.speaker?.name ?? null, speakerRole: m.speaker?.role ?? null })),
    };
  }

  /** Scenarios that were ever played and still exist, by id: retired ones too, as results and history still name them (ADR 0031). */
  async scenarioFacts(): Promise<Map<number, ScenarioFacts>> {
    const { scenarios, retired } = await this.catalogue.get();
    return new Map([...scenarios, ...retired].map((s) => [s.id, {
      id: s.id, name: s.name, name_ru: s.name_ru, description: s.description, description_ru: s.description_ru,
      category: s.category.name, difficulty: s.difficulty, groupScene: s.cast.length > 1,
    }]));
  }
}
