import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'chai';

const WEB = join(import.meta.dirname, '../../../web/src');
/** Every feature: each page loads its namespaces lazily, so none may lean on another page's. */
const FEATURES = readdirSync(join(WEB, 'features'));

function componentsOf(feature: string): string[] {
  const dir = join(WEB, 'features', feature);
  return (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.tsx')).map((file) => join(dir, file));
}

/** The namespaces a file asks useTranslation for, and those its t() calls name with a `ns:` prefix. */
export function namespacesOf(source: string): { loaded: string[]; named: string[] } {
  const loaded = [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!));
  const named = [...source.matchAll(/\bt\(\s*['`]([A-Za-z]+):/g)].map((m) => m[1]!);
  return { loaded, named };
}

describe('web: every page translates only with namespaces it loads', () => {
  it('reads what a file loads and names', () => {
    expect(namespacesOf("const { t } = useTranslation(['people', 'results']); t(`results:skills.${k}`); t('common:actions.close')"))
      .to.deep.equal({ loaded: ['people', 'results'], named: ['results', 'common'] });
  });

  for (const feature of FEATURES) {
    it(`${feature}: every t('ns:…') names common or a namespace the same file loads (else the raw key shows until another page loads it)`, () => {
      const strays: string[] = [];
      for (const file of componentsOf(feature)) {
        const { loaded, named } = namespacesOf(readFileSync(file, 'utf8'));
        for (const ns of named) if (ns !== 'common' && !loaded.includes(ns)) strays.push(`${relative(WEB, file)} uses ${ns}: but loads ${loaded.join(', ') || 'nothing'}`);
      }
      expect(strays).to.deep.equal([]);
    });
  }

  it("names every language the product speaks in the hacking attempt's details", () => {
    for (const language of ['en', 'ru']) {
      const { details } = JSON.parse(readFileSync(join(WEB, 'locales', language, 'hackingAttempts.json'), 'utf8')) as { details: { locales: Record<string, string> } };
      expect(Object.keys(details.locales), language).to.have.members(['en', 'ru']);
    }
  });
});
