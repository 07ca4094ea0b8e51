import type { AuditRecord } from '#src/modules/identity/index.ts';
import type { EditableScenario } from '../domain/scenario-admin.ports.ts';

/** The SuperAdmin making a change, as the audit trail records them. */
export interface SuperAdminActor {
  id: number;
  email: string;
  /** The client's address, as TRUST_PROXY lets the server know it. */
  ip: string | null;
}

type Audited = Pick<EditableScenario, 'key' | 'name' | 'name_ru' | 'description' | 'description_ru' | 'category' | 'difficulty' | 'personas'
  | 'systemPrompt' | 'cast' | 'script'>;

/**
 * A scenario's fields as the trail shows them: the category by its names, personas by their keys, the
 * cast and script with their keys sorted — PostgreSQL's jsonb reorders them, and the same script sent
 * back in another order is no change.
 */
export function auditedFields(s: Audited): Record<string, unknown> {
  return {
    name: s.name, name_ru: s.name_ru, description: s.description, description_ru: s.description_ru,
    category: s.category.name, category_ru: s.category.name_ru, difficulty: s.difficulty, systemPrompt: s.systemPrompt,
    personas: s.personas.map((p) => p.key).sort(), cast: sortedKeys(s.cast), script: sortedKeys(s.script),
  };
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, sortedKeys(v)]));
}

/** An entry naming the scenario by id and key on both sides (it has no target user), with what changed. */
export function scenarioAudit(
  actor: SuperAdminActor, action: Extract<AuditRecord['action'], `scenario.${string}`>, scenario: Pick<EditableScenario, 'id' | 'key'>,
  change: Pick<AuditRecord, 'before' | 'after'>,
): AuditRecord {
  const named = { id: scenario.id, key: scenario.key };
  return {
    actorId: actor.id, actorEmail: actor.email, action, targetUserId: null, targetEmail: null,
    before: { ...named, ...change.before }, after: { ...named, ...change.after }, ip: actor.ip,
  };
}
