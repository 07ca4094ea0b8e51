import { readFileSync } from 'node:fs';
import type { TestServer } from './test-server.ts';
import type { Person } from './team.ts';

/** The generic script's first line (domain/generic-script.ts), which the built-in engine opens a scenario without a script with. */
export const GENERIC_OPENING = {
  en: 'Have you got a minute? We need to talk about this, and I’d like to sort it out today.',
  ru: 'Есть минута? Нам нужно это обсудить, и я хочу решить вопрос сегодня.',
};

/** The SuperAdmin's scenario form (SPEC §5), filled in both languages, as the console sends it on create. */
export const scenarioForm = (overrides: Record<string, unknown> = {}) => ({
  id: null,
  name: 'Office chairs that never came',
  name_ru: 'Кресла, которые так и не привезли',
  description: 'A facilities manager calls the supplier: forty chairs promised for Monday have not arrived.',
  description_ru: 'Менеджер по хозяйственной части звонит поставщику: сорок кресел, обещанных к понедельнику, так и не привезли.',
  category: 'Supplier Relations',
  category_ru: 'Работа с поставщиками',
  difficulty: 'Intermediate',
  difficulty_ru: 'Средний',
  systemPrompt: 'You are Dana Price (in Russian: Дарья Прайс), a facilities manager at a law firm. Forty chairs promised for Monday never came. Stay in character.',
  personaIds: [] as number[],
  ...overrides,
});

/** A shipped scenario's cast and script, with persona openings only for the personas named. */
export function shippedContent(key = 'cs-gym-double-charge', personaKeys: string[] = []) {
  const pack = JSON.parse(readFileSync('content/customer-service.json', 'utf8')) as { scenarios: Record<string, any>[] };
  const record = structuredClone(pack.scenarios.find((s) => s.key === key)!);
  for (const lang of ['en', 'ru'] as const) {
    const openings = record.script[lang].personaOpenings as Record<string, string>;
    record.script[lang].personaOpenings = Object.fromEntries(Object.entries(openings).filter(([k]) => personaKeys.includes(k)));
  }
  return { cast: record.cast, script: record.script, personaKeys: record.personas as string[] };
}

/** The SuperAdmin's persona ids by key. */
export async function personaIds(server: TestServer, superAdmin: Person): Promise<Map<string, number>> {
  const personas = (await server.api('/api/superadmin/personas', { token: superAdmin.token })).body as { id: number; key: string }[];
  return new Map(personas.map((p) => [p.key, p.id]));
}

/** Audit entries of one kind, oldest first, their JSON read the same on PGlite and PostgreSQL. */
export async function auditEntries(server: TestServer, action: string) {
  const rows = await server.kernel.db.orm.em.fork().getConnection().execute(
    'select actor_email, target_user_id, before, after from audit_entries where action = ? order by id', [action],
  ) as { actor_email: string; target_user_id: number | null; before: unknown; after: unknown }[];
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, any>;
  return rows.map((r) => ({ actorEmail: r.actor_email, targetUserId: r.target_user_id, before: json(r.before), after: json(r.after) }));
}
