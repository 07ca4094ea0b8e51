import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { CreateUser } from '#src/modules/identity/index.ts';
import { CatalogueSnapshot, ContentInvalidError, ExportContentPack, ImportContentPacks, validateContentPacks } from '#src/modules/practice/index.ts';
import type { EntityManager } from '@mikro-orm/sql';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { ANALYSIS, SKILLS, type ResultRepository, type SessionResult } from '#src/modules/analysis/index.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { scenarioRecord, shippedScenarioCount } from '../support/content.ts';
import { testRubric } from '../support/rubric.ts';

describe('Scenario catalogue', function () {
  let server: TestServer;
  before(async () => (server = await startTestServer({ CONTENT_DIR: 'content' })));
  after(() => server.stop());

  const inApp = <T>(fn: () => Promise<T>) => server.kernel.inContext(fn);
  const importPacks = (packs: unknown[], dryRun = false) =>
    inApp(() => server.kernel.container.get(ImportContentPacks).execute(packs.map((data, i) => ({ file: `pack-${i}.json`, data })), { dryRun }));
  /** A browser revalidating its cached copy (fetch() would add Cache-Control: no-cache). */
  const revalidate = (path: string, etag: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      get(server.url + path, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });
  const tokenFor = async (role: 'User' | 'SuperAdmin') => {
    const email = uniqueEmail();
    await inApp(() => server.kernel.container.get(CreateUser).execute({ email, password: 'secret1', role }));
    return (await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).body.token as string;
  };

  describe('on first start', () => {
    it('loads the shipped packs: every scenario, its category and personas', async () => {
      const list = await server.api('/api/scenario');
      expect(list.status).to.equal(200);
      expect(list.body).to.have.length(shippedScenarioCount());
      const categories = (await server.api('/api/scenario/categories')).body;
      expect(categories).to.have.length.of.at.least(8);
      expect(categories.reduce((n: number, c: { scenarioCount: number }) => n + c.scenarioCount, 0)).to.equal(shippedScenarioCount());
      expect(list.body[0]).to.have.keys('id', 'name', 'name_ru', 'description', 'description_ru', 'category', 'category_ru',
        'difficulty', 'difficulty_ru', 'speakerCount', 'createdAt');
    });
  });

  describe('GET /api/scenario', () => {
    it('filters by category and difficulty in either language', async () => {
      const all = (await server.api('/api/scenario')).body as { category: string; category_ru: string; difficulty: string }[];
      const { category, category_ru } = all[0];
      const byEn = (await server.api(`/api/scenario?category=${encodeURIComponent(category)}`)).body;
      const byRu = (await server.api(`/api/scenario?category=${encodeURIComponent(category_ru)}`)).body;
      expect(byEn.length).to.equal(all.filter((s) => s.category === category).length).and.to.be.greaterThan(0);
      expect(byRu).to.deep.equal(byEn);
      const advanced = (await server.api('/api/scenario?difficulty=Advanced')).body;
      expect(advanced.length).to.equal(all.filter((s) => s.difficulty === 'Advanced').length);
      expect((await server.api(`/api/scenario?difficulty=${encodeURIComponent('Продвинутый')}`)).body).to.deep.equal(advanced);
      const both = (await server.api(`/api/scenario?difficulty=Beginner&category=${encodeURIComponent(category)}`)).body as typeof all;
      expect(both.every((s) => s.difficulty === 'Beginner' && s.category === category)).to.equal(true);
    });

    it('answers an unknown category with an empty list and an unknown difficulty with 400', async () => {
      expect((await server.api('/api/scenario?category=Juggling')).body).to.deep.equal([]);
      const bad = await server.api('/api/scenario?difficulty=Expert');
      expect(bad.status).to.equal(400);
      expect(bad.body.error.details[0]).to.include({ path: 'query.difficulty' });
    });

    it('answers compressed when asked, and 304 to a client that holds the current version', async () => {
      const plain = await server.api('/api/scenario', { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).to.equal(null);
      const br = await server.api('/api/scenario', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers.get('content-encoding')).to.equal('br');
      expect(br.body).to.deep.equal(plain.body); // fetch decompresses
      expect(br.headers.get('vary')).to.equal('Accept-Encoding, Accept-Language');
      const gzip = await server.api('/api/scenario', { headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
      expect(gzip.headers.get('content-encoding')).to.equal('gzip');
      expect(gzip.body).to.deep.equal(plain.body);
      const etag = plain.headers.get('etag')!;
      expect(await revalidate('/api/scenario', etag)).to.equal(304);
      expect(await revalidate('/api/scenario?lang=ru', etag)).to.equal(200); // another language is another answer
    });

    it('reads the language from Accept-Language on each request when no lang is given', async () => {
      const etag = async (headers: Record<string, string>, query = '') =>
        (await server.api(`/api/scenario?difficulty=Beginner${query}`, { headers })).headers.get('etag');
      const ru = await etag({}, '&lang=ru');
      const en = await etag({}, '&lang=en');
      expect(ru).to.not.equal(en);
      // Asked again and again in turn, so a remembered answer for one header never serves another.
      const asked: [string, string | null][] = [['ru-RU,ru;q=0.9,en;q=0.5', ru], ['en-GB,en;q=0.8', en], ['ru-RU,ru;q=0.9,en;q=0.5', ru], ['de-DE', en], ['de-DE,ru;q=0.3', ru]];
      for (const [header, expected] of asked) expect(await etag({ 'accept-language': header }), header).to.equal(expected);
    });

    it('orders by difficulty, then by name in the reader’s language', async () => {
      const ru = (await server.api('/api/scenario?lang=ru&difficulty=Beginner')).body as { name_ru: string }[];
      const names = ru.map((s) => s.name_ru);
      expect(names).to.deep.equal([...names].sort(new Intl.Collator('ru').compare));
    });
  });

  describe('GET /api/scenario/{id}', () => {
    it('answers 404 "Scenario not found." for an id that names nothing', async () => {
      // Only plain digits name a scenario: "0x1", "1e0" or " 1" are not another way to write 1.
      for (const id of ['999999', 'abc', '0x1', '1e0', '%201', '01']) {
        const res = await server.api(`/api/scenario/${id}`);
        expect(res.status).to.equal(404);
        expect(res.body.error).to.include({ code: 'PRACTICE.SCENARIO_NOT_FOUND', message: 'Scenario not found.' });
      }
    });

    it('shows the system prompt to a SuperAdmin only', async () => {
      const [{ id }] = (await server.api('/api/scenario')).body;
      const anonymous = await server.api(`/api/scenario/${id}`);
      expect(anonymous.status).to.equal(200);
      expect(anonymous.body).to.not.have.property('systemPrompt');
      expect(anonymous.body.cast[0]).to.have.keys('name', 'name_ru', 'role', 'role_ru', 'gender', 'color');
      expect((await server.api(`/api/scenario/${id}`, { token: await tokenFor('User') })).body).to.not.have.property('systemPrompt');
      const admin = await server.api(`/api/scenario/${id}`, { token: await tokenFor('SuperAdmin') });
      expect(admin.body.systemPrompt).to.be.a('string').and.not.be.empty;
    });

    it('lets no browser or proxy keep a signed-in answer, and lets them keep the public list', async () => {
      const [{ id }] = (await server.api('/api/scenario')).body;
      const admin = await server.api(`/api/scenario/${id}`, { token: await tokenFor('SuperAdmin') });
      expect(admin.headers.get('cache-control')).to.equal('no-store');
      expect((await server.api('/api/auth/me', { token: await tokenFor('User') })).headers.get('cache-control')).to.equal('no-store');
      expect((await server.api('/api/scenario', { token: await tokenFor('User') })).headers.get('cache-control')).to.equal('no-cache');
    });

    it('lists the personas that fit the scenario', async () => {
      const scenarios = (await server.api('/api/scenario')).body as { id: number }[];
      const details = await Promise.all(scenarios.map(async (s) => (await server.api(`/api/scenario/${s.id}`)).body));
      const withPersonas = details.find((d) => d.personas.length > 0);
      const personas = await server.api(`/api/scenario/${withPersonas.id}/personas`);
      expect(personas.body).to.deep.equal(withPersonas.personas);
      expect(personas.body[0]).to.have.keys('id', 'name', 'name_ru', 'description', 'description_ru');
    });
  });

  describe('GET /api/scenario/top-by-completion', () => {
    const result = (sessionId: number, scenarioId: number, score: number): SessionResult => ({
      sessionId, userId: 1, scenarioId, personaName: null, locale: 'en', coachEnabled: false, analyzer: 'offline',
      overall: score, strengths: [], improvements: [], findings: null, completedAt: new Date(),
      scores: Object.fromEntries(SKILLS.map((s) => [s, { score, feedback: 'fine' }])) as SessionResult['scores'],
    });

    it('is empty before anyone has completed a scenario, then ranks by completions with skill averages', async () => {
      expect((await server.api('/api/scenario/top-by-completion?count=3')).body).to.deep.equal([]);
      const [a, b, c] = (await server.api('/api/scenario')).body as { id: number; name: string }[];
      const results = server.kernel.container.get<ResultRepository>(ANALYSIS.ResultRepository);
      const byFive = [5, 6, 7, 8, 9].map((score, i) => ({ ...result(9010 + i, b.id, score), userId: 101 + i }));
      await inApp(async () => {
        for (const r of [...byFive, result(9003, a.id, 4), result(9004, c.id, 7), result(9005, c.id, 8)]) await results.save(r);
      });
      const top = (await server.api('/api/scenario/top-by-completion?count=2')).body;
      expect(top.map((t: { id: number }) => t.id)).to.deep.equal([b.id, c.id]);
      expect(top[0]).to.include({ name: b.name, completionCount: 5 });
      expect(top[0].skillAverages).to.deep.equal({ empathy: 7, clarity: 7, problemSolving: 7, composure: 7, activeListening: 7 });
      // Two completions by one learner are that learner's own scores: not published to anyone.
      expect(top[1]).to.include({ completionCount: 2 });
      expect(top[1].skillAverages).to.deep.equal({ empathy: null, clarity: null, problemSolving: null, composure: null, activeListening: null });
      expect((await server.api('/api/scenario/top-by-completion')).body).to.have.length(3); // count defaults to 3
      expect((await server.api('/api/scenario/top-by-completion?count=0')).status).to.equal(400);
    });
  });

  describe('importing packs', () => {
    it('is idempotent: the same content again changes nothing', async () => {
      const exported = await inApp(() => server.kernel.container.get(ExportContentPack).execute());
      expect(validateContentPacks([{ file: 'export.json', data: exported }], new Set()).problems).to.deep.equal([]);
      const report = await importPacks([exported]);
      expect(report.totals).to.deep.include({ created: 0, updated: 0 });
      expect(report.totals.unchanged).to.be.greaterThan(shippedScenarioCount());
      // One scenario alone, whatever order its personas come back from the link table in.
      for (const scenario of exported.scenarios.filter((s) => s.personas.length > 2).slice(0, 5)) {
        const alone = await importPacks([{ pack: 'one', scenarios: [{ ...scenario, personas: [...scenario.personas].reverse() }] }]);
        expect(alone.records.find((r) => r.kind === 'scenario')).to.include({ action: 'unchanged' });
      }
    });

    it('updates by key and the catalogue shows the change at once', async () => {
      const listed = await server.api('/api/scenario');
      const before = listed.body as { id: number; name: string }[];
      const etagBefore = listed.headers.get('etag')!;
      const first = await importPacks([{ pack: 'tests', scenarios: [scenarioRecord('test-upsert')] }]);
      expect(first.records).to.deep.include({ kind: 'scenario', key: 'test-upsert', action: 'created', file: 'pack-0.json' });
      const renamed = await importPacks([{ pack: 'tests', scenarios: [scenarioRecord('test-upsert', { name: 'Renamed' })] }]);
      expect(renamed.records).to.deep.include({ kind: 'scenario', key: 'test-upsert', action: 'updated', file: 'pack-0.json' });
      expect(await revalidate('/api/scenario', etagBefore)).to.equal(200);
      const after = (await server.api('/api/scenario')).body as { name: string }[];
      expect(after).to.have.length(before.length + 1);
      expect(after.filter((s) => s.name === 'Renamed')).to.have.length(1);
    });

    it('refuses a pack with one bad record as a whole, naming file, record and field', async () => {
      const count = (await server.api('/api/scenario')).body.length;
      const good = scenarioRecord('test-good-one');
      const bad = scenarioRecord('test-bad-one', { difficulty: 'Expert', personas: ['nobody'] });
      const error = await importPacks([{ pack: 'tests', scenarios: [good, bad] }]).catch((e) => e);
      expect(error).to.be.instanceOf(ContentInvalidError);
      const problems = (error as ContentInvalidError).problems;
      expect(problems).to.deep.include({ file: 'pack-0.json', record: 'scenario "test-bad-one"', field: 'difficulty', message: problems[0].message });
      expect((await server.api('/api/scenario')).body).to.have.length(count);
    });

    it('reports unknown personas, duplicate keys and broken JSON', async () => {
      const docs = [
        { file: 'a.json', data: { pack: 'a', scenarios: [scenarioRecord('dup-key', { personas: ['nobody', ...scenarioRecord('dup-key').personas] })] } },
        { file: 'b.json', data: { pack: 'b', scenarios: [scenarioRecord('dup-key')] } },
        { file: 'c.json', parseError: 'Unexpected token } in JSON at position 7' },
      ];
      const { problems } = validateContentPacks(docs, new Set(['the-skeptic']));
      expect(problems).to.deep.include({ file: 'a.json', record: 'scenario "dup-key"', field: 'personas.0', message: 'persona "nobody" is in no pack and not in the catalogue' });
      expect(problems).to.deep.include({ file: 'b.json', record: 'scenario "dup-key"', field: 'key', message: 'is also used in a.json' });
      expect(problems).to.deep.include({ file: 'c.json', record: null, field: null, message: 'not valid JSON: Unexpected token } in JSON at position 7' });
    });

    it('with --dry-run reports what would change and writes nothing', async () => {
      const count = (await server.api('/api/scenario')).body.length;
      const report = await importPacks([{ pack: 'tests', scenarios: [scenarioRecord('test-dry-run')] }], true);
      expect(report.dryRun).to.equal(true);
      expect(report.records).to.deep.include({ kind: 'scenario', key: 'test-dry-run', action: 'created', file: 'pack-0.json' });
      expect((await server.api('/api/scenario')).body).to.have.length(count);
    });
  });

  // Last: it adds scenarios the counts above do not expect.
  describe('a scenario’s rubric (R2.12)', () => {
    const rubric = testRubric('Catalogue');
    const packWith = (own: unknown) => ({ pack: 'rubric', scenarios: [
      scenarioRecord('test-own-rubric', { name: 'Own rubric', rubric: own }), { ...scenarioRecord('test-no-rubric', { name: 'No rubric' }), rubric: undefined },
    ] });
    const idOf = async (name: string) => ((await server.api('/api/scenario')).body as { id: number; name: string }[]).find((s) => s.name === name)!.id;

    it('is served in the language asked for, the generic one flagged, and a second import of the same pack changes nothing', async () => {
      await importPacks([packWith(rubric)]);
      expect((await importPacks([packWith(rubric)])).totals).to.include({ created: 0, updated: 0 }); // jsonb keeps no key order
      const own = await idOf('Own rubric');
      const en = await server.api(`/api/scenario/${own}?lang=en`);
      expect(en.body.rubric).to.deep.equal({ locale: 'en', generic: false, skills: rubric.en });
      expect(en.headers.get('vary') ?? '').to.match(/accept-language/i);
      const ru = await server.api(`/api/scenario/${own}`, { headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' } });
      expect(ru.body.rubric).to.deep.equal({ locale: 'ru', generic: false, skills: rubric.ru });
      const generic = (await server.api(`/api/scenario/${await idOf('No rubric')}?lang=en`)).body.rubric;
      expect(generic).to.include({ locale: 'en', generic: true });
      expect(generic.skills.problemSolving['10']).to.be.a('string').and.not.include('Catalogue');
    });

    it('is replaced by the next import, and dropped when the pack drops it', async () => {
      const changed = testRubric('Changed');
      expect((await importPacks([packWith(changed)])).records).to.deep.include({ kind: 'scenario', key: 'test-own-rubric', action: 'updated', file: 'pack-0.json' });
      expect((await server.api(`/api/scenario/${await idOf('Own rubric')}?lang=ru`)).body.rubric.skills).to.deep.equal(changed.ru);
      await importPacks([packWith(undefined)]);
      expect((await server.api(`/api/scenario/${await idOf('Own rubric')}?lang=ru`)).body.rubric.generic).to.equal(true);
    });
  });

  /** The deadline a race against a hang loses to; unreferenced, so it keeps no process alive once the race is won. */
  const stillWaiting = () => sleep(10_000, 'still waiting after 10 s', { ref: false });

  it('reloads a changed catalogue from inside a transaction without waiting on itself (the embedded database has one connection)', async () => {
    // An analysis saves in a transaction and reads the catalogue there: after a scenario was retired or
    // imported, the reload must run in that transaction, not queue behind it.
    const snapshot = server.kernel.container.get(CatalogueSnapshot);
    const transactions = server.kernel.container.get<Transactions>(PLATFORM.Transactions);
    snapshot.invalidate();
    const loaded = inApp(() => transactions.run(async () => (await snapshot.get()).scenarios.length));
    const answer = await Promise.race([loaded, stillWaiting()]);
    expect(answer).to.equal(shippedScenarioCount());
  });

  it('does not make a transaction wait for a reload another request started behind it', async () => {
    // A request outside any transaction starts the reload while an analysis' transaction holds the
    // connection; the transaction then needs the catalogue. Sharing that reload would wait for ever.
    const snapshot = server.kernel.container.get(CatalogueSnapshot);
    const transactions = server.kernel.container.get<Transactions>(PLATFORM.Transactions);
    const em = server.kernel.container.get<EntityManager>(PLATFORM.EntityManager);
    let holding!: () => void;
    let proceed!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const go = new Promise<void>((resolve) => (proceed = resolve));
    snapshot.invalidate();
    const inside = inApp(() => transactions.run(async () => {
      await em.execute('select 1');
      holding();
      await go;
      return (await snapshot.get()).scenarios.length;
    }));
    await held;
    const outside = inApp(async () => (await snapshot.get()).scenarios.length);
    await new Promise((resolve) => setTimeout(resolve, 50));
    proceed();
    const answer = await Promise.race([Promise.all([inside, outside]), stillWaiting()]);
    expect(answer).to.deep.equal([shippedScenarioCount(), shippedScenarioCount()]);
  });
});
