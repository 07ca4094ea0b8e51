import { z } from 'zod';
import { pathId } from '#src/platform/http/path-id.contracts.ts';
import { castSchema, languageScriptSchema } from '../application/content-pack.schema.ts';
import { chosenDifficulty } from '../domain/scenario-content.ts';
import { personaView, scenarioSummary } from './catalogue.contracts.ts';

/**
 * Contracts of the SuperAdmin's scenario management (SPEC §2 "Scenario Management", §3 "Scenario",
 * §5 "Scenario form", §7 `/superadmin/scenarios|personas|categories`). SuperAdmin only.
 * The built-in engine's richer content (`cast`, `script`) uses the content pack's own shapes, so a
 * scenario written here exports with `rapport scenarios export` exactly as a pack writer would write it.
 */

const id = z.number().int().positive();
const required = (max: number) => z.string().trim().min(1, 'Required').max(max);

export const adminScenarioIdParams = z.object({ id: pathId });

export const adminPersonaView = personaView.extend({ key: z.string() });

export const adminCategoryView = z.object({
  id, name: z.string(), name_ru: z.string(), scenarioCount: z.number().int(),
});

/** One row of GET /api/superadmin/scenarios (SPEC §3 "Scenario", with the system prompt): the catalogue's fields and the console's. */
export const adminScenarioView = scenarioSummary.omit({ speakerCount: true }).extend({
  key: z.string(),
  systemPrompt: z.string(),
  personas: z.array(adminPersonaView),
  /** True when the built-in engine plays a hand-written script; false: a generic one built from description and prompt. */
  hasScript: z.boolean(),
  /** Sessions played on it: deleting a scenario with sessions retires it instead (SPEC: its history stays readable). */
  sessionCount: z.number().int(),
  updatedAt: z.string(),
  /** When it was retired (deleted after being played: ADR 0031); null while it is offered. */
  retiredAt: z.string().nullable(),
});

/** GET /api/superadmin/scenarios/{id}: a row plus the built-in engine's content for the advanced editor. */
export const adminScenarioDetail = adminScenarioView.extend({
  cast: castSchema,
  /** The hand-written script, or null when the engine plays the generic one. */
  script: z.object({ en: languageScriptSchema, ru: languageScriptSchema }).nullable(),
  /** The generic script the engine would play now: where the advanced editor starts from when `script` is null. */
  genericScript: z.object({ en: languageScriptSchema, ru: languageScriptSchema }),
});

/**
 * POST /api/superadmin/scenarios and PUT /api/superadmin/scenarios/{id} (SPEC §7 body). Both languages
 * and the system prompt are required (SPEC §5). `difficulty` takes Beginner/Intermediate/Advanced or
 * the Russian equivalent; `difficultyLevel` is the older name of the same field. `difficulty_ru`, when
 * sent, must name the same level. An unknown category is created; a known one keeps its Russian name
 * (a different `category_ru` is refused). Without `cast`/`script` an edit keeps what the scenario has;
 * `script: null` removes a hand-written script (the engine goes back to the generic one).
 */
export const scenarioInput = z.object({
  id: z.number().int().nullable().optional(),
  name: required(120),
  name_ru: required(120),
  description: required(500),
  description_ru: required(500),
  category: required(60),
  category_ru: required(60),
  difficulty: z.string().trim().max(30).optional(),
  difficultyLevel: z.string().trim().max(30).optional(),
  difficulty_ru: z.string().trim().max(30).optional(),
  systemPrompt: required(4000),
  personaIds: z.array(z.number().int().positive()).max(10).default([]),
  cast: castSchema.optional(),
  script: z.object({ en: languageScriptSchema, ru: languageScriptSchema }).nullable().optional(),
}).superRefine((input, ctx) => {
  // One of difficulty/difficultyLevel names the level, in either language; difficulty_ru agrees with it.
  for (const issue of chosenDifficulty(input).issues) ctx.addIssue({ code: 'custom', ...issue });
});
export type ScenarioInput = z.output<typeof scenarioInput>;

/** DELETE /api/superadmin/scenarios/{id}: removed outright when never played, otherwise retired. */
export const scenarioRemoval = z.object({ id, outcome: z.enum(['deleted', 'retired']) });

/**
 * POST /api/superadmin/scenarios/{id}/restore: a retired scenario is offered again ('restored'); one
 * already offered is left as it is ('already-offered': someone restored it first, nothing was written).
 */
export const scenarioRestoration = z.object({ id, outcome: z.enum(['restored', 'already-offered']) });

export type AdminScenarioView = z.infer<typeof adminScenarioView>;
export type AdminScenarioDetail = z.infer<typeof adminScenarioDetail>;
export type AdminPersonaView = z.infer<typeof adminPersonaView>;
export type AdminCategoryView = z.infer<typeof adminCategoryView>;
export type ScenarioRemoval = z.infer<typeof scenarioRemoval>;
export type ScenarioRestoration = z.infer<typeof scenarioRestoration>;
