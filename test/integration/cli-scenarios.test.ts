import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { rapport, root } from '../support/cli.ts';
import { scenarioRecord } from '../support/content.ts';

/** What the shipped packs in content/ hold. */
function shipped() {
  const packs = readdirSync(join(root, 'content'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(root, 'content', f), 'utf8')) as { personas?: unknown[]; scenarios?: any[] });
  const scenarios = packs.flatMap((p) => p.scenarios ?? []);
  const personas = packs.flatMap((p) => p.personas ?? []).length;
  const categories = new Set(scenarios.map((s) => s.category)).size;
  const customerServiceBeginner = scenarios.filter((s) => s.category === 'Customer Service' && s.difficulty === 'Beginner').length;
  return { personas, categories, scenarios: scenarios.length, records: personas + categories + scenarios.length, customerServiceBeginner };
}

describe('rapport scenarios', function () {
  this.timeout(60_000);
  const work = mkdtempSync(join(tmpdir(), 'rapport-cli-scenarios-'));
  const dataDir = join(work, 'data');
  const content = shipped();
  after(() => rmSync(work, { recursive: true, force: true }));

  /** A pack file in the temporary folder, built on a shipped scenario. */
  const packFile = (name: string, scenarios: Record<string, unknown>[]) => {
    const file = join(work, name);
    writeFileSync(file, JSON.stringify({ pack: name.replace(/\.json$/, ''), scenarios }, null, 2));
    return file;
  };

  it('refuses a path that does not exist, before opening the database', async () => {
    const res = await rapport(dataDir, 'scenarios', 'import', join(work, 'no-such-folder'), '--json');
    expect(res.code).to.equal(1);
    expect(res.json.error.code).to.equal('CLI.CONTENT_NOT_FOUND');
    expect(res.json.error.message).to.include('no-such-folder');
  });

  it('imports the shipped content/ folder and reports every record', async () => {
    const res = await rapport(dataDir, 'scenarios', 'import', 'content/', '--json');
    expect(res.code, res.stderr).to.equal(0);
    expect(res.json).to.deep.include({ ok: true, dryRun: false, source: 'content/' });
    expect(res.json.totals).to.deep.equal({ created: content.records, updated: 0, unchanged: 0 });
    expect(res.json.records).to.have.length(content.records);
    expect(res.json.records).to.deep.include({ kind: 'scenario', key: 'cs-gym-double-charge', action: 'created', file: 'customer-service.json' });
    expect(res.json.records).to.deep.include({ kind: 'category', key: 'Customer Service', action: 'created', file: null });
  });

  it('imports it again with every record unchanged, in a report for people', async () => {
    const res = await rapport(dataDir, 'scenarios', 'import', 'content/');
    expect(res.code, res.stderr).to.equal(0);
    expect(res.stdout).to.include(`✓ Imported content/: 0 created, 0 updated, ${content.records} unchanged.`);
    const rows = res.stdout.split('\n').filter((line) => / (persona|category|scenario) /.test(line));
    expect(rows).to.have.length(content.records);
    rows.forEach((row) => expect(row).to.match(/ unchanged$/));
    expect(res.stdout).to.match(/customer-service\.json +scenario +cs-gym-double-charge +unchanged/);
  });

  it('--dry-run of a new pack says what would change and writes nothing', async () => {
    const file = packFile('new.json', [scenarioRecord('cli-dry-run', { name: 'CLI dry-run scenario' })]);
    const res = await rapport(dataDir, 'scenarios', 'import', file, '--dry-run');
    expect(res.code, res.stderr).to.equal(0);
    expect(res.stdout).to.match(/new\.json +scenario +cli-dry-run +would create/);
    expect(res.stdout).to.include('nothing was written').and.include('would create 1, update 0 and leave 1 unchanged');

    const list = await rapport(dataDir, 'scenarios', 'list');
    expect(list.code, list.stderr).to.equal(0);
    expect(list.stdout).to.match(/^ID +DIFFICULTY +CATEGORY +NAME +SPEAKERS/);
    expect(list.stdout).to.match(/ Beginner +Customer Service +Charged twice for the gym +1\n/);
    expect(list.stdout).to.include(`${content.scenarios} scenario(s)`).and.not.include('CLI dry-run scenario');
  });

  describe('an invalid pack', () => {
    const bad = () =>
      packFile('bad.json', [
        scenarioRecord('cli-good', { name: 'CLI good scenario' }),
        scenarioRecord('cli-bad', { difficulty: 'Expert' }),
      ]);

    it('is refused with every problem named by file, record and field, and exit code 1', async () => {
      const file = bad();
      const res = await rapport(dataDir, 'scenarios', 'import', file, '--json');
      expect(res.code).to.equal(1);
      expect(res.json.ok).to.equal(false);
      expect(res.json.error.code).to.equal('PRACTICE.CONTENT_INVALID');
      expect(res.json.error.message).to.include('nothing was imported');
      expect(res.json.error.problems).to.have.length(1);
      expect(res.json.error.problems[0]).to.include({ file, record: 'scenario "cli-bad"', field: 'difficulty' });

      const human = await rapport(dataDir, 'scenarios', 'import', file);
      expect(human.code).to.equal(1);
      expect(human.stdout).to.equal('');
      expect(human.stderr).to.include('✗').and.include('nothing was imported');
      expect(human.stderr).to.include(`${file} › scenario "cli-bad" › difficulty: `);
    });

    it('leaves the catalogue as it was: its good scenario is not there either', async () => {
      const res = await rapport(dataDir, 'scenarios', 'list', '--category', 'customer service', '--difficulty', 'beginner', '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.json.scenarios).to.have.length(content.customerServiceBeginner);
      for (const s of res.json.scenarios) {
        expect(s).to.include({ category: 'Customer Service', difficulty: 'Beginner' });
        expect(s.id).to.be.a('number');
        expect(s.speakerCount).to.be.a('number');
      }
      expect(res.json.scenarios.map((s: { name: string }) => s.name)).to.include('Charged twice for the gym').and.not.include('CLI good scenario');
    });
  });

  describe('export', () => {
    const out = join(work, 'exports', 'nested', 'catalogue.json');

    it('writes the catalogue to --out, creating its folders, and says what it wrote', async () => {
      const res = await rapport(dataDir, 'scenarios', 'export', '--out', out, '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.json).to.deep.equal({ ok: true, path: out, personas: content.personas, categories: content.categories, scenarios: content.scenarios });
      const pack = JSON.parse(readFileSync(out, 'utf8'));
      expect(pack.personas).to.have.length(content.personas);
      expect(pack.scenarios).to.have.length(content.scenarios);
    });

    it('writes the same pack as pretty JSON to stdout without --out', async () => {
      const res = await rapport(dataDir, 'scenarios', 'export');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.stdout).to.equal(readFileSync(out, 'utf8'));
      expect(res.stdout).to.match(/^{\n {2}"pack": "export",\n/);
    });

    it('imports back with every record unchanged', async () => {
      const res = await rapport(dataDir, 'scenarios', 'import', out, '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.json.totals).to.deep.equal({ created: 0, updated: 0, unchanged: content.records });
    });
  });

  it('list refuses an unknown difficulty with exit code 1', async () => {
    const res = await rapport(dataDir, 'scenarios', 'list', '--difficulty', 'Expert');
    expect(res.code).to.equal(1);
    expect(res.stdout).to.equal('');
    expect(res.stderr).to.include('✗').and.include('--difficulty must be one of Beginner, Intermediate, Advanced (got "Expert")');
  });
});
