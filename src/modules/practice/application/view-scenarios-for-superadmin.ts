import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import { genericScript } from '../domain/generic-script.ts';
import { ScenarioNotFoundError } from '../domain/practice.errors.ts';
import { DIFFICULTY_RU, type PersonaArchetype } from '../domain/scenario.ts';
import type { EditableScenario, ScenarioAdminRepository } from '../domain/scenario-admin.ports.ts';
import type { AdminCategoryView, AdminPersonaView, AdminScenarioDetail, AdminScenarioView } from '../http/scenario-admin.contracts.ts';

/**
 * SPEC §2 "Scenario Management": the offered scenarios with their system prompts, read from the
 * database rather than the shared snapshot, so the console shows a change the moment it is made.
 */
@injectable()
export class ViewScenariosForSuperAdmin {
  constructor(@inject(PRACTICE.ScenarioAdminRepository) private readonly scenarios: ScenarioAdminRepository) {}

  async list(): Promise<AdminScenarioView[]> {
    return (await this.scenarios.list()).map(adminViewOf);
  }

  /** Retired scenarios, the most recently retired first: what a SuperAdmin may restore (ADR 0031). */
  async retired(): Promise<AdminScenarioView[]> {
    return (await this.scenarios.listRetired()).map(adminViewOf);
  }

  /** A retired scenario is answered as an unknown one: it has left the catalogue. */
  async detail(id: number): Promise<AdminScenarioDetail> {
    const scenario = await this.scenarios.find(id);
    if (!scenario) throw new ScenarioNotFoundError();
    return { ...adminViewOf(scenario), cast: scenario.cast, script: scenario.script, genericScript: genericScript(scenario) };
  }

  async personas(): Promise<AdminPersonaView[]> {
    return (await this.scenarios.personas()).map(personaOf);
  }

  /** Every category, those left without scenarios too (a form may reuse them), by English name. */
  async categories(): Promise<AdminCategoryView[]> {
    const collator = new Intl.Collator('en');
    return (await this.scenarios.categories()).sort((a, b) => collator.compare(a.name, b.name));
  }
}

const personaOf = (p: PersonaArchetype): AdminPersonaView => ({
  id: p.id, key: p.key, name: p.name, name_ru: p.name_ru, description: p.description, description_ru: p.description_ru,
});

function adminViewOf(s: EditableScenario & { retiredAt?: Date }): AdminScenarioView {
  return {
    id: s.id, key: s.key, name: s.name, name_ru: s.name_ru, description: s.description, description_ru: s.description_ru,
    category: s.category.name, category_ru: s.category.name_ru, difficulty: s.difficulty, difficulty_ru: DIFFICULTY_RU[s.difficulty],
    systemPrompt: s.systemPrompt, personas: s.personas.map(personaOf), hasScript: s.script !== null, sessionCount: s.sessionCount,
    createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString(), retiredAt: s.retiredAt?.toISOString() ?? null,
  };
}
