// @embedded-database-only: every command here runs on a data dir of its own (PGlite), whatever the lane;
// on PostgreSQL (TEST_DATABASE_URL) the test runners leave this file out (scripts/embedded-only.mjs) rather than run it twice.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { rapport, rapportFed, root } from '../support/cli.ts';
import { scenarioRecord } from '../support/content.ts';
import { testRubric } from '../support/rubric.ts';
import { startTestServer } from '../support/test-server.ts';
import { anAccount, aLearner } from '../support/team.ts';
import { personaIds, scenarioForm, shippedContent } from '../support/scenario-forms.ts';

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

  it('takes a category by its English name in any case, and refuses one spelt two ways in an import', async () => {
    const recased = packFile('recased.json', [scenarioRecord('cli-recased', { name: 'CLI recased category' })].map((s) => ({ ...s, category: s.category.toLowerCase() })));
    const res = await rapport(dataDir, 'scenarios', 'import', recased, '--dry-run', '--json');
    expect(res.code, res.stderr).to.equal(0);
    const category = res.json.records.filter((r: { kind: string }) => r.kind === 'category');
    expect(category).to.have.length(1);
    expect(category[0]).to.include({ key: 'customer service', action: 'updated' });

    const twice = packFile('twice.json', [
      scenarioRecord('cli-twice-a', { name: 'CLI twice A', category: 'QA Category', category_ru: 'QA Категория' }),
      scenarioRecord('cli-twice-b', { name: 'CLI twice B', category: 'qa category', category_ru: 'QA Категория' }),
    ]);
    const refused = await rapport(dataDir, 'scenarios', 'import', twice, '--json');
    expect(refused.code).to.equal(1);
    expect(refused.json.error.problems).to.have.length(1);
    expect(refused.json.error.problems[0]).to.include({ record: 'scenario "cli-twice-b"', field: 'category' });
    expect(refused.json.error.problems[0].message).to.include('"qa category" is spelt "QA Category"');
  });

  it('reads one pack from stdin for -, naming it stdin', async () => {
    const pack = JSON.stringify({ pack: 'piped', scenarios: [scenarioRecord('cli-piped', { name: 'CLI piped scenario' })] });
    const dry = await rapportFed(pack, {}, dataDir, 'scenarios', 'import', '-', '--dry-run', '--json');
    expect(dry.code, dry.stderr).to.equal(0);
    expect(dry.json).to.deep.include({ ok: true, dryRun: true, source: '-' });
    expect(dry.json.records).to.deep.include({ kind: 'scenario', key: 'cli-piped', action: 'created', file: 'stdin' });
    const broken = await rapportFed('{"pack": ', {}, dataDir, 'scenarios', 'import', '-', '--json');
    expect([broken.code, broken.json.error.code]).to.deep.equal([1, 'PRACTICE.CONTENT_INVALID']);
    expect(broken.json.error.problems[0]).to.include({ file: 'stdin', record: null, field: null });
    const empty = await rapportFed('', {}, dataDir, 'scenarios', 'import', '-', '--json');
    expect([empty.code, empty.json.error.code]).to.deep.equal([1, 'CLI.CONTENT_NOT_FOUND']);
    const help = await rapport(dataDir, 'scenarios', 'import', '--help');
    expect(help.stdout.replace(/\s+/g, ' ')).to.include('- reads one pack from stdin');
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
      // The difficulty by its Russian name, as the catalogue's filter takes it.
      const russian = await rapport(dataDir, 'scenarios', 'list', '--category', 'customer service', '--difficulty', 'Начальный', '--json');
      expect(russian.json.scenarios).to.deep.equal(res.json.scenarios);
    });
  });

  describe('export', () => {
    const out = join(work, 'exports', 'nested', 'catalogue.json');

    it('writes the catalogue to --out, creating its folders, and says what it wrote', async () => {
      const res = await rapport(dataDir, 'scenarios', 'export', '--out', out, '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.json).to.deep.equal({ ok: true, path: out, personas: content.personas, categories: content.categories, scenarios: content.scenarios });
      const pack = JSON.parse(readFileSync(out, 'utf8'));
      expect(statSync(out).mode & 0o777, 'the hidden prompts: readable by the operator alone').to.equal(0o600);
      expect(pack.personas).to.have.length(content.personas);
      expect(pack.scenarios).to.have.length(content.scenarios);
    });

    it('writes the same pack as pretty JSON to stdout without --out, or with --out - as export takes it', async () => {
      const res = await rapport(dataDir, 'scenarios', 'export');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.stdout).to.equal(readFileSync(out, 'utf8'));
      expect(res.stdout).to.match(/^{\n {2}"pack": "export",\n/);
      const dash = await rapport(dataDir, 'scenarios', 'export', '--out', '-');
      expect([dash.code, dash.stdout]).to.deep.equal([0, res.stdout]);
      expect(readdirSync(process.cwd())).to.not.include('-');
    });

    it('imports back with every record unchanged', async () => {
      const res = await rapport(dataDir, 'scenarios', 'import', out, '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.json.totals).to.deep.equal({ created: 0, updated: 0, unchanged: content.records });
    });

    it('says it cannot write to a folder, or under a file, as export does, and leaves nothing behind', async () => {
      const folder = join(work, 'a-folder');
      mkdirSync(folder);
      const blocked = join(work, 'a-file');
      writeFileSync(blocked, 'not a folder');
      const before = readdirSync(work).sort();
      const intoFolder = await rapport(dataDir, 'scenarios', 'export', '--out', folder, '--json');
      expect([intoFolder.code, intoFolder.json.error]).to.deep.equal([1, { code: 'CLI.CANNOT_WRITE', message: `Cannot write ${folder}: it is a folder (EISDIR)` }]);
      const underFile = await rapport(dataDir, 'scenarios', 'export', '--out', join(blocked, 'catalogue.json'));
      expect([underFile.code, underFile.stdout]).to.deep.equal([1, '']);
      expect(underFile.stderr).to.include(`✗ Cannot write ${join(blocked, 'catalogue.json')}: a part of its path is a file, not a folder`).and.include('(CLI.CANNOT_WRITE)');
      expect(readdirSync(work).sort()).to.deep.equal(before);
      expect(readdirSync(folder)).to.deep.equal([]);
      expect(readFileSync(blocked, 'utf8')).to.equal('not a folder');
    });
  });

  describe('export of scenarios made in the SuperAdmin console (R2.11)', () => {
    const out = join(work, 'exports', 'with-console.json');
    const keys = { scripted: 'console-scripted-refund', generic: 'console-generic-chairs', retired: 'console-played-then-retired' };

    before(async () => {
      // A server on the CLI's own embedded database (one process at a time), stopped before the CLI runs again.
      const server = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: undefined as unknown as string, OFFLINE_TYPING_DELAY_MS: '0' });
      try {
        const superAdmin = await anAccount(server, 'SuperAdmin', null);
        const personas = await personaIds(server, superAdmin);
        const create = async (form: Record<string, unknown>) => {
          const res = await server.api('/api/superadmin/scenarios', { token: superAdmin.token, body: form });
          expect(res.status, JSON.stringify(res.body)).to.equal(201);
          return res.body as { id: number; key: string };
        };
        const { cast, script } = shippedContent('cs-gym-double-charge', ['the-anxious']);
        await create(scenarioForm({ name: 'Console scripted refund', name_ru: 'Возврат из консоли', personaIds: [personas.get('the-anxious')!], cast, script }));
        await create(scenarioForm({ name: 'Console generic chairs', name_ru: 'Кресла из консоли' }));
        const played = await create(scenarioForm({ name: 'Console played then retired', name_ru: 'Сыгран и снят' }));
        const learner = await aLearner(server);
        const start = { scenarioId: played.id, coachEnabled: false, personaId: 0, locale: 'en', gender: 'male' };
        expect((await server.api('/api/sessions', { token: learner.token, body: start })).status).to.equal(201);
        const removed = await server.api(`/api/superadmin/scenarios/${played.id}`, { method: 'DELETE', token: superAdmin.token });
        expect(removed.body.outcome).to.equal('retired');
      } finally {
        await server.stop();
      }
    });

    const pack = () => JSON.parse(readFileSync(out, 'utf8')) as { scenarios: Record<string, any>[] };
    const record = (key: string) => pack().scenarios.find((s) => s.key === key)!;
    const listed = async () => ((await rapport(dataDir, 'scenarios', 'list', '--json')).json.scenarios as { name: string }[]).map((s) => s.name);

    it('includes them as a pack writer would write them: the script when written, the cast, and the retired one flagged', async () => {
      const res = await rapport(dataDir, 'scenarios', 'export', '--out', out, '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.json.scenarios).to.equal(content.scenarios + 3);
      const { cast, script } = shippedContent('cs-gym-double-charge', ['the-anxious']);
      expect(record(keys.scripted)).to.deep.include({ name_ru: 'Возврат из консоли', category: 'Supplier Relations', category_ru: 'Работа с поставщиками',
        difficulty: 'Intermediate', personas: ['the-anxious'], cast, script });
      expect(record(keys.scripted)).to.not.have.property('retired');
      expect(record(keys.generic)).to.not.have.property('script');
      expect(record(keys.generic).cast).to.deep.equal([{ gender: 'female', color: '#2a9d8f' }]);
      expect(record(keys.retired)).to.include({ retired: true, name: 'Console played then retired' });
    });

    it('imports back with every record unchanged, the retired one staying out of the catalogue', async () => {
      const res = await rapport(dataDir, 'scenarios', 'import', out, '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.json.totals).to.deep.equal({ created: 0, updated: 0, unchanged: content.records + 4 }); // 3 scenarios and their new category
      expect(await listed()).to.include.members(['Console scripted refund', 'Console generic chairs']).and.not.include('Console played then retired');
    });

    it('brings a retired scenario back when a pack lists it without the flag, and retires it again with the flag', async () => {
      const edited = pack();
      const retired = edited.scenarios.find((s) => s.key === keys.retired)!;
      delete retired.retired;
      const file = join(work, 'unretire.json');
      writeFileSync(file, JSON.stringify({ ...edited, scenarios: [retired] }));
      const back = await rapport(dataDir, 'scenarios', 'import', file, '--json');
      expect(back.json.records).to.deep.include({ kind: 'scenario', key: keys.retired, action: 'updated', file });
      expect(await listed()).to.include('Console played then retired');

      writeFileSync(file, JSON.stringify({ ...edited, scenarios: [{ ...retired, retired: true }] }));
      const again = await rapport(dataDir, 'scenarios', 'import', file, '--json');
      expect(again.json.records).to.deep.include({ kind: 'scenario', key: keys.retired, action: 'updated', file });
      expect(await listed()).to.not.include('Console played then retired');
    });

    it('refuses a pack whose scenario without a script has more than one character, as the console does', async () => {
      const file = packFile('two-without-script.json', [{ ...scenarioRecord('cli-two-cast'), script: undefined, cast: [
        { gender: 'male', color: '#111111' }, { gender: 'female', color: '#222222' },
      ] }]);
      const res = await rapport(dataDir, 'scenarios', 'import', file, '--json');
      expect(res.code).to.equal(1);
      expect(res.json.error.problems[0]).to.include({ record: 'scenario "cli-two-cast"', field: 'cast' });
    });
  });

  describe('a scenario’s rubric (R2.12)', () => {
    const rubric = testRubric('CLI');
    const out = join(work, 'exports', 'with-rubric.json');
    const exported = (key: string) => (JSON.parse(readFileSync(out, 'utf8')) as { scenarios: Record<string, any>[] }).scenarios.find((s) => s.key === key)!;

    it('is imported with its scenario, exported as written and imported back unchanged; a scenario without one exports none', async () => {
      const file = packFile('rubric.json', [
        scenarioRecord('cli-rubric', { name: 'CLI rubric scenario', rubric }),
        { ...scenarioRecord('cli-no-rubric', { name: 'CLI scenario without a rubric' }), rubric: undefined },
      ]);
      const res = await rapport(dataDir, 'scenarios', 'import', file, '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.json.records).to.deep.include({ kind: 'scenario', key: 'cli-rubric', action: 'created', file });

      expect((await rapport(dataDir, 'scenarios', 'export', '--out', out, '--json')).code).to.equal(0);
      expect(exported('cli-rubric').rubric).to.deep.equal(rubric);
      expect(exported('cli-no-rubric')).to.not.have.property('rubric');
      const back = await rapport(dataDir, 'scenarios', 'import', out, '--json');
      expect(back.json.totals).to.include({ created: 0, updated: 0 });
    });

    it('is refused when a level or a language is missing, naming the field', async () => {
      const partial: Record<string, any> = structuredClone(rubric);
      delete partial.ru.composure['10'];
      const file = packFile('bad-rubric.json', [scenarioRecord('cli-bad-rubric', { rubric: partial }), scenarioRecord('cli-half-rubric', { rubric: { en: rubric.en } })]);
      const res = await rapport(dataDir, 'scenarios', 'import', file, '--json');
      expect(res.code).to.equal(1);
      expect(res.json.error.problems.map((p: { record: string; field: string }) => `${p.record} ${p.field}`)).to.have.members([
        'scenario "cli-bad-rubric" rubric.ru.composure.10', 'scenario "cli-half-rubric" rubric.ru',
      ]);
    });

    it('is shown in the reader’s language, the generic one flagged, and kept when the SuperAdmin edits the scenario', async () => {
      const server = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: undefined as unknown as string });
      try {
        const ids = new Map(((await server.api('/api/scenario')).body as { id: number; name: string }[]).map((s) => [s.name, s.id]));
        const withRubric = ids.get('CLI rubric scenario')!;
        const detail = async (id: number, lang: string) => (await server.api(`/api/scenario/${id}?lang=${lang}`)).body.rubric;
        expect(await detail(withRubric, 'en')).to.deep.equal({ locale: 'en', generic: false, skills: rubric.en });
        expect(await detail(withRubric, 'ru')).to.deep.equal({ locale: 'ru', generic: false, skills: rubric.ru });
        const generic = await detail(ids.get('CLI scenario without a rubric')!, 'ru');
        expect(generic).to.include({ locale: 'ru', generic: true });
        expect(generic.skills.empathy['7']).to.match(/[а-я]/).and.not.include('CLI');

        const superAdmin = await anAccount(server, 'SuperAdmin', null);
        const edited = await server.api(`/api/superadmin/scenarios/${withRubric}`, { method: 'PUT', token: superAdmin.token,
          body: scenarioForm({ id: withRubric, name: 'CLI rubric scenario, edited', script: null }) });
        expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
        expect(await detail(withRubric, 'en')).to.deep.equal({ locale: 'en', generic: false, skills: rubric.en });
      } finally {
        await server.stop();
      }
    });
  });

  it('list refuses an unknown difficulty with exit code 1', async () => {
    const res = await rapport(dataDir, 'scenarios', 'list', '--difficulty', 'Expert');
    expect(res.code).to.equal(1);
    expect(res.stdout).to.equal('');
    expect(res.stderr).to.include('✗').and.include('--difficulty must be one of Beginner, Intermediate, Advanced (got "Expert")');
  });
});
