import { inject, injectable } from 'inversify';
import { namedRule, ValidationError, type FieldProblem } from '#src/platform/errors.ts';
import { PRACTICE } from '../practice.tokens.ts';
import { matchCategory } from '../domain/categories.ts';
import { CategoryConflictError, UnknownPersonasError } from '../domain/practice.errors.ts';
import { chosenDifficulty, contentIssues, defaultCast, type ContentIssue } from '../domain/scenario-content.ts';
import type { CastMember, Category, PersonaArchetype } from '../domain/scenario.ts';
import type { EditableScenario, ScenarioAdminRepository, ScenarioContent, ScenarioScripts } from '../domain/scenario-admin.ports.ts';
import type { ScenarioInput } from '../http/scenario-admin.contracts.ts';

/** What a form becomes: the content to write, with its category and personas as the catalogue has them. */
export interface DraftedScenario {
  content: ScenarioContent;
  category: Category;
  personas: PersonaArchetype[];
}

const inBody = (issues: ContentIssue[]): FieldProblem[] => issues.map(({ path, message, params }) =>
  ({ path: ['body', ...path].join('.'), message, ...namedRule(params) }));

/**
 * Turns the SuperAdmin's scenario form into catalogue content, inside the change's transaction: the
 * level from either difficulty field, the personas by id, the category by name (a new one is created),
 * and the built-in engine's cast and script checked as a content pack's are (ADR 0031). An edit that
 * leaves out `cast` or `script` keeps the scenario's own.
 */
@injectable()
export class ScenarioDrafting {
  constructor(@inject(PRACTICE.ScenarioAdminRepository) private readonly scenarios: ScenarioAdminRepository) {}

  async draft(input: ScenarioInput, existing: EditableScenario | null): Promise<DraftedScenario> {
    const { difficulty, issues } = chosenDifficulty(input);
    if (!difficulty) throw new ValidationError(inBody(issues)); // the contract checks this first; kept for callers without it
    const personas = await this.personasOf(input.personaIds);
    const script = input.script === undefined ? (existing?.script ?? null) : input.script;
    const cast = input.cast ?? fittedCast(existing?.cast ?? [], script, input.systemPrompt);
    const misfits = contentIssues(cast, script, personas.map((p) => p.key));
    if (misfits.length) throw new ValidationError(inBody(misfits), 'The cast, the script and the personas do not fit together.');
    const category = await this.categoryOf(input.category, input.category_ru);
    return {
      content: {
        name: input.name, name_ru: input.name_ru, description: input.description, description_ru: input.description_ru,
        categoryId: category.id, difficulty, personaIds: personas.map((p) => p.id), systemPrompt: input.systemPrompt, cast, script,
      },
      category,
      personas,
    };
  }

  /** In the order given, each once. */
  private async personasOf(ids: number[]): Promise<PersonaArchetype[]> {
    const wanted = [...new Set(ids)];
    const byId = new Map((await this.scenarios.personas()).map((p) => [p.id, p]));
    const unknown = wanted.filter((id) => !byId.has(id));
    if (unknown.length) throw new UnknownPersonasError(unknown);
    return wanted.map((id) => byId.get(id)!);
  }

  private async categoryOf(name: string, name_ru: string): Promise<Category> {
    const match = matchCategory(await this.scenarios.categories(), name, name_ru);
    if (match.kind === 'conflict') throw new CategoryConflictError(match.message);
    return match.kind === 'known' ? match.category : this.scenarios.addCategory(name, name_ru);
  }
}

/**
 * The looks of a form that sent none: the scenario's own, one per scripted character (a character
 * added to the script gets a default look, a removed one takes theirs along); one when the engine
 * plays the generic script.
 */
function fittedCast(own: CastMember[], script: ScenarioScripts | null, systemPrompt: string): CastMember[] {
  const count = script ? script.en.characters.length : 1;
  return [...own.slice(0, count), ...defaultCast(systemPrompt, count).slice(own.length)];
}
