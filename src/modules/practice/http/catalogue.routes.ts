import { z } from 'zod';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import { requestLocale } from '#src/platform/http/locale.ts';
import { precompressJson, sendPrecompressed, type PrecompressedJson } from '#src/platform/http/precompressed.ts';
import * as c from './catalogue.contracts.ts';
import type { BrowseCatalogue } from '../application/browse-catalogue.ts';
import type { CatalogueSnapshot } from '../application/catalogue-snapshot.ts';

export interface CatalogueUseCases {
  browse: BrowseCatalogue;
  /** Its version says when the cached lists are out of date. */
  snapshot: CatalogueSnapshot;
}

/** SPEC §7 "Scenarios and session": the public catalogue. */
export function catalogueRouter({ browse, snapshot }: CatalogueUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'scenarios';

  // The list is the busiest public call and changes only on import: its answer is encoded and
  // compressed once per language and filter, and kept until the catalogue's version moves on.
  // The promise is kept, not the answer, so a crowd arriving at a cold cache compresses it once.
  const lists = new Map<string, Promise<PrecompressedJson>>();
  let listVersion = -1;

  r.route(
    { method: 'get', path: '/api/scenario', summary: 'Scenarios, filtered by category and difficulty (either language)', tag, auth: false,
      query: c.scenarioListQuery, success: { status: 200, schema: z.array(c.scenarioSummary) } },
    async ({ query, ctx }) => {
      const locale = requestLocale(ctx);
      const version = snapshot.version;
      if (version !== listVersion) {
        lists.clear();
        listVersion = version;
      }
      const key = `${locale}|${query.category ?? ''}|${query.difficulty ?? ''}`.toLowerCase();
      let answer = lists.get(key);
      if (!answer) {
        answer = browse.scenarios(query, locale).then(precompressJson);
        if (lists.size < 1000) lists.set(key, answer);
        answer.catch(() => lists.get(key) === answer && lists.delete(key)); // a failure is not kept
      }
      const list = await answer;
      // The same for everyone: kept before routing until the next import (ADR 0009).
      sendPrecompressed(ctx, list, { alsoVaryOn: 'Accept-Language', keepWhile: () => snapshot.version === version });
    },
  );
  r.route(
    { method: 'get', path: '/api/scenario/categories', summary: 'Categories that have scenarios, with counts', tag, auth: false,
      success: { status: 200, schema: z.array(c.categoryView) } },
    ({ ctx }) => browse.categories(requestLocale(ctx)),
  );
  r.route(
    { method: 'get', path: '/api/scenario/:id', summary: 'One scenario (systemPrompt only for a SuperAdmin)', tag, auth: false,
      params: c.scenarioIdParams, success: { status: 200, schema: c.scenarioDetail }, errors: { 404: "PRACTICE.SCENARIO_NOT_FOUND: 'Scenario not found.'" } },
    ({ params, user, ctx }) => {
      ctx.vary('Accept-Language'); // the rubric comes in the reader's language
      return browse.scenario(params.id, { withSystemPrompt: user?.role === 'SuperAdmin', locale: requestLocale(ctx) });
    },
  );
  r.route(
    { method: 'get', path: '/api/scenario/:id/personas', summary: 'Persona archetypes that fit a scenario', tag, auth: false,
      params: c.scenarioIdParams, success: { status: 200, schema: z.array(c.personaView) }, errors: { 404: 'PRACTICE.SCENARIO_NOT_FOUND' } },
    ({ params }) => browse.personas(params.id),
  );
  return r;
}
