import { z } from 'zod';
import type { Context } from 'koa';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './scenario-admin.contracts.ts';
import type { ViewScenariosForSuperAdmin } from '../application/view-scenarios-for-superadmin.ts';
import type { CreateScenario } from '../application/create-scenario.ts';
import type { EditScenario } from '../application/edit-scenario.ts';
import type { RemoveScenario } from '../application/remove-scenario.ts';
import type { RestoreScenario } from '../application/restore-scenario.ts';
import type { SuperAdminActor } from '../application/scenario-audit.ts';

export interface ScenarioAdminUseCases {
  view: ViewScenariosForSuperAdmin;
  create: CreateScenario;
  edit: EditScenario;
  remove: RemoveScenario;
  restore: RestoreScenario;
}

const auth = ['SuperAdmin'] as const;
const tag = 'superadmin';
const NOT_FOUND = "PRACTICE.SCENARIO_NOT_FOUND 'Scenario not found.' (a retired scenario too)";
const REFUSED = 'PRACTICE.UNKNOWN_PERSONA (a personaId the catalogue lacks) or PRACTICE.CATEGORY_CONFLICT (a known category given another name in the other language)';
const RACE = 'PRACTICE.CONCURRENT_CHANGE: other changes kept taking the same new key or category; try again';

/** Routes with roles always have a user; the address is the client's as TRUST_PROXY allows. */
const actorOf = (user: AuthUser | undefined, ctx: Context): SuperAdminActor => {
  const { id, email } = user as AuthUser;
  return { id, email, ip: ctx.ip || null };
};

/** SPEC §2 "Scenario Management", §7 `/superadmin/scenarios|personas|categories` (R2.11). */
export function scenarioAdminRouter(u: ScenarioAdminUseCases): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'get', path: '/api/superadmin/scenarios', summary: 'Every offered scenario with its system prompt, personas and session count', tag, auth,
      success: { status: 200, schema: z.array(c.adminScenarioView) } },
    () => u.view.list(),
  );
  // Before /:id, which would take "retired" for an id (and refuse it).
  r.route(
    { method: 'get', path: '/api/superadmin/scenarios/retired', summary: 'Every retired scenario (deleted after being played), the latest retired first',
      tag, auth, success: { status: 200, schema: z.array(c.adminScenarioView) } },
    () => u.view.retired(),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/scenarios/:id', summary: 'One scenario for the editor: cast, script, and the generic script played without one',
      tag, auth, params: c.adminScenarioIdParams, success: { status: 200, schema: c.adminScenarioDetail }, errors: { 404: NOT_FOUND } },
    ({ params }) => u.view.detail(params.id),
  );
  r.route(
    { method: 'post', path: '/api/superadmin/scenarios', summary: 'Create a scenario (both languages, system prompt); offered on every server at once',
      tag, auth, body: c.scenarioInput, success: { status: 201, schema: c.adminScenarioDetail }, errors: { 409: RACE, 422: REFUSED } },
    ({ body, user, ctx }) => u.create.execute(actorOf(user, ctx), body),
  );
  r.route(
    { method: 'put', path: '/api/superadmin/scenarios/:id', summary: 'Edit a scenario; without cast/script the scenario keeps its own, script null removes it',
      tag, auth, params: c.adminScenarioIdParams, body: c.scenarioInput, success: { status: 200, schema: c.adminScenarioDetail },
      errors: { 404: NOT_FOUND, 409: RACE, 422: REFUSED } },
    ({ params, body, user, ctx }) => u.edit.execute(actorOf(user, ctx), params.id, body),
  );
  r.route(
    { method: 'delete', path: '/api/superadmin/scenarios/:id', summary: 'Delete a scenario never played; retire one that was (its history stays readable)',
      tag, auth, params: c.adminScenarioIdParams, success: { status: 200, schema: c.scenarioRemoval }, errors: { 404: NOT_FOUND } },
    ({ params, user, ctx }) => u.remove.execute(actorOf(user, ctx), params.id),
  );
  r.route(
    { method: 'post', path: '/api/superadmin/scenarios/:id/restore', summary: 'Offer a retired scenario again, on every server at once; one already offered is left as it is',
      tag, auth, params: c.adminScenarioIdParams, success: { status: 200, schema: c.scenarioRestoration },
      errors: { 404: "PRACTICE.SCENARIO_NOT_FOUND 'Scenario not found.' (no scenario has this id)" } },
    ({ params, user, ctx }) => u.restore.execute(actorOf(user, ctx), params.id),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/personas', summary: 'Every persona archetype, for the scenario form', tag, auth,
      success: { status: 200, schema: z.array(c.adminPersonaView) } },
    () => u.view.personas(),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/categories', summary: 'Every category with its number of offered scenarios', tag, auth,
      success: { status: 200, schema: z.array(c.adminCategoryView) } },
    () => u.view.categories(),
  );
  return r;
}
