import { inject, injectable } from 'inversify';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import { CatalogueRaceLostError } from '../domain/practice.errors.ts';
import type { Category, PersonaArchetype } from '../domain/scenario.ts';
import type { CategoryCount, EditableScenario, RetiredScenario, ScenarioAdminRepository, ScenarioContent } from '../domain/scenario-admin.ports.ts';
import { CategoryEntity, PersonaArchetypeEntity, PracticeSessionEntity, ScenarioEntity } from './practice.entities.ts';
import { toPersona } from './catalogue.mapper.ts';

const OFFERED = { retiredAt: null };
const RETIRED = { retiredAt: { $ne: null } };
const toCategory = (c: CategoryEntity): Category => ({ id: c.id, name: c.name, name_ru: c.name_ru });

@injectable()
export class MikroOrmScenarioAdminRepository implements ScenarioAdminRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async list(): Promise<EditableScenario[]> {
    const rows = await this.em.find(ScenarioEntity, OFFERED, { populate: ['category', 'personas'], orderBy: { id: 'asc' } });
    const countOf = await this.sessionCounts();
    return rows.map((row) => toEditable(row, countOf.get(row.id) ?? 0));
  }

  async listRetired(): Promise<RetiredScenario[]> {
    const rows = await this.em.find(ScenarioEntity, RETIRED, { populate: ['category', 'personas'], orderBy: { retiredAt: 'desc', id: 'desc' } });
    const countOf = await this.sessionCounts();
    return rows.map((row) => toRetired(row, countOf.get(row.id) ?? 0));
  }

  async find(id: number, { lock = false } = {}): Promise<EditableScenario | null> {
    const row = await this.findRow(id, OFFERED, lock);
    // Counted after the lock: a session started meanwhile has committed by now, so deleting never races a start.
    return row && toEditable(row, await this.em.count(PracticeSessionEntity, { scenario: id }));
  }

  async findRetired(id: number, { lock = false } = {}): Promise<RetiredScenario | null> {
    const row = await this.findRow(id, RETIRED, lock);
    return row && toRetired(row, await this.em.count(PracticeSessionEntity, { scenario: id }));
  }

  async keysStartingWith(prefix: string): Promise<Set<string>> {
    const rows = await this.em.find(ScenarioEntity, { key: { $like: `${prefix.replace(/[\\%_]/g, '\\$&')}%` } }, { fields: ['key'] });
    return new Set(rows.map((r) => r.key));
  }

  async categories(): Promise<CategoryCount[]> {
    const [categories, offered] = await Promise.all([
      this.em.find(CategoryEntity, {}, { orderBy: { id: 'asc' } }),
      this.em.find(ScenarioEntity, OFFERED, { fields: ['category'] }),
    ]);
    const counts = new Map<number, number>();
    for (const s of offered) counts.set(s.category.id, (counts.get(s.category.id) ?? 0) + 1);
    return categories.map((c) => ({ ...toCategory(c), scenarioCount: counts.get(c.id) ?? 0 }));
  }

  async addCategory(name: string, name_ru: string): Promise<Category> {
    const row = this.em.create(CategoryEntity, { name, name_ru });
    await this.flushOrRaceLost();
    return toCategory(row);
  }

  async personas(): Promise<PersonaArchetype[]> {
    return (await this.em.find(PersonaArchetypeEntity, {}, { orderBy: { id: 'asc' } })).map(toPersona);
  }

  async add(key: string, content: ScenarioContent): Promise<number> {
    const row = this.em.create(ScenarioEntity, { key, ...this.fieldsOf(content), retiredAt: null });
    await this.flushOrRaceLost();
    return row.id;
  }

  async update(id: number, content: ScenarioContent): Promise<void> {
    const row = await this.em.findOneOrFail(ScenarioEntity, { id }, { populate: ['personas'] });
    const { personas, ...fields } = this.fieldsOf(content);
    // Set here as well: a change of personas alone touches only the link table, which the update hook does not see.
    this.em.assign(row, { ...fields, updatedAt: new Date() });
    row.personas.set(personas);
    await this.flushOrRaceLost();
  }

  async retire(id: number, at: Date): Promise<void> {
    await this.em.nativeUpdate(ScenarioEntity, { id }, { retiredAt: at });
  }

  async restore(id: number): Promise<void> {
    await this.em.nativeUpdate(ScenarioEntity, { id }, { retiredAt: null });
  }

  async remove(id: number): Promise<void> {
    await this.em.nativeDelete(ScenarioEntity, { id }); // its persona links go with it (on delete cascade)
  }

  private async findRow(id: number, which: typeof OFFERED | typeof RETIRED, lock: boolean): Promise<ScenarioEntity | null> {
    // Locked alone, then populated: in one query FOR UPDATE would lock the category's and personas' rows too.
    const row = await this.em.findOne(ScenarioEntity, { id, ...which }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
    if (row) await this.em.populate(row, ['category', 'personas']);
    return row;
  }

  private async sessionCounts(): Promise<Map<number, number>> {
    const counts = await this.em.getConnection().execute<{ scenario_id: number; n: string | number }[]>(
      'select scenario_id, count(*) as n from practice_sessions group by scenario_id',
    );
    return new Map(counts.map((c) => [Number(c.scenario_id), Number(c.n)]));
  }

  private fieldsOf(c: ScenarioContent) {
    return {
      name: c.name, name_ru: c.name_ru, description: c.description, description_ru: c.description_ru,
      category: this.em.getReference(CategoryEntity, c.categoryId), difficulty: c.difficulty, systemPrompt: c.systemPrompt,
      cast: c.cast, script: c.script, personas: c.personaIds.map((pid) => this.em.getReference(PersonaArchetypeEntity, pid)),
    };
  }

  private async flushOrRaceLost(): Promise<void> {
    try {
      await this.em.flush();
    } catch (e) {
      throw e instanceof UniqueConstraintViolationException ? new CatalogueRaceLostError() : e;
    }
  }
}

function toEditable(row: ScenarioEntity, sessionCount: number): EditableScenario {
  return {
    id: row.id, key: row.key, name: row.name, name_ru: row.name_ru, description: row.description, description_ru: row.description_ru,
    category: toCategory(row.category), difficulty: row.difficulty, personas: row.personas.getItems().map(toPersona),
    systemPrompt: row.systemPrompt, cast: row.cast, script: row.script ?? null, rubric: row.rubric ?? null, createdAt: row.createdAt, updatedAt: row.updatedAt, sessionCount,
  };
}

function toRetired(row: ScenarioEntity, sessionCount: number): RetiredScenario {
  return { ...toEditable(row, sessionCount), retiredAt: row.retiredAt as Date };
}
