import type { CastMember, Category, Difficulty, LanguageScript, PersonaArchetype, Scenario } from './scenario.ts';

export type ScenarioScripts = { en: LanguageScript; ru: LanguageScript };

/** An offered scenario as the SuperAdmin edits it: its script as written (null: the engine plays a generic one). */
export interface EditableScenario extends Omit<Scenario, 'script' | 'ownScript'> {
  script: ScenarioScripts | null;
  updatedAt: Date;
  /** Sessions played on it: with any, deleting it retires it instead (ADR 0031). */
  sessionCount: number;
}

/** What the console writes, its category and personas already resolved to records. */
export interface ScenarioContent {
  name: string;
  name_ru: string;
  description: string;
  description_ru: string;
  categoryId: number;
  difficulty: Difficulty;
  personaIds: number[];
  systemPrompt: string;
  cast: CastMember[];
  script: ScenarioScripts | null;
}

export type CategoryCount = Category & { scenarioCount: number };

/** A scenario deleted after it was played (ADR 0031): out of the catalogue since `retiredAt`, and restorable. */
export interface RetiredScenario extends EditableScenario {
  retiredAt: Date;
}

/**
 * Port: the catalogue as the SuperAdmin's scenario management reads and writes it (R2.11). Writes
 * join the caller's transaction. A write that loses a race for a unique name (a key, a new
 * category) throws `CatalogueRaceLostError`: the caller runs its transaction again.
 */
export interface ScenarioAdminRepository {
  /** Offered scenarios, oldest first. */
  list(): Promise<EditableScenario[]>;
  /** An offered scenario; `lock` holds its row to the end of the transaction, so changes to it queue. */
  find(id: number, options?: { lock?: boolean }): Promise<EditableScenario | null>;
  /** Retired scenarios, the most recently retired first. */
  listRetired(): Promise<RetiredScenario[]>;
  /** A retired scenario (null for an offered or unknown id); `lock` as for `find`. */
  findRetired(id: number, options?: { lock?: boolean }): Promise<RetiredScenario | null>;
  /** Keys in use (retired scenarios' too) that start with `prefix`. */
  keysStartingWith(prefix: string): Promise<Set<string>>;
  /** Every category, with how many offered scenarios it has (a few dozen: matched by name in the caller, in any case and script). */
  categories(): Promise<CategoryCount[]>;
  addCategory(name: string, name_ru: string): Promise<Category>;
  personas(): Promise<PersonaArchetype[]>;
  add(key: string, content: ScenarioContent): Promise<number>;
  update(id: number, content: ScenarioContent): Promise<void>;
  retire(id: number, at: Date): Promise<void>;
  /** Back in the catalogue: offered again, as it was when retired. */
  restore(id: number): Promise<void>;
  remove(id: number): Promise<void>;
}
