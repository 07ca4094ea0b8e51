import { readFileSync } from 'node:fs';
import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = (path: string) => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<Record<string, unknown>>;

const m: Record<string, any> = {};
before(async () => {
  for (const file of ['search', 'scenario-form', 'engine-draft', 'engine-content', 'scenario-request', 'server-issues', 'removal', 'retired', 'problem']) {
    Object.assign(m, await load(`features/scenario-admin/state/${file}.ts`));
  }
  Object.assign(m, await load('lib/api-error.ts'));
});

/** A t() that shows which key (and values) the screen asked for. */
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const CATEGORIES = [
  { id: 1, name: 'Sales', name_ru: 'Продажи', scenarioCount: 7 },
  { id: 2, name: 'Customer Service', name_ru: 'Обслуживание клиентов', scenarioCount: 7 },
];
const PERSONAS = [
  { id: 4, key: 'the-skeptic', name: 'The Skeptic', name_ru: 'Скептик', description: '', description_ru: '' },
  { id: 5, key: 'the-analytical', name: 'The Analytical', name_ru: 'Аналитик', description: '', description_ru: '' },
];

function scenario(overrides: Record<string, unknown> = {}) {
  return {
    id: 9, key: 'sl-trial', name: 'Too expensive', name_ru: 'Слишком дорого', description: 'A trial ends in two days.',
    description_ru: 'Пробный период заканчивается.', category: 'Sales', category_ru: 'Продажи', difficulty: 'Beginner',
    difficulty_ru: 'Начальный', systemPrompt: 'You are Karen.', personas: [PERSONAS[0]], hasScript: true, sessionCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', retiredAt: null, ...overrides,
  };
}

function character(name: string) {
  return {
    name, role: 'Prospect',
    concerns: [{ key: 'price', raise: ['It is too much.', 'Still too much.'], topics: ['price~', 'cost'], settledBy: ['amount'] }],
    answers: [{ topics: ['staff'], line: 'We have 84 staff.' }, { topics: ['hours'], line: 'Six hours a week.' }],
    reactions: { acknowledged: ['Thanks.'], proposed: ['Go on.'], blamed: ['Excuse me?'], offTopic: ['Back to it.'], neutral: ['Well?'] },
    closing: { positive: ['Deal.'], negative: ['No.'], after: ['Bye.'] },
    echo: ['So you will {commitment}.'],
  };
}

function script(names = ['Karen Holt']) {
  return {
    learnerRole: 'Account executive', situation: 'The trial ends.', goal: 'Agree a next step.',
    opening: names.map((_, speaker) => ({ speaker, text: `Hello from ${speaker}.` })),
    personaOpenings: { 'the-skeptic': 'Go on, then.', 'the-analytical': 'I did the sum.' },
    characters: names.map(character),
  };
}

const detail = (own: boolean) => ({
  cast: [{ gender: 'female', color: '#2a9d8f' }],
  script: own ? { en: script(), ru: script(['Марина']) } : null,
  genericScript: { en: script(['Partner']), ru: script(['Собеседник']) },
});

describe('web: Scenario Management (SPEC §2, §5, §8, §9)', () => {
  describe('the search', () => {
    it('matches name, category, difficulty or description in either language, ignoring case', () => {
      const s = scenario();
      for (const wanted of ['too EXP', 'слишком', 'sales', 'продаж', 'beginner', 'НАЧАЛЬ', 'two days', 'пробный', '  trial ']) {
        expect(m.matchesSearch(s, wanted), wanted).to.equal(true);
      }
    });

    it('does not look at the system prompt, and an empty search keeps everything', () => {
      expect(m.matchesSearch(scenario(), 'Karen')).to.equal(false);
      const list = [scenario(), scenario({ id: 10, name: 'Late delivery', category: 'Customer Service', category_ru: 'Обслуживание клиентов' })];
      expect(m.filterScenarios(list, '  ')).to.have.length(2);
      expect(m.filterScenarios(list, 'обслуж').map((s: { id: number }) => s.id)).to.deep.equal([10]);
    });

    it('cuts a description at 80 characters with an ellipsis, and leaves a short one whole', () => {
      expect(m.DESCRIPTION_PREVIEW).to.equal(80);
      const long = `${'a'.repeat(79)} and then a lot more`;
      expect(m.truncate(long)).to.equal(`${'a'.repeat(79)}…`);
      expect(m.truncate('б'.repeat(81))).to.equal(`${'б'.repeat(80)}…`);
      expect(m.truncate('x'.repeat(80))).to.equal('x'.repeat(80));
      expect(m.truncate('  Short.  ')).to.equal('Short.');
    });
  });

  describe('the form (SPEC §5)', () => {
    it('requires both languages, the category in both, the difficulty and the system prompt', () => {
      expect(Object.keys(m.validateScenario(m.EMPTY_FORM)).sort()).to.deep.equal(
        ['category', 'category_ru', 'description', 'description_ru', 'difficulty', 'name', 'name_ru', 'systemPrompt'],
      );
      const filled = m.formOf(scenario());
      expect(m.validateScenario(filled)).to.deep.equal({});
      expect(m.validateScenario({ ...filled, name_ru: '   ' })).to.deep.equal({ name_ru: { key: 'required' } });
      expect(m.validateScenario({ ...filled, name: 'n'.repeat(121) })).to.deep.equal({ name: { key: 'tooLong', max: 120 } });
    });

    it('opens the tab of the first problem in reading order: English, Russian, then the shared fields', () => {
      expect(m.firstPlace(['systemPrompt', 'name_ru'])).to.equal('ru');
      expect(m.firstPlace(['description_ru', 'category'])).to.equal('en');
      expect(m.firstPlace(['difficulty'])).to.equal('common');
      expect(m.firstPlace([])).to.equal(null);
    });

    it('fills the Russian name of a known category, and empties it again when the category becomes a new one', () => {
      const known = m.withCategory(m.EMPTY_FORM, 'sales', CATEGORIES);
      expect(known.category_ru).to.equal('Продажи');
      const fresh = m.withCategory(known, 'Sales calls', CATEGORIES);
      expect(fresh.category_ru).to.equal('');
      const written = m.withCategory({ ...fresh, category_ru: 'Звонки' }, 'Sales callz', CATEGORIES);
      expect(written.category_ru).to.equal('Звонки');
    });

    it('sends trimmed texts, a known category under its own names, the difficulty in both languages and the persona ids', () => {
      const form = { ...m.formOf(scenario()), name: '  Too expensive  ', category: 'sales', category_ru: 'продажи', difficulty: 'Advanced', personaIds: [5] };
      const body = m.requestOf(form, { id: null, engine: m.engineOf(null), categories: CATEGORIES, personas: PERSONAS });
      expect(body).to.deep.include({
        id: null, name: 'Too expensive', category: 'Sales', category_ru: 'Продажи', difficulty: 'Advanced', difficulty_ru: 'Продвинутый', personaIds: [5],
      });
      expect(body).to.not.have.any.keys('cast', 'script');
    });
  });

  describe('the built-in engine content', () => {
    it('edits lines one variant a line and topics comma-separated, and reads them back without blanks', () => {
      const draft = m.draftOf(script());
      expect(draft.characters[0].concerns[0].raise).to.equal('It is too much.\nStill too much.');
      expect(draft.characters[0].concerns[0].topics).to.equal('price~, cost');
      expect(m.scriptOf(draft, ['the-skeptic', 'the-analytical'])).to.deep.equal(script());
      draft.characters[0].reactions.blamed = '  Excuse me?\n\n  Really?  \n';
      draft.characters[0].answers[0].topics = 'Staff, HEAD count ,\nrota~';
      const back = m.scriptOf(draft, ['the-skeptic']);
      expect(back.characters[0].reactions.blamed).to.deep.equal(['Excuse me?', 'Really?']);
      expect(back.characters[0].answers[0].topics).to.deep.equal(['staff', 'head count', 'rota~']);
      expect(back.personaOpenings).to.deep.equal({ 'the-skeptic': 'Go on, then.' });
    });

    it("starts from the scenario's own script, else from the generic one, and a new scenario from neither", () => {
      const own = m.engineOf(detail(true));
      expect(own.origin).to.equal('script');
      expect(own.scripts.ru.characters[0].name).to.equal('Марина');
      const generic = m.engineOf(detail(false));
      expect(generic.origin).to.equal('generic');
      expect(generic.scripts.en.characters[0].name).to.equal('Partner');
      const fresh = m.engineOf(null);
      expect([fresh.origin, fresh.scripts, fresh.cast.length]).to.deep.equal(['none', null, 1]);
    });

    it('sends nothing of it when nothing changed, so the server keeps what the scenario has', () => {
      expect(m.engineRequest(m.engineOf(detail(true)), ['the-skeptic', 'the-analytical'])).to.deep.equal({});
      expect(m.engineRequest(m.engineOf(detail(false)), [])).to.deep.equal({});
    });

    it('sends the cast when it changed, the scripts when they changed, and null for the generic script', () => {
      const engine = m.engineOf(detail(false));
      engine.cast[0].gender = 'male';
      engine.castChanged = true;
      expect(m.engineRequest(engine, [])).to.deep.equal({ cast: [{ gender: 'male', color: '#2a9d8f' }] });
      engine.scripts.en.goal = 'A new goal.';
      engine.scriptChanged = true;
      const sent = m.engineRequest(engine, []);
      expect(sent.script.en.goal).to.equal('A new goal.');
      expect(sent.script.en.personaOpenings).to.deep.equal({});
      engine.useGeneric = true;
      expect(m.engineRequest(engine, [])).to.deep.equal({ cast: [{ gender: 'male', color: '#2a9d8f' }], script: null });
    });

    it("sends an untouched own script again only to drop the openings of personas no longer ticked", () => {
      const sent = m.engineRequest(m.engineOf(detail(true)), ['the-skeptic']);
      expect(Object.keys(sent)).to.deep.equal(['script']);
      expect(sent.script.en.personaOpenings).to.deep.equal({ 'the-skeptic': 'Go on, then.' });
    });

    it("keeps every persona opening when a ticked persona's key is unknown (the persona list failed to load)", () => {
      const form = m.formOf(scenario({ personas: [PERSONAS[0], PERSONAS[1]] }));
      const engine = m.engineOf(detail(true));
      expect(m.requestOf(form, { id: 9, engine, categories: CATEGORIES, personas: [] })).to.not.have.property('script');
      engine.scriptChanged = true;
      const sent = m.requestOf(form, { id: 9, engine, categories: CATEGORIES, personas: [] });
      expect(sent.script.en.personaOpenings).to.deep.equal({ 'the-skeptic': 'Go on, then.', 'the-analytical': 'I did the sum.' });
    });

    it('keeps one look for the generic script, whatever the cast was', () => {
      const engine = m.engineOf({ ...detail(true), cast: [{ gender: 'female', color: '#2a9d8f' }, { gender: 'male', color: '#e76f51' }] });
      engine.useGeneric = true;
      engine.castChanged = true;
      expect(m.engineRequest(engine, [])).to.deep.equal({ cast: [{ gender: 'female', color: '#2a9d8f' }], script: null });
    });

    it('adds a character to the cast and to both scripts, up to three, with looks not yet used', () => {
      const engine = m.engineOf(detail(true));
      m.addCharacter(engine);
      m.addCharacter(engine);
      m.addCharacter(engine);
      expect(engine.cast).to.have.length(3);
      expect(new Set(engine.cast.map((c: { color: string }) => c.color)).size).to.equal(3);
      expect(engine.scripts.en.characters).to.have.length(3);
      expect(engine.scripts.ru.characters[2].answers).to.have.length(2);
      expect([engine.castChanged, engine.scriptChanged]).to.deep.equal([true, true]);
    });

    it('removes a character with its opening lines; later speakers move up, and the last one stays', () => {
      const engine = m.engineOf({ ...detail(true), cast: [{ gender: 'female', color: '#111111' }, { gender: 'male', color: '#222222' }, { gender: 'male', color: '#333333' }],
        script: { en: script(['A', 'B', 'C']), ru: script(['А', 'Б', 'В']) } });
      m.removeCharacter(engine, 1);
      expect(engine.cast.map((c: { color: string }) => c.color)).to.deep.equal(['#111111', '#333333']);
      expect(engine.scripts.ru.characters.map((c: { name: string }) => c.name)).to.deep.equal(['А', 'В']);
      expect(engine.scripts.en.opening).to.deep.equal([{ speaker: 0, text: 'Hello from 0.' }, { speaker: 1, text: 'Hello from 2.' }]);
      m.removeCharacter(engine, 0);
      m.removeCharacter(engine, 0);
      expect(engine.cast).to.have.length(1);
    });
  });

  describe("the server's refusals", () => {
    const refusal = () => new m.ApiError(400, 'VALIDATION_FAILED', 'The request is not valid.', [
      { path: 'body.name_ru', message: 'Required' },
      { path: 'body.script.ru.characters.0.reactions.blamed.2', message: 'has the same line twice; every variant must differ' },
      { path: 'script.en.characters', message: 'has 2 characters but cast has 1' },
      { path: ['body', 'cast', '0', 'color'], message: 'must be a #rrggbb colour' },
    ]);

    it('reads the issues with paths relative to the body', () => {
      expect(m.issuesOf(refusal()).map((i: { path: string }) => i.path)).to.deep.equal([
        'name_ru', 'script.ru.characters.0.reactions.blamed.2', 'script.en.characters', 'cast.0.color',
      ]);
      expect(m.issuesOf(new Error('boom'))).to.deep.equal([]);
      expect(m.issuesOf(new m.ApiError(500, 'HTTP_500', ''))).to.deep.equal([]);
    });

    it('puts each issue at its field (a line of a list at the list), and nowhere else', () => {
      // A t() of English resources: a rule the server names no kind of is shown as the server words it.
      const t = (key: string, options?: { message?: string }) => (key === 'common:errors.field.unnamed' ? options!.message! : key);
      const messagesAt = (issues: unknown, path: string) => m.messagesAt(issues, path, t);
      const issues = m.issuesOf(refusal());
      expect(messagesAt(issues, 'script.ru.characters.0.reactions.blamed')).to.deep.equal(['has the same line twice; every variant must differ']);
      expect(messagesAt(issues, 'script.ru.characters.0.reactions.blame')).to.deep.equal([]);
      expect(messagesAt(issues, 'name')).to.deep.equal([]);
      expect(messagesAt(issues, 'name_ru')).to.deep.equal(['Required']);
    });

    it('knows where each is edited: a language tab, the shared fields, the cast or a script', () => {
      expect(['name_ru', 'description', 'systemPrompt', 'cast.0.color', 'script.ru.goal', 'script', 'whatever'].map(m.placeOf))
        .to.deep.equal(['ru', 'en', 'common', 'cast', 'script-ru', 'cast', null]);
    });

    it('names the place of an issue in words, never as a bare path', () => {
      const words = (path: string) => m.crumbsOf(path).map((c: { key: string; values?: Record<string, unknown> }) => t(c.key, c.values)).join(' › ');
      expect(words('script.ru.characters.0.reactions.blamed.2')).to.equal(
        'issues.script.ru › issues.character {"n":1} › engine.fields.reactions › engine.fields.blamed › issues.line {"n":3}',
      );
      expect(words('script.en.characters.1.concerns.0.topics.4')).to.equal(
        'issues.script.en › issues.character {"n":2} › issues.concern {"n":1} › engine.fields.topics › issues.word {"n":5}',
      );
      expect(words('cast.0.color')).to.equal('issues.cast › issues.character {"n":1} › engine.fields.color');
      expect(words('name_ru')).to.equal('fields.name_ru');
      expect(words('script.en.opening.0.speaker')).to.equal('issues.script.en › issues.openingLine {"n":1} › engine.fields.speaker');
      expect(words('script.en.characters')).to.equal('issues.script.en › engine.fields.characters');
      expect(words('script.en.mystery')).to.equal('issues.script.en › issues.other {"name":"mystery"}');
      expect(words('')).to.equal('');
    });
  });

  describe('deleting', () => {
    it('deletes a scenario never played and retires one with sessions, and says so afterwards', () => {
      expect(m.removalOf({ sessionCount: 0 })).to.equal('deleted');
      expect(m.removalOf({ sessionCount: 3 })).to.equal('retired');
      expect(m.removalNotice(scenario({ sessionCount: 3 }), 'retired')).to.deep.equal({
        key: 'removed.retired', values: { name: '“Too expensive”', name_ru: '«Слишком дорого»', count: 3 },
      });
    });

    it('quotes a name once: one that opens with a quotation mark of its own keeps just that', () => {
      expect(m.quotedNames({ name: "'Too expensive for what it does'", name_ru: '«Слишком дорого»' }))
        .to.deep.equal({ name: "'Too expensive for what it does'", name_ru: '«Слишком дорого»' });
      for (const name of ['"Why?"', '“Why?”', '‘Why?’', '„Почему?“', ' «Почему?»']) expect(m.quoted(name, '«', '»'), name).to.equal(name);
      expect(m.quoted('Why? (edited)', '“', '”')).to.equal('“Why? (edited)”');
      // A quotation inside the name is no reason to leave the name unquoted.
      expect(m.quoted('The "fast" client', '«', '»')).to.equal('«The "fast" client»');
    });

    it('asks about retiring as retiring, saying the scenario stays in the history and open sessions can be finished', () => {
      for (const language of ['en', 'ru']) {
        const words = JSON.parse(readFileSync(new URL(`../../../web/src/locales/${language}/scenarioAdmin.json`, import.meta.url), 'utf8'));
        expect(words.remove.question.retired, language).to.not.match(/delete|удалить/i);
        expect(words.remove.question.deleted, language).to.match(/delete|удалить/i);
        for (const [key, text] of Object.entries(words.remove.what as Record<string, string>).filter(([key]) => key.startsWith('retired'))) {
          expect(text, `${language} ${key}`).to.match(language === 'en' ? /finish sessions/ : /начатые сессии .* завершить/);
          expect(text, `${language} ${key}`).to.match(language === 'en' ? /history/ : /истории/);
        }
        // The names come quoted (or already quoted): the texts add no marks of their own.
        for (const text of [...Object.values(words.removed as Record<string, string>), ...Object.values(words.saved as Record<string, string>), ...Object.values(words.remove.question as Record<string, string>)]) {
          expect(text, language).to.not.match(/[“”«»]/);
        }
      }
    });
  });

  describe('retired scenarios (ADR 0031, audit B F12)', () => {
    const RETIRED_AT = '2026-12-05T02:22:52.000Z';
    const offered = [scenario({ id: 1 }), scenario({ id: 4 })];
    const retired = [scenario({ id: 3, retiredAt: RETIRED_AT }), scenario({ id: 2, retiredAt: RETIRED_AT })];

    it('joins the list only with "Show retired", each at its place by id, and counts them apart', () => {
      expect(m.listedScenarios(offered, retired, false).map((s: { id: number }) => s.id)).to.deep.equal([1, 4]);
      expect(m.listedScenarios(offered, retired, true).map((s: { id: number }) => s.id)).to.deep.equal([1, 2, 3, 4]);
      expect(m.listedScenarios(offered, null, true).map((s: { id: number }) => s.id), 'still loading them').to.deep.equal([1, 4]);
      expect(m.listCount(offered, retired, true)).to.deep.equal({ count: 4, retired: 2 });
      expect(m.listCount(offered, retired, false)).to.deep.equal({ count: 2, retired: null });
      expect(m.listCount(offered, [], true)).to.deep.equal({ count: 2, retired: 0 });
      expect(m.listCount(offered, null, true), 'still loading them').to.deep.equal({ count: 2, retired: null });
      expect(m.isRetired(retired[0])).to.equal(true);
      expect(m.isRetired(offered[0])).to.equal(false);
      // The search looks at them as at any other.
      expect(m.filterScenarios(m.listedScenarios(offered, [scenario({ id: 7, name: 'Gone quiet', retiredAt: RETIRED_AT })], true), 'gone')
        .map((s: { id: number }) => s.id)).to.deep.equal([7]);
    });

    it('names a row’s buttons with its scenario in the interface’s language, quoted once', () => {
      expect(m.rowName(scenario(), 'en')).to.equal('“Too expensive”');
      expect(m.rowName(scenario(), 'ru')).to.equal('«Слишком дорого»');
      expect(m.rowName(scenario({ name: "'Too expensive for what it does'" }), 'en')).to.equal("'Too expensive for what it does'");
    });

    it('says what a restore did: back in the catalogue, or already there', () => {
      expect(m.restorationNotice(scenario(), 'restored')).to.deep.equal({ key: 'restored.restored', values: { name: '“Too expensive”', name_ru: '«Слишком дорого»' } });
      expect(m.restorationNotice(scenario(), 'already-offered').key).to.equal('restored.already-offered');
      for (const language of ['en', 'ru']) {
        const words = JSON.parse(readFileSync(new URL(`../../../web/src/locales/${language}/scenarioAdmin.json`, import.meta.url), 'utf8'));
        expect(Object.keys(words.restored), language).to.deep.equal(['restored', 'already-offered']);
        expect(Object.keys(words.restore), language).to.deep.equal(['title', 'question', 'what', 'confirm', 'failed']);
        expect(words.restore.what, language).to.contain('{{date}}');
        expect(words.row.retiredOn, language).to.contain('{{date}}');
        expect(words.toolbar.showRetired, language).to.be.a('string');
        // The names come quoted: the texts add no marks of their own.
        for (const text of [...Object.values(words.restored as Record<string, string>), words.restore.question, words.row.editLabel, words.row.deleteLabel, words.row.restoreLabel]) {
          expect(text, language).to.not.match(/[“”«»]/);
        }
      }
    });
  });

  describe('what a failure says (SPEC §6, §8)', () => {
    it('asks to sign in again on a 401, and otherwise words the failure as the rest of the client does', () => {
      expect(m.describeProblem(new m.ApiError(401, 'AUTH.UNAUTHENTICATED', 'Not authenticated.'), t, 'scenarioAdmin:list.failed'))
        .to.equal('scenarioAdmin:unauthorized');
      expect(m.describeProblem(new m.ApiError(500, 'HTTP_500', ''), t, 'scenarioAdmin:list.failed')).to.equal('scenarioAdmin:list.failed');
      expect(m.describeProblem(new m.ApiError(409, 'PRACTICE.SOMETHING', 'Category "Sales" is called "Продажи".'), t, 'scenarioAdmin:editor.failed'))
        .to.equal('Category "Sales" is called "Продажи".');
      expect(m.describeProblem(new Error('boom'), t, 'scenarioAdmin:remove.failed.deleted')).to.equal('scenarioAdmin:remove.failed.deleted');
    });
  });
});
