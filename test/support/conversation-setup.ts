import { readdirSync, readFileSync } from 'node:fs';
import { speakersOf, type ConversationSetup } from '#src/modules/practice/domain/conversation.ts';
import { genericScript } from '#src/modules/practice/domain/generic-script.ts';
import type { Gender, PersonaArchetype, Scenario } from '#src/modules/practice/domain/scenario.ts';

let cache: ReturnType<typeof readShipped> | null = null;
/** Shipped content, read once per test process (the suites play thousands of conversations). */
const shipped = () => (cache ??= readShipped());

/** Shipped content, mapped to the domain shapes as MikroOrmCatalogueRepository.load() does. */
function readShipped() {
  const personas = (JSON.parse(readFileSync('content/personas.json', 'utf8')) as { personas: Omit<PersonaArchetype, 'id'>[] }).personas
    .map((p, i) => ({ id: i + 1, ...p }));
  const records = readdirSync('content')
    .filter((f) => f.endsWith('.json') && f !== 'personas.json')
    .flatMap((f) => (JSON.parse(readFileSync(`content/${f}`, 'utf8')) as { scenarios: Record<string, any>[] }).scenarios);
  return { personas, records };
}

export function shippedPersona(key: string): PersonaArchetype {
  return shipped().personas.find((p) => p.key === key) ?? fail(`no persona ${key} in content/`);
}

export function shippedScenario(key: string): Scenario {
  const { personas, records } = shipped();
  const r = records.find((s) => s.key === key) ?? fail(`no scenario ${key} in content/`);
  return {
    id: 1, key: r.key, name: r.name, name_ru: r.name_ru, description: r.description, description_ru: r.description_ru,
    category: { id: 1, name: r.category, name_ru: r.category_ru }, difficulty: r.difficulty,
    personas: (r.personas as string[]).map((k) => personas.find((p) => p.key === k) ?? fail(`unknown persona ${k}`)),
    systemPrompt: r.systemPrompt, cast: r.cast, script: r.script ?? genericScript(r as never), ownScript: !!r.script, rubric: r.rubric ?? null, createdAt: new Date(),
  };
}

/** A session's setup on a shipped scenario, as StartSession would build it. */
export function conversationSetup(
  scenarioKey: string,
  { locale = 'en', personaKey = null, firstName = null, gender = 'female', withoutScript = false }:
    { locale?: 'en' | 'ru'; personaKey?: string | null; firstName?: string | null; gender?: Gender; withoutScript?: boolean } = {},
): ConversationSetup {
  const shipped = shippedScenario(scenarioKey);
  // As the catalogue loads a scenario created without a script (in the console, say).
  const scenario = withoutScript ? { ...shipped, script: genericScript(shipped), ownScript: false } : shipped;
  return {
    scenario,
    persona: personaKey ? shippedPersona(personaKey) : null,
    personaInfo: { firstName, gender, avatarUrl: null, castAvatarUrls: [] },
    locale,
    speakers: speakersOf(scenario, locale, { firstName, gender }),
  };
}

function fail(message: string): never {
  throw new Error(message);
}
