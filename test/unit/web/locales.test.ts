import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';

const LOCALES_DIR = join(import.meta.dirname, '../../../web/src/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function languages(): string[] {
  return readdirSync(LOCALES_DIR).filter((name) => statSync(join(LOCALES_DIR, name)).isDirectory()).sort();
}

function namespaces(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function load(language: string, namespace: string): Json {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Json;
}

/**
 * Every leaf key as a dotted path. Plural forms differ by language (en: _one/_other,
 * ru: _one/_few/_many/_other), so they count as one key without the suffix.
 */
export function leafKeys(value: Json, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(PLURAL_SUFFIX, '')];
}

function difference(a: string[], b: string[]): string[] {
  const other = new Set(b);
  return [...new Set(a)].filter((key) => !other.has(key)).sort();
}

describe('web locales', () => {
  const langs = languages();

  it('has English and Russian', () => {
    expect(langs).to.include.members(['en', 'ru']);
  });

  it('has the same namespace files in every language', () => {
    for (const language of langs) {
      const [reference] = langs;
      expect(namespaces(language), `namespaces of ${language} vs ${reference}`).to.deep.equal(namespaces(reference!));
    }
  });

  describe('keys', () => {
    const all = [...new Set(langs.flatMap(namespaces))].sort();
    for (const namespace of all) {
      it(`${namespace}: every key exists in every language`, () => {
        const present = langs.filter((language) => namespaces(language).includes(namespace));
        expect(present, `${namespace}.json exists only in ${present.join(', ')}`).to.deep.equal(langs);
        const keys = Object.fromEntries(langs.map((language) => [language, leafKeys(load(language, namespace))]));
        for (const a of langs) {
          for (const b of langs) {
            if (a === b) continue;
            expect(difference(keys[a]!, keys[b]!), `${namespace}: keys in ${a} but missing in ${b}`).to.deep.equal([]);
          }
        }
      });

      it(`${namespace}: no empty texts`, () => {
        for (const language of langs) {
          const empty: string[] = [];
          const walk = (value: Json, path: string) => {
            if (value !== null && typeof value === 'object') {
              for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
            } else if (typeof value !== 'string' || value.trim() === '') empty.push(path);
          };
          walk(load(language, namespace), '');
          expect(empty, `${language}/${namespace}.json has empty or non-text values`).to.deep.equal([]);
        }
      });
    }
  });

  it('words "session not found" the same on every page that says it (F15: the RU pages differed by a comma)', () => {
    for (const language of langs) {
      const body = (namespace: string, section: string) => ((load(language, namespace) as Record<string, Record<string, Json>>)[section]!.body);
      expect(body('simulation', 'notFound'), `${language}: simulation vs results`).to.equal(body('results', 'missing'));
    }
  });

  describe('leafKeys', () => {
    it('flattens nested keys and folds plural forms', () => {
      expect(leafKeys({ a: { b: 'x', c_one: '1', c_many: '2' }, d: 'y' })).to.deep.equal(['a.b', 'a.c', 'a.c', 'd']);
    });
  });
});
