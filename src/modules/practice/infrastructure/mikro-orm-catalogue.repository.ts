import { isDeepStrictEqual } from 'node:util';
import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Catalogue, CatalogueRepository, PersonaDraft, RecordOutcome, ScenarioDraft } from '../domain/ports.ts';
import type { Scenario } from '../domain/scenario.ts';
import { categoryKey } from '../domain/categories.ts';
import { CategoryEntity, PersonaArchetypeEntity, ScenarioEntity } from './practice.entities.ts';
import { isRetired, personaDraftOf, toPersona, toScenario } from './catalogue.mapper.ts';

/** Thrown inside the transaction of a dry run so that nothing it wrote is kept. */
class DryRunRollback extends Error {}

const fail = (message: string): never => {
  throw new Error(message);
};

@injectable()
export class MikroOrmCatalogueRepository implements CatalogueRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async load(): Promise<Catalogue> {
    // A fork of its own (the catalogue's entities stay out of the caller's identity map), but in the
    // caller's transaction if there is one: the embedded database has one connection, and a query
    // outside the transaction that holds it would wait for that transaction, which waits for it.
    const em = this.em.fork({ keepTransactionContext: true });
    const [scenarios, personas] = await Promise.all([
      em.find(ScenarioEntity, {}, { populate: ['category', 'personas'], orderBy: { id: 'asc' } }),
      em.find(PersonaArchetypeEntity, {}, { orderBy: { id: 'asc' } }),
    ]);
    return {
      personas: personas.map(toPersona),
      scenarios: scenarios.filter((s) => !isRetired(s)).map(toScenario),
      retired: scenarios.filter(isRetired).map(toScenario),
    };
  }

  scenarioCount(): Promise<number> {
    return this.em.count(ScenarioEntity, {});
  }

  async personaKeys(): Promise<Set<string>> {
    const rows = await this.em.find(PersonaArchetypeEntity, {}, { fields: ['key'] });
    return new Set(rows.map((r) => r.key));
  }

  async upsert(
    drafts: { personas: PersonaDraft[]; scenarios: ScenarioDraft[] },
    { dryRun, onProgress }: { dryRun: boolean; onProgress?: (done: number, total: number) => void },
  ): Promise<RecordOutcome[]> {
    const outcomes: RecordOutcome[] = [];
    const total = drafts.personas.length + drafts.scenarios.length;
    let done = 0;
    const record = (kind: RecordOutcome['kind'], key: string, action: RecordOutcome['action']) => {
      outcomes.push({ kind, key, action });
      if (kind !== 'category') onProgress?.(++done, total);
    };
    try {
      await this.em.fork().transactional(async (em) => {
        const personas = new Map((await em.find(PersonaArchetypeEntity, {})).map((p) => [p.key, p]));
        // A category is known by its English name in any case (as the console matches it): "qa category"
        // is the catalogue's "QA Category", spelt as the pack now spells it, never a second one.
        const categories = new Map((await em.find(CategoryEntity, {})).map((c) => [categoryKey(c.name), c]));
        const keys = drafts.scenarios.map((s) => s.key);
        const scenarios = new Map(
          (await em.find(ScenarioEntity, { key: { $in: keys } }, { populate: ['category', 'personas'] })).map((s) => [s.key, s]),
        );

        for (const draft of drafts.personas) {
          const existing = personas.get(draft.key);
          if (!existing) {
            personas.set(draft.key, em.create(PersonaArchetypeEntity, draft));
            record('persona', draft.key, 'created');
          } else if (isDeepStrictEqual(personaDraftOf(existing), draft)) {
            record('persona', draft.key, 'unchanged');
          } else {
            em.assign(existing, draft);
            record('persona', draft.key, 'updated');
          }
        }

        const seenCategories = new Set<string>();
        for (const draft of drafts.scenarios) {
          let category = categories.get(categoryKey(draft.category.name));
          if (!seenCategories.has(draft.category.name)) {
            seenCategories.add(draft.category.name);
            if (!category) record('category', draft.category.name, 'created');
            else record('category', draft.category.name, category.name === draft.category.name && category.name_ru === draft.category.name_ru ? 'unchanged' : 'updated');
          }
          if (!category) categories.set(categoryKey(draft.category.name), (category = em.create(CategoryEntity, draft.category)));
          else Object.assign(category, draft.category);

          const linked = draft.personaKeys.map((k) => personas.get(k) ?? fail(`unknown persona "${k}"`));
          const { personaKeys: _, category: __, retired: ___, ...fields } = draft;
          const existing = scenarios.get(draft.key);
          // A retired record stays retired from when it was first retired; one without the flag is offered again.
          const retiredAt = draft.retired ? (existing?.retiredAt ?? new Date()) : null;
          if (!existing) {
            em.create(ScenarioEntity, { ...fields, script: fields.script ?? null, rubric: fields.rubric ?? null, category, personas: linked, retiredAt });
            record('scenario', draft.key, 'created');
          } else if (isDeepStrictEqual(draftOfEntity(existing), definedOnly({ ...draft, personaKeys: [...draft.personaKeys].sort() }))) {
            record('scenario', draft.key, 'unchanged');
          } else {
            em.assign(existing, { ...fields, script: fields.script ?? null, rubric: fields.rubric ?? null, category, retiredAt });
            existing.personas.set(linked);
            record('scenario', draft.key, 'updated');
          }
        }
        await em.flush();
        if (dryRun) throw new DryRunRollback();
      });
    } catch (e) {
      if (!(e instanceof DryRunRollback)) throw e;
    }
    return outcomes;
  }

  async drafts(): Promise<{ personas: PersonaDraft[]; scenarios: ScenarioDraft[] }> {
    const { personas, scenarios, retired } = await this.load();
    const retiredIds = new Set(retired.map((s) => s.id));
    return {
      personas: personas.map(({ id: _, ...draft }) => draft),
      scenarios: [...scenarios, ...retired].sort((a, b) => a.id - b.id).map((s) => scenarioDraftOf(s, retiredIds.has(s.id))),
    };
  }
}

/** A pack's optional field given as undefined is the same as one left out. */
const definedOnly = <T extends object>(draft: T): T => Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)) as T;

/** Compared with jsonb in mind: PostgreSQL reorders object keys, isDeepStrictEqual does not care. */
function draftOfEntity(s: ScenarioEntity): ScenarioDraft {
  const draft = scenarioDraftOf(toScenario(s), isRetired(s));
  return { ...draft, personaKeys: draft.personaKeys.sort() }; // the link table keeps no order
}

function scenarioDraftOf(s: Scenario, retired: boolean): ScenarioDraft {
  return {
    key: s.key, name: s.name, name_ru: s.name_ru, description: s.description, description_ru: s.description_ru,
    category: { name: s.category.name, name_ru: s.category.name_ru }, difficulty: s.difficulty,
    personaKeys: s.personas.map((p) => p.key), systemPrompt: s.systemPrompt, cast: s.cast, ...(s.ownScript ? { script: s.script } : {}),
    ...(s.rubric ? { rubric: s.rubric } : {}),
    ...(retired ? { retired: true as const } : {}),
  };
}
