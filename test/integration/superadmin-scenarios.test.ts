import { get } from 'node:http';
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { aLearner, anAccount, practise, sqlOn, type Person } from '../support/team.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { auditEntries, GENERIC_OPENING, personaIds, scenarioForm, shippedContent } from '../support/scenario-forms.ts';
import { firstNameInGender } from '#src/shared/character-name.ts';

const PLAN = ['I’m sorry the chairs did not come, that must be frustrating.', 'I will send the forty chairs by Thursday 10:00 and confirm it by email today.'];

/** R2.11: the SuperAdmin's scenario management, from the form to the learner's session and back out of the catalogue. */
describe('SuperAdmin scenario management', function () {
  this.timeout(90_000);
  let server: TestServer;
  let superAdmin: Person;
  let personas: Map<string, number>;

  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '50' });
    superAdmin = await anAccount(server, 'SuperAdmin', null);
    personas = await personaIds(server, superAdmin);
  });
  after(() => server.stop());

  const as = (who: Person | null, method: string, path: string, body?: unknown) =>
    server.api(path, { method, body, token: who?.token });
  const create = (form: Record<string, unknown>) => as(superAdmin, 'POST', '/api/superadmin/scenarios', form);
  const edit = (id: number, form: Record<string, unknown>) => as(superAdmin, 'PUT', `/api/superadmin/scenarios/${id}`, form);
  const publicList = async (lang = 'en') => (await server.api(`/api/scenario?lang=${lang}`)).body as { id: number; name: string; name_ru: string }[];
  /** A browser revalidating its cached copy (fetch() would add Cache-Control: no-cache). */
  const revalidate = (path: string, etag: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      get(server.url + path, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });
  const start = (learner: Person, scenarioId: number, extra: Record<string, unknown> = {}) =>
    server.api('/api/sessions', { token: learner.token, body: { scenarioId, coachEnabled: false, personaId: 0, locale: 'en', gender: 'female', ...extra } });

  /** Starts a session on the scenario and joins it: the characters' opening as the chat page gets it. */
  async function joined(learner: Person, scenarioId: number, locale: 'en' | 'ru' = 'en') {
    const started = await start(learner, scenarioId, { locale });
    expect(started.status, JSON.stringify(started.body)).to.equal(201);
    const hub = await TestHubClient.connect(server.url, learner.token);
    expect((await hub.invoke('JoinSession', started.body.sessionId)).ok).to.equal(true);
    const event = await hub.waitFor('session-started');
    return { hub, sessionId: started.body.sessionId as number, event, opening: JSON.parse(event.initialMessage) as { name: string; message: string }[] };
  }

  describe('creating', () => {
    let id: number;

    it('keeps both languages, makes a key from the English name and a cast from the prompt, and answers the editor’s detail', async () => {
      const res = await create(scenarioForm({ personaIds: [personas.get('the-skeptic')!] }));
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      id = res.body.id;
      expect(res.body).to.deep.include({
        key: 'office-chairs-that-never-came', name: 'Office chairs that never came', name_ru: 'Кресла, которые так и не привезли',
        category: 'Supplier Relations', category_ru: 'Работа с поставщиками', difficulty: 'Intermediate', difficulty_ru: 'Средний',
        hasScript: false, script: null, sessionCount: 0,
      });
      expect(res.body.systemPrompt).to.include('Dana Price');
      expect(res.body.personas.map((p: { key: string }) => p.key)).to.deep.equal(['the-skeptic']);
      expect(res.body.cast).to.deep.equal([{ gender: 'female', color: '#2a9d8f' }]); // Дарья: the Russian name the prompt gives
      expect(res.body.genericScript.en.characters[0]).to.include({ name: 'Dana Price', role: 'Facilities manager at a law firm' });
      expect(res.body.genericScript.ru.characters[0].name).to.equal('Дарья Прайс');
      expect(res.body.genericScript.en.situation).to.equal(scenarioForm().description);
      expect((await as(superAdmin, 'GET', `/api/superadmin/scenarios/${id}`)).body).to.deep.equal(res.body);
    });

    it('is offered at once: the public list (its old ETag no longer current), the detail, personas and categories', async () => {
      const list = await publicList();
      expect(list.find((s) => s.id === id)).to.include({ name: 'Office chairs that never came', name_ru: 'Кресла, которые так и не привезли' });
      const detail = (await server.api(`/api/scenario/${id}`)).body;
      expect(detail).to.include({ situation: scenarioForm().description, situation_ru: scenarioForm().description_ru, speakerCount: 1 });
      expect(detail).to.not.have.property('systemPrompt');
      expect(detail.cast[0]).to.include({ name: 'Dana Price', name_ru: 'Дарья Прайс', gender: 'female' });
      expect((await server.api(`/api/scenario/${id}/personas`)).body.map((p: { id: number }) => p.id)).to.deep.equal([personas.get('the-skeptic')]);
      const categories = (await server.api('/api/scenario/categories')).body as { name: string; scenarioCount: number }[];
      expect(categories.find((c) => c.name === 'Supplier Relations')).to.deep.equal({ name: 'Supplier Relations', name_ru: 'Работа с поставщиками', scenarioCount: 1 });
    });

    it('ends the list answers kept from before the change: a caller holding the old ETag gets the new list', async () => {
      const etag = (await server.api('/api/scenario')).headers.get('etag')!;
      expect(await revalidate('/api/scenario', etag)).to.equal(304);
      const another = await create(scenarioForm({ name: 'Chairs, the sequel', name_ru: 'Кресла, продолжение' }));
      expect(await revalidate('/api/scenario', etag)).to.equal(200);
      const after = await server.api('/api/scenario');
      expect(after.headers.get('etag')).to.not.equal(etag);
      expect(after.body.map((s: { id: number }) => s.id)).to.include(another.body.id);
      expect((await as(superAdmin, 'DELETE', `/api/superadmin/scenarios/${another.body.id}`)).body).to.deep.equal({ id: another.body.id, outcome: 'deleted' });
    });

    it('suffixes the key of a second scenario with the same English name, and takes "difficultyLevel" in Russian', async () => {
      const res = await create(scenarioForm({ difficulty: undefined, difficultyLevel: 'продвинутый', difficulty_ru: undefined }));
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body).to.include({ key: 'office-chairs-that-never-came-2', difficulty: 'Advanced', difficulty_ru: 'Продвинутый' });
      expect((await as(superAdmin, 'DELETE', `/api/superadmin/scenarios/${res.body.id}`)).body.outcome).to.equal('deleted');
    });

    it('is in the SuperAdmin’s list and categories, and on the audit trail with every field', async () => {
      const row = ((await as(superAdmin, 'GET', '/api/superadmin/scenarios')).body as { id: number }[]).find((s) => s.id === id);
      expect(row).to.include({ key: 'office-chairs-that-never-came', hasScript: false, sessionCount: 0 });
      expect(row).to.have.keys('id', 'key', 'name', 'name_ru', 'description', 'description_ru', 'category', 'category_ru', 'difficulty', 'difficulty_ru',
        'systemPrompt', 'personas', 'hasScript', 'sessionCount', 'createdAt', 'updatedAt', 'retiredAt');
      expect(row).to.include({ retiredAt: null });
      const categories = (await as(superAdmin, 'GET', '/api/superadmin/categories')).body as { id: number; name: string; scenarioCount: number }[];
      expect(categories.find((c) => c.name === 'Supplier Relations')).to.include({ name_ru: 'Работа с поставщиками', scenarioCount: 1 });
      expect(categories.find((c) => c.name === 'Customer Service')!.scenarioCount).to.be.greaterThan(0);
      const [entry] = (await auditEntries(server, 'scenario.created')).filter((e) => e.after.id === id);
      expect(entry).to.deep.include({ actorEmail: superAdmin.email, targetUserId: null, before: { id, key: 'office-chairs-that-never-came' } });
      expect(entry!.after).to.deep.include({ key: 'office-chairs-that-never-came', name_ru: 'Кресла, которые так и не привезли', category: 'Supplier Relations',
        difficulty: 'Intermediate', personas: ['the-skeptic'], script: null });
    });

    it('plays at once with the built-in engine, from the generic script: the character’s opening, then a reply, in both languages', async () => {
      const learner = await aLearner(server);
      const { hub, opening, event } = await joined(learner, id);
      expect(event.engine).to.equal('offline');
      expect(opening).to.deep.equal([{ name: 'Dana Price', role: 'Facilities manager at a law firm', message: GENERIC_OPENING.en }]);
      expect((await hub.invoke('SendMessage', 'What exactly happened with the delivery?')).ok).to.equal(true);
      const reply = hub.named('message').find((m) => m.sender === 'ai');
      expect(reply.speakerInfo.name).to.equal('Dana Price');
      expect(reply.content).to.be.a('string').and.not.equal('');
      await hub.close();

      const ru = await joined(await aLearner(server, 'ru'), id, 'ru');
      expect(ru.opening[0]).to.include({ name: 'Дарья Прайс', message: GENERIC_OPENING.ru });
      await ru.hub.close();
    });
  });

  describe('editing', () => {
    let id: number;
    before(async () => {
      id = (await create(scenarioForm({ name: 'Missing invoice', name_ru: 'Потерянный счёт', category: 'Supplier Relations' }))).body.id;
    });

    it('changes what learners and the engine see: name, prompt, personas, and a hand-written script with its cast', async () => {
      const { cast, script } = shippedContent('cs-gym-double-charge', ['the-anxious']);
      const form = scenarioForm({
        id, name: 'Missing invoice, again', name_ru: 'Снова потерянный счёт', systemPrompt: 'You are Sarah Mitchell, a gym member charged twice.',
        personaIds: [personas.get('the-anxious')!, personas.get('the-talker')!], cast, script,
      });
      const res = await edit(id, form);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ key: 'missing-invoice', name: 'Missing invoice, again', hasScript: true, systemPrompt: 'You are Sarah Mitchell, a gym member charged twice.' });
      expect(res.body.personas.map((p: { key: string }) => p.key)).to.deep.equal(['the-anxious', 'the-talker']);
      expect(res.body.cast).to.deep.equal(cast);
      expect(res.body.script).to.deep.equal(script);
      expect(Date.parse(res.body.updatedAt)).to.be.at.least(Date.parse(res.body.createdAt));

      expect((await publicList()).find((s) => s.id === id)).to.include({ name: 'Missing invoice, again', name_ru: 'Снова потерянный счёт' });
      const { hub, opening } = await joined(await aLearner(server), id);
      expect(opening[0]).to.deep.equal({ name: 'Sarah Mitchell', role: script.en.characters[0].role, message: script.en.opening[0].text });
      await hub.close();

      const [entry] = (await auditEntries(server, 'scenario.updated')).filter((e) => e.before.id === id);
      expect(Object.keys(entry!.after).sort()).to.deep.equal(['cast', 'id', 'key', 'name', 'name_ru', 'personas', 'script', 'systemPrompt'].sort());
      expect(entry!.before).to.deep.include({ name: 'Missing invoice', personas: [], script: null });
      expect(entry!.after).to.deep.include({ name: 'Missing invoice, again', personas: ['the-anxious', 'the-talker'] });
    });

    it('keeps the cast and script when the form leaves them out, writes nothing when nothing changed, and removes the script on null', async () => {
      const kept = await edit(id, scenarioForm({ name: 'Missing invoice, again', name_ru: 'Снова потерянный счёт',
        systemPrompt: 'You are Sarah Mitchell, a gym member charged twice.', personaIds: [personas.get('the-talker')!, personas.get('the-anxious')!] }));
      expect(kept.status).to.equal(200);
      expect(kept.body.hasScript).to.equal(true);
      // The same script and cast sent back with their keys in another order change nothing either.
      const reversed = (v: unknown): unknown => Array.isArray(v) ? v.map(reversed)
        : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
      const again = await edit(id, scenarioForm({ name: 'Missing invoice, again', name_ru: 'Снова потерянный счёт', systemPrompt: kept.body.systemPrompt,
        personaIds: [personas.get('the-anxious')!, personas.get('the-talker')!], cast: reversed(kept.body.cast), script: reversed(kept.body.script) }));
      expect(again.status, JSON.stringify(again.body)).to.equal(200);
      expect(again.body.updatedAt).to.equal(kept.body.updatedAt);
      expect((await auditEntries(server, 'scenario.updated')).filter((e) => e.before.id === id)).to.have.length(1);

      const generic = await edit(id, { ...scenarioForm({ name: 'Missing invoice, again', name_ru: 'Снова потерянный счёт' }), script: null });
      expect(generic.status, JSON.stringify(generic.body)).to.equal(200);
      expect(generic.body).to.include({ hasScript: false, script: null });
      expect(generic.body.cast).to.have.length(1);
      const { hub, opening } = await joined(await aLearner(server), id);
      expect(opening[0]!.message).to.equal(GENERIC_OPENING.en);
      await hub.close();
    });

    it('lets concurrent edits each land whole: the scenario ends as one of them, never a mix', async () => {
      const forms = [1, 2, 3, 4].map((n) => scenarioForm({ name: `Missing invoice ${n}`, name_ru: `Потерянный счёт ${n}`, description: `Version ${n}.` }));
      const answers = await Promise.all(forms.map((f) => edit(id, f)));
      expect(answers.map((a) => a.status)).to.deep.equal([200, 200, 200, 200]);
      const now = (await as(superAdmin, 'GET', `/api/superadmin/scenarios/${id}`)).body;
      const n = /(\d)$/.exec(now.name)![1];
      expect(now).to.include({ name_ru: `Потерянный счёт ${n}`, description: `Version ${n}.` });
    });

    it('gives concurrent creations with one name distinct keys', async () => {
      const answers = await Promise.all([1, 2, 3].map(() => create(scenarioForm({ name: 'Race for a key', name_ru: 'Гонка за ключ' }))));
      expect(answers.map((a) => a.status)).to.deep.equal([201, 201, 201]);
      expect(answers.map((a) => a.body.key).sort()).to.deep.equal(['race-for-a-key', 'race-for-a-key-2', 'race-for-a-key-3']);
      for (const a of answers) await as(superAdmin, 'DELETE', `/api/superadmin/scenarios/${a.body.id}`);
    });
  });

  describe('deleting', () => {
    it('removes a scenario nobody played, with its audit entry', async () => {
      const { id } = (await create(scenarioForm({ name: 'Never played', name_ru: 'Никто не играл' }))).body;
      const res = await as(superAdmin, 'DELETE', `/api/superadmin/scenarios/${id}`);
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ id, outcome: 'deleted' });
      expect(await sqlOn(server)('select id from scenarios where id = ?', [id])).to.deep.equal([]);
      expect((await server.api(`/api/scenario/${id}`)).status).to.equal(404);
      const [entry] = (await auditEntries(server, 'scenario.deleted')).filter((e) => e.before.id === id);
      expect(entry!.before).to.include({ key: 'never-played', name: 'Never played' });
      expect(entry!.after).to.deep.equal({ id, key: 'never-played' });
    });

    describe('a scenario that was played', () => {
      let id: number;
      let learner: Person;
      let finished: number;
      let underWay: { hub: TestHubClient; sessionId: number; learner: Person };

      before(async () => {
        id = (await create(scenarioForm({ name: 'Played then retired', name_ru: 'Сыгран и снят', category: 'Retired Things', category_ru: 'Снятое' }))).body.id;
        learner = await aLearner(server);
        await server.api('/api/onboarding/goals', { token: learner.token, body: { goalCategories: ['Retired Things'] } });
        finished = await practise(server, learner.token, id, PLAN);
        const other = await aLearner(server);
        const { hub, sessionId } = await joined(other, id);
        underWay = { hub, sessionId, learner: other };
        expect((await as(superAdmin, 'GET', `/api/superadmin/scenarios/${id}`)).body.sessionCount).to.equal(2);
        expect((await server.api('/api/onboarding/curriculum/generate', { token: learner.token, method: 'POST' })).status).to.equal(200);
        const plan = (await server.api('/api/onboarding/curriculum?isInitial=true', { token: learner.token })).body;
        expect(plan.items.map((i: { scenarioId: number }) => i.scenarioId)).to.include(id);
        expect((await server.api('/api/scenario/top-by-completion?count=20')).body.map((s: { id: number }) => s.id)).to.include(id);
      });
      after(() => underWay.hub.close());

      it('is retired, not destroyed, with its audit entry', async () => {
        const res = await as(superAdmin, 'DELETE', `/api/superadmin/scenarios/${id}`);
        expect(res.body).to.deep.equal({ id, outcome: 'retired' });
        const [row] = await sqlOn(server)('select retired_at from scenarios where id = ?', [id]);
        expect(row.retired_at).to.not.equal(null);
        const [entry] = (await auditEntries(server, 'scenario.retired')).filter((e) => e.before.id === id);
        expect(entry!.before).to.deep.equal({ id, key: 'played-then-retired', retiredAt: null });
        expect(Date.parse(entry!.after.retiredAt)).to.be.closeTo(Date.now(), 60_000);
      });

      it('leaves every learner-facing list and lookup: catalogue, categories, top scenarios, the curriculum', async () => {
        expect((await publicList()).map((s) => s.id)).to.not.include(id);
        expect((await server.api(`/api/scenario/${id}`)).body.error).to.include({ code: 'PRACTICE.SCENARIO_NOT_FOUND', message: 'Scenario not found.' });
        expect((await server.api(`/api/scenario/${id}/personas`)).status).to.equal(404);
        expect((await server.api('/api/scenario/categories')).body.map((c: { name: string }) => c.name)).to.not.include('Retired Things');
        expect((await server.api('/api/scenario/top-by-completion?count=20')).body.map((s: { id: number }) => s.id)).to.not.include(id);
        const plan = (await server.api('/api/onboarding/curriculum?isInitial=true', { token: learner.token })).body;
        expect(plan.items.map((i: { scenarioId: number }) => i.scenarioId)).to.not.include(id);
      });

      it('refuses a new session exactly as for an unknown scenario, over HTTP and the hub', async () => {
        const [retired, unknown] = [await start(learner, id), await start(learner, 999_999)];
        expect([retired.status, retired.body]).to.deep.equal([unknown.status, unknown.body]);
        expect(retired.body.error.code).to.equal('PRACTICE.SCENARIO_NOT_FOUND');
        const hub = await TestHubClient.connect(server.url, learner.token);
        const refused = await hub.invoke('StartSession', { scenarioId: id, coachEnabled: false, personaId: 0, locale: 'en', gender: 'male' });
        expect(refused.error!.code).to.equal('PRACTICE.SCENARIO_NOT_FOUND');
        await hub.close();
      });

      it('keeps the old session’s results and history readable, under the scenario’s name, for the learner and the SuperAdmin', async () => {
        const result = await server.api(`/api/results/${finished}`, { token: learner.token });
        expect(result.status).to.equal(200);
        expect(result.body).to.include({ scenarioName: 'Played then retired', scenarioName_ru: 'Сыгран и снят', scenarioDescription: scenarioForm().description });
        const history = (await server.api('/api/results/history', { token: learner.token })).body;
        expect(history.data[0]).to.include({ sessionId: finished, scenarioName: 'Played then retired' });
        const page = (await as(superAdmin, 'GET', `/api/superadmin/sessions/${finished}`)).body;
        // Dana, played as a man (the session's default gender), went by a man's name.
        expect(page).to.include({ scenarioName: 'Played then retired', personaName: firstNameInGender('Dana Price', 'female', 'male', 'en') });
        const activity = (await as(superAdmin, 'GET', `/api/superadmin/users/${learner.id}/activity`)).body;
        expect(activity.items[0]).to.include({ sessionId: finished, scenarioName: 'Played then retired' });
      });

      it('lets a session already under way play to its end', async () => {
        const unended = (await server.api('/api/results/unended', { token: underWay.learner.token })).body;
        expect(unended.data).to.have.length(1);
        expect(unended.data[0]).to.include({ sessionId: underWay.sessionId, scenarioId: id, scenarioName: 'Played then retired' });
        underWay.hub.events.length = 0;
        expect((await underWay.hub.invoke('JoinSession', underWay.sessionId)).ok).to.equal(true);
        expect((await underWay.hub.waitFor('session-started')).scenarioName).to.equal('Played then retired');
        const sent = await underWay.hub.invoke('SendMessage', 'Tell me what happened with the chairs.');
        expect(sent.ok, JSON.stringify(sent.error)).to.equal(true);
        expect((await underWay.hub.invoke('EndSession', underWay.sessionId)).ok).to.equal(true);
      });

      it('is gone from the console: its list, its detail, edits and a second delete answer 404', async () => {
        expect((await as(superAdmin, 'GET', '/api/superadmin/scenarios')).body.map((s: { id: number }) => s.id)).to.not.include(id);
        for (const [method, body] of [['GET'], ['PUT', scenarioForm()], ['DELETE']] as const) {
          const res = await as(superAdmin, method, `/api/superadmin/scenarios/${id}`, body);
          expect([res.status, res.body.error.code], method).to.deep.equal([404, 'PRACTICE.SCENARIO_NOT_FOUND']);
        }
      });

      it('is on the console’s list of retired scenarios, with when it was retired, and only there', async () => {
        const retired = (await as(superAdmin, 'GET', '/api/superadmin/scenarios/retired')).body as { id: number; retiredAt: string }[];
        const row = retired.find((s) => s.id === id);
        expect(row).to.include({ key: 'played-then-retired', name: 'Played then retired', name_ru: 'Сыгран и снят', category: 'Retired Things', sessionCount: 2 });
        expect(Date.parse(row!.retiredAt)).to.be.closeTo(Date.now(), 60_000);
        const offered = (await as(superAdmin, 'GET', '/api/superadmin/scenarios')).body as { id: number; retiredAt: string | null }[];
        expect(offered.every((s) => s.retiredAt === null)).to.equal(true);
        expect(retired.filter((r) => offered.some((o) => o.id === r.id)), 'no scenario on both lists').to.deep.equal([]);
      });

      it('is offered again after Restore: the catalogue, its categories and a new session; audited as retiredAt set back to null', async () => {
        const { retiredAt } = (await auditEntries(server, 'scenario.retired')).find((e) => e.before.id === id)!.after;
        const res = await as(superAdmin, 'POST', `/api/superadmin/scenarios/${id}/restore`);
        expect([res.status, res.body]).to.deep.equal([200, { id, outcome: 'restored' }]);
        expect((await publicList()).find((s) => s.id === id)).to.include({ name: 'Played then retired', name_ru: 'Сыгран и снят' });
        expect((await server.api(`/api/scenario/${id}`)).status).to.equal(200);
        expect((await server.api('/api/scenario/categories')).body.map((c: { name: string }) => c.name)).to.include('Retired Things');
        const detail = (await as(superAdmin, 'GET', `/api/superadmin/scenarios/${id}`)).body;
        expect(detail).to.include({ key: 'played-then-retired', retiredAt: null, sessionCount: 2 });
        expect((await as(superAdmin, 'GET', '/api/superadmin/scenarios/retired')).body.map((s: { id: number }) => s.id)).to.not.include(id);
        const restored = (await auditEntries(server, 'scenario.updated')).filter((e) => e.before.id === id);
        expect(restored.map((e) => [e.before, e.after, e.actorEmail])).to.deep.equal([
          [{ id, key: 'played-then-retired', retiredAt }, { id, key: 'played-then-retired', retiredAt: null }, superAdmin.email],
        ]);
        const started = await start(learner, id);
        expect(started.status, JSON.stringify(started.body)).to.equal(201);
      });

      it('answers "already-offered" for a scenario that is not retired, writing nothing; of two restores at once, one restores', async () => {
        const entries = async () => (await auditEntries(server, 'scenario.updated')).filter((e) => e.before.id === id).length;
        const before = await entries();
        const again = await as(superAdmin, 'POST', `/api/superadmin/scenarios/${id}/restore`);
        expect([again.status, again.body]).to.deep.equal([200, { id, outcome: 'already-offered' }]);
        expect(await entries()).to.equal(before);

        expect((await as(superAdmin, 'DELETE', `/api/superadmin/scenarios/${id}`)).body).to.deep.equal({ id, outcome: 'retired' });
        const both = await Promise.all([1, 2].map(() => as(superAdmin, 'POST', `/api/superadmin/scenarios/${id}/restore`)));
        expect(both.map((r) => r.body.outcome).sort()).to.deep.equal(['already-offered', 'restored']);
        expect(await entries()).to.equal(before + 1);
        expect((await publicList()).map((s) => s.id)).to.include(id);
      });
    });

    it('answers 404 to restoring an unknown id, and 400 to one that is no number', async () => {
      const res = await as(superAdmin, 'POST', '/api/superadmin/scenarios/999999/restore');
      expect([res.status, res.body.error.code, res.body.error.message]).to.deep.equal([404, 'PRACTICE.SCENARIO_NOT_FOUND', 'Scenario not found.']);
      expect((await as(superAdmin, 'POST', '/api/superadmin/scenarios/abc/restore')).status).to.equal(400);
    });

    it('restores nothing of a scenario deleted for good: it is unknown', async () => {
      const { id } = (await create(scenarioForm({ name: 'Gone for good', name_ru: 'Удалён насовсем' }))).body;
      expect((await as(superAdmin, 'DELETE', `/api/superadmin/scenarios/${id}`)).body.outcome).to.equal('deleted');
      const res = await as(superAdmin, 'POST', `/api/superadmin/scenarios/${id}/restore`);
      expect([res.status, res.body.error.code]).to.deep.equal([404, 'PRACTICE.SCENARIO_NOT_FOUND']);
    });
  });

  describe('refusals', () => {
    let count: number;
    before(async () => {
      count = (await as(superAdmin, 'GET', '/api/superadmin/scenarios')).body.length;
    });
    after(async () => {
      expect((await as(superAdmin, 'GET', '/api/superadmin/scenarios')).body.length, 'nothing refused was created').to.equal(count);
    });

    const refusedWith = async (form: Record<string, unknown>, status: number, code: string, path: string) => {
      const res = await create(form);
      expect([res.status, res.body.error?.code], JSON.stringify(res.body)).to.deep.equal([status, code]);
      const details = res.body.error.details as { path: string; message: string }[];
      expect(details.map((d) => d.path), JSON.stringify(details)).to.include(path);
      return details.find((d) => d.path === path)!.message;
    };

    it('wants both languages, the category in both, a difficulty and the system prompt (SPEC §5)', async () => {
      for (const field of ['name', 'name_ru', 'description', 'description_ru', 'category', 'category_ru', 'systemPrompt']) {
        expect(await refusedWith(scenarioForm({ [field]: '   ' }), 400, 'VALIDATION_FAILED', `body.${field}`)).to.equal('Required');
        await refusedWith(scenarioForm({ [field]: undefined }), 400, 'VALIDATION_FAILED', `body.${field}`);
      }
      expect(await refusedWith(scenarioForm({ difficulty: undefined }), 400, 'VALIDATION_FAILED', 'body.difficulty')).to.match(/^Required: one of Beginner/);
      expect(await refusedWith(scenarioForm({ difficulty: 'Expert' }), 400, 'VALIDATION_FAILED', 'body.difficulty')).to.include('Beginner, Intermediate, Advanced');
      expect(await refusedWith(scenarioForm({ difficulty_ru: 'Начальный' }), 400, 'VALIDATION_FAILED', 'body.difficulty_ru')).to.include('Средний');
      await refusedWith(scenarioForm({ difficultyLevel: 'Beginner' }), 400, 'VALIDATION_FAILED', 'body.difficultyLevel');
      await refusedWith(scenarioForm({ name: 'x'.repeat(121) }), 400, 'VALIDATION_FAILED', 'body.name');
      await refusedWith(scenarioForm({ personaIds: ['1'] }), 400, 'VALIDATION_FAILED', 'body.personaIds.0');
    });

    it('refuses unknown personas and a known category given another name (422)', async () => {
      expect(await refusedWith(scenarioForm({ personaIds: [personas.get('the-skeptic')!, 987_654] }), 422, 'PRACTICE.UNKNOWN_PERSONA', 'body.personaIds'))
        .to.equal('No persona with id 987654.');
      const message = await refusedWith(scenarioForm({ category: 'customer service', category_ru: 'Клиенты' }), 422, 'PRACTICE.CATEGORY_CONFLICT', 'body.category_ru');
      expect(message).to.include('"Customer Service"').and.include('"Обслуживание клиентов"');
      await refusedWith(scenarioForm({ category: 'Clients', category_ru: 'обслуживание КЛИЕНТОВ' }), 422, 'PRACTICE.CATEGORY_CONFLICT', 'body.category_ru');
    });

    it('refuses a cast and script that do not fit, as a content pack would be', async () => {
      const { cast, script } = shippedContent();
      const two = [...cast, { gender: 'male', color: '#123456' }];
      expect(await refusedWith(scenarioForm({ cast: two, script }), 400, 'VALIDATION_FAILED', 'body.script.en.characters')).to.equal('has 1 characters but cast has 2');
      await refusedWith(scenarioForm({ cast: two }), 400, 'VALIDATION_FAILED', 'body.cast');
      const withOpening = shippedContent('cs-gym-double-charge', ['the-anxious']);
      await refusedWith(scenarioForm(withOpening), 400, 'VALIDATION_FAILED', 'body.script.en.personaOpenings.the-anxious');
      await refusedWith(scenarioForm({ cast: [{ gender: 'other', color: 'red' }] }), 400, 'VALIDATION_FAILED', 'body.cast.0.gender');
    });

    it('answers 404 for an unknown id, 400 for one that is no number, and refuses a body naming another scenario', async () => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await as(superAdmin, method, '/api/superadmin/scenarios/999999', method === 'PUT' ? scenarioForm() : undefined);
        expect([res.status, res.body.error.code, res.body.error.message], method).to.deep.equal([404, 'PRACTICE.SCENARIO_NOT_FOUND', 'Scenario not found.']);
        expect((await as(superAdmin, method, '/api/superadmin/scenarios/abc', method === 'PUT' ? scenarioForm() : undefined)).status, method).to.equal(400);
      }
      const [first] = (await as(superAdmin, 'GET', '/api/superadmin/scenarios')).body as { id: number }[];
      const res = await edit(first!.id, scenarioForm({ id: first!.id + 1 }));
      expect([res.status, res.body.error.details[0].path]).to.deep.equal([400, 'body.id']);
    });

    it('is SuperAdmin only: 401 without a sign-in, 403 for a learner and an Admin', async () => {
      const learner = await aLearner(server);
      const admin = await anAccount(server, 'Admin', null);
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/superadmin/scenarios'], ['GET', '/api/superadmin/scenarios/1'], ['GET', '/api/superadmin/personas'], ['GET', '/api/superadmin/categories'],
        ['POST', '/api/superadmin/scenarios', scenarioForm()], ['PUT', '/api/superadmin/scenarios/1', scenarioForm()], ['DELETE', '/api/superadmin/scenarios/1'],
        ['GET', '/api/superadmin/scenarios/retired'], ['POST', '/api/superadmin/scenarios/1/restore'],
      ];
      for (const [method, path, body] of calls) {
        expect((await as(null, method, path, body)).status, `${method} ${path} anonymous`).to.equal(401);
        for (const who of [learner, admin]) {
          const res = await as(who, method, path, body);
          expect([res.status, res.body.error.code], `${method} ${path}`).to.deep.equal([403, 'AUTH.FORBIDDEN']);
        }
      }
    });
  });
});
