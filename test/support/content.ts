import { readFileSync } from 'node:fs';

/** A valid scenario record for tests, built on a shipped one so it satisfies every rule of the schema. */
export function scenarioRecord(key: string, overrides: Record<string, unknown> = {}): Record<string, any> {
  const pack = JSON.parse(readFileSync('content/customer-service.json', 'utf8')) as { scenarios: Record<string, any>[] };
  return { ...structuredClone(pack.scenarios[0]), key, name: `Test scenario ${key}`, ...overrides };
}

export const shippedScenarioCount = () =>
  ['customer-service', 'conflict-resolution', 'giving-feedback', 'leadership', 'negotiation', 'teamwork', 'sales', 'difficult-conversations', 'job-interviews']
    .map((f) => (JSON.parse(readFileSync(`content/${f}.json`, 'utf8')) as { scenarios: unknown[] }).scenarios.length)
    .reduce((a, b) => a + b, 0);
