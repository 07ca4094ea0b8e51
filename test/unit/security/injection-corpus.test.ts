import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The injection corpus the offline classifier is trained and measured on (test/fixtures/injection-corpus).
// Each language's file is checked if it exists, so a language added later is covered without edits here.
const FIXTURES = fileURLToPath(new URL('../../fixtures/injection-corpus/', import.meta.url));
const BUILDERS = fileURLToPath(new URL('../../../scripts/security/corpus/', import.meta.url));
const LANGUAGES = ['en', 'ru'].filter((lang) => existsSync(`${FIXTURES}${lang}.jsonl`));

const ATTACK = ['instruction-override', 'roleplay-jailbreak', 'system-prompt-extraction', 'payload-splitting', 'obfuscation',
  'context-injection', 'refusal-suppression', 'translation-or-encoding-request', 'multilingual'];
const BENIGN = ['conversation', 'lookalike', 'offtopic'];
const KEYS = ['id', 'text', 'locale', 'label', 'family', 'group', 'split', 'source'];

interface Row { id: string; text: string; locale: string; label: string; family: string; group: string; split: string; source: string }

const share = (part: number, whole: number): number => part / whole;

describe('Injection corpus', () => {
  it('has at least the English file', () => {
    expect(LANGUAGES).to.include('en');
  });

  for (const lang of LANGUAGES) {
    describe(`${lang}.jsonl`, () => {
      const raw = readFileSync(`${FIXTURES}${lang}.jsonl`, 'utf8');
      const rows = raw.trimEnd().split('\n').map((line) => JSON.parse(line) as Row);
      const of = (label: string): Row[] => rows.filter((r) => r.label === label);

      it('holds well-formed rows with the documented keys and values', () => {
        for (const r of rows) {
          const where = JSON.stringify(r).slice(0, 120);
          expect(Object.keys(r), where).to.deep.equal(KEYS);
          expect(r.id, where).to.match(new RegExp(`^${lang}-${r.label === 'attack' ? 'a' : 'b'}-\\d{5}$`));
          expect(r.locale, where).to.equal(lang);
          expect(r.label === 'attack' ? ATTACK : BENIGN, where).to.include(r.family);
          expect(['train', 'test'], where).to.include(r.split);
          expect(['handwritten', 'templated', 'transformed'], where).to.include(r.source);
          expect(r.group, where).to.match(new RegExp(`^${lang}-[ab]-\\S+$`));
          expect(r.text.trim().length, where).to.be.greaterThan(0);
        }
      });

      it('has unique ids and unique texts', () => {
        expect(new Set(rows.map((r) => r.id)).size).to.equal(rows.length);
        const seen = new Map<string, string>();
        for (const r of rows) {
          expect(seen.get(r.text), `${r.id} repeats ${seen.get(r.text)}`).to.equal(undefined);
          seen.set(r.text, r.id);
        }
      });

      it('keeps every group in one split and under one label, and splits roughly 70/30', () => {
        const groups = new Map<string, string>();
        for (const r of rows) {
          const key = `${r.split}|${r.label}`;
          expect(groups.get(r.group) ?? key, `group ${r.group}`).to.equal(key);
          groups.set(r.group, key);
        }
        for (const label of ['attack', 'benign']) {
          const train = share(of(label).filter((r) => r.split === 'train').length, of(label).length);
          expect(train, `${label} train share`).to.be.within(0.6, 0.8);
        }
      });

      it('meets the size minimums: 950 rows per label, 60 per attack family, 35% benign look-alikes, 40% handwritten', () => {
        expect(of('attack').length).to.be.at.least(950);
        expect(of('benign').length).to.be.at.least(950);
        for (const family of ATTACK) expect(rows.filter((r) => r.family === family).length, family).to.be.at.least(60);
        expect(share(rows.filter((r) => r.family === 'lookalike').length, of('benign').length)).to.be.at.least(0.35);
        for (const label of ['attack', 'benign']) {
          expect(share(of(label).filter((r) => r.source === 'handwritten').length, of(label).length), label).to.be.at.least(0.4);
        }
      });

      // Each language's builder keeps a pure scripts/security/corpus/<lang>/render.ts exporting renderCorpus().
      it('is exactly what its builder writes (regenerate with npm run security:corpus)', async () => {
        const render = `${BUILDERS}${lang}/render.ts`;
        expect(existsSync(render), `${render} is missing`).to.equal(true);
        const { renderCorpus } = (await import(pathToFileURL(render).href)) as { renderCorpus: () => string };
        expect(renderCorpus() === raw, `${lang}.jsonl differs from its builder's output`).to.equal(true);
      });
    });
  }
});
