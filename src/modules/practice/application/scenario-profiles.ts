import { inject, injectable } from 'inversify';
import type { Scenario } from '../domain/scenario.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { catalogueOrder, scenarioSummaryOf } from './catalogue-presenters.ts';

/**
 * What a scenario's characters want from the learner, counted over its script: concerns settled by
 * empathy, by an explanation, by an action (a deadline, an amount or something in writing are
 * actions too), and facts they give only when asked.
 */
export interface ScenarioDemands {
  empathy: number;
  explanation: number;
  action: number;
  questions: number;
}

export type ScenarioProfile = ReturnType<typeof scenarioSummaryOf> & { demands: ScenarioDemands };

function demandsOf(scenario: Scenario): ScenarioDemands {
  const demands: ScenarioDemands = { empathy: 0, explanation: 0, action: 0, questions: 0 };
  for (const character of scenario.script.en.characters) {
    demands.questions += character.answers.length;
    for (const concern of character.concerns)
      for (const settle of concern.settledBy) {
        if (settle === 'empathy') demands.empathy++;
        else if (settle === 'explanation') demands.explanation++;
        else demands.action++;
      }
  }
  return demands;
}

/** The catalogue as a planner reads it: each scenario's summary and what it asks of the learner. */
@injectable()
export class ScenarioProfiles {
  constructor(@inject(CatalogueSnapshot) private readonly snapshot: CatalogueSnapshot) {}

  async execute(): Promise<ScenarioProfile[]> {
    const { scenarios } = await this.snapshot.get();
    return [...scenarios].sort(catalogueOrder('en')).map((s) => ({ ...scenarioSummaryOf(s), demands: demandsOf(s) }));
  }
}
