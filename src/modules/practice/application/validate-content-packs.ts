import type { z } from 'zod';
import { contentPackSchema, type ContentPack } from './content-pack.schema.ts';
import type { PersonaDraft, ScenarioDraft } from '../domain/ports.ts';
import type { ContentProblem } from '../domain/practice.errors.ts';
import { categoryKey } from '../domain/categories.ts';

export type { ContentProblem };

/** One content file as read from disk: its parsed JSON, or why it could not be parsed. */
export interface ContentDocument {
  file: string;
  data?: unknown;
  parseError?: string;
}


export interface ValidatedContent {
  personas: (PersonaDraft & { file: string })[];
  scenarios: (ScenarioDraft & { file: string })[];
  problems: ContentProblem[];
}

/**
 * Checks every document against the pack schema and against each other: duplicate keys,
 * personas that exist neither in the packs nor in the catalogue, one category spelled two ways.
 */
export function validateContentPacks(documents: ContentDocument[], existingPersonaKeys: ReadonlySet<string>): ValidatedContent {
  const problems: ContentProblem[] = [];
  const packs: { file: string; pack: ContentPack }[] = [];
  for (const doc of documents) {
    if (doc.parseError !== undefined) {
      problems.push({ file: doc.file, record: null, field: null, message: `not valid JSON: ${doc.parseError}` });
      continue;
    }
    const parsed = contentPackSchema.safeParse(doc.data);
    if (parsed.success) packs.push({ file: doc.file, pack: parsed.data });
    else problems.push(...parsed.error.issues.map((issue) => problemOf(doc.file, doc.data, issue)));
  }

  const personas = packs.flatMap(({ file, pack }) => pack.personas.map((p) => ({ file, persona: p })));
  const scenarios = packs.flatMap(({ file, pack }) => pack.scenarios.map((s) => ({ file, scenario: s })));
  const once = new Map<string, string>();
  const duplicate = (kind: string, key: string, file: string) => {
    const first = once.get(`${kind}:${key}`);
    if (first) problems.push({ file, record: `${kind} "${key}"`, field: 'key', message: `is also used in ${first}` });
    once.set(`${kind}:${key}`, first ?? file);
  };
  personas.forEach(({ file, persona }) => duplicate('persona', persona.key, file));
  scenarios.forEach(({ file, scenario }) => duplicate('scenario', scenario.key, file));

  const personaKeys = new Set([...existingPersonaKeys, ...personas.map(({ persona }) => persona.key)]);
  // One category, one spelling: its English name is its identity, in any case (as the import and the console match it).
  const categoryNames = new Map<string, { name: string; ru: string; where: string }>();
  for (const { file, scenario } of scenarios) {
    const record = `scenario "${scenario.key}"`;
    scenario.personas.forEach((key, i) => {
      if (!personaKeys.has(key)) problems.push({ file, record, field: `personas.${i}`, message: `persona "${key}" is in no pack and not in the catalogue` });
    });
    const category = categoryKey(scenario.category);
    const seen = categoryNames.get(category);
    if (seen && seen.name !== scenario.category)
      problems.push({ file, record, field: 'category', message: `"${scenario.category}" is spelt "${seen.name}" in ${seen.where}` });
    else if (seen && seen.ru !== scenario.category_ru)
      problems.push({ file, record, field: 'category_ru', message: `"${scenario.category_ru}" differs from "${seen.ru}" given for "${scenario.category}" in ${seen.where}` });
    else if (!seen) categoryNames.set(category, { name: scenario.category, ru: scenario.category_ru, where: `${file} (${record})` });
  }

  return {
    personas: personas.map(({ file, persona }) => ({ ...persona, file })),
    scenarios: scenarios.map(({ file, scenario: { personas: keys, category, category_ru, ...rest } }) => ({
      ...rest, file, category: { name: category, name_ru: category_ru }, personaKeys: keys,
    })),
    problems,
  };
}

function problemOf(file: string, data: unknown, issue: z.core.$ZodIssue): ContentProblem {
  const [list, index, ...field] = issue.path.map(String);
  if ((list === 'scenarios' || list === 'personas') && index !== undefined) {
    const key = (data as Record<string, { key?: unknown }[]>)[list]?.[Number(index)]?.key;
    const kind = list === 'scenarios' ? 'scenario' : 'persona';
    const record = typeof key === 'string' && key ? `${kind} "${key}"` : `${list}[${index}]`;
    return { file, record, field: field.join('.') || null, message: issue.message };
  }
  return { file, record: null, field: issue.path.join('.') || null, message: issue.message };
}
