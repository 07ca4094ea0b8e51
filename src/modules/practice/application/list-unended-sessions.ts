import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import { playedScenario, type SessionRepository } from '../domain/ports.ts';
import type { UnendedPage } from '../http/sessions.contracts.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

/** SPEC §3 "Unended session": what the learner can resume. */
@injectable()
export class ListUnendedSessions {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(CatalogueSnapshot) private readonly catalogue: CatalogueSnapshot,
  ) {}

  async execute(userId: number, page: number, pageSize: number): Promise<UnendedPage> {
    const { items, hasMore } = await this.sessions.unended(userId, page, pageSize);
    const catalogue = await this.catalogue.get();
    const data = items.flatMap((s) => {
      // A session of a retired scenario can still be finished (ADR 0031); one whose scenario was deleted cannot.
      const scenario = playedScenario(catalogue, s.scenarioId);
      if (!scenario) return [];
      return [{
        sessionId: s.id, scenarioId: s.scenarioId, scenarioName: scenario.name, scenarioName_ru: scenario.name_ru,
        scenarioDescription: scenario.description, scenarioDescription_ru: scenario.description_ru,
        startedAt: s.startedAt.toISOString(), messageCount: s.messageCount, spoken: s.spoken,
      }];
    });
    return { data, page, hasMore };
  }
}
