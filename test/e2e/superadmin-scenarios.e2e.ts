import { expect } from 'chai';
import type { Browser, Locator, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const ROOT = { email: 'root-scenarios@example.com', password: 'watch the gate 42', role: 'SuperAdmin' as const };
const SCENARIOS = '/superadmin/dashboard/scenarios';
const USERS = '/superadmin/dashboard/users';
const TEXT = {
  en: {
    title: 'Scenarios', sections: 'Console sections', search: 'Search scenarios', create: 'Create Scenario', refresh: 'Refresh',
    empty: 'No scenarios found matching your search criteria.', save: 'Save', createTitle: 'Create Scenario', editTitle: 'Edit Scenario',
    english: /^English/, russian: /^Russian/, advanced: 'Advanced: built-in engine content', edit: /^Edit scenario /, delete: /^Delete scenario /, cancel: 'Cancel',
    showRetired: 'Show retired scenarios', restore: /^Restore scenario /, restoreTitle: 'Restore scenario',
  },
  ru: {
    title: 'Сценарии', sections: 'Разделы консоли', search: 'Поиск сценариев', create: 'Создать сценарий', refresh: 'Обновить',
    empty: 'Сценарии, соответствующие условиям поиска, не найдены.', save: 'Сохранить', createTitle: 'Создать сценарий', editTitle: 'Изменить сценарий',
    english: /^Английский/, russian: /^Русский/, advanced: 'Дополнительно: содержание встроенного движка', edit: /^Изменить сценарий /, delete: /^Удалить сценарий /,
    cancel: 'Отмена', showRetired: 'Показывать снятые с показа', restore: /^Вернуть сценарий /, restoreTitle: 'Вернуть сценарий в каталог',
  },
};
const NEW = {
  name: 'Returning a faulty kettle', description: 'A customer brings back a kettle that stopped working after a week and wants a refund on the spot.',
  name_ru: 'Возврат неисправного чайника', description_ru: 'Покупатель возвращает чайник, который сломался через неделю, и требует деньги сразу.',
  systemPrompt: 'You are Dana, a customer returning a kettle that broke after a week. You want your money back today. Stay in character.',
};

/** SPEC §2: what the search box looks in. */
const SEARCHED = ['name', 'name_ru', 'description', 'description_ru', 'category', 'category_ru', 'difficulty', 'difficulty_ru'] as const;
type AdminScenario = Record<(typeof SEARCHED)[number], string> & { id: number; personas: { id: number }[] };

describe('web client: Scenario Management in the SuperAdmin console (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  let rootToken = '';
  const api = (path: string, body?: unknown, token?: string) => apiOf(server.url)(path, body, token);
  /** A SuperAdmin call of any method; answers the status and the parsed body. */
  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const response = await fetch(server.url + path, {
      method,
      headers: { Authorization: `Bearer ${rootToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  const listed = async (): Promise<AdminScenario[]> => (await call('GET', '/api/superadmin/scenarios')).body;
  const byName = async (name: string) => (await listed()).find((s) => s.name === name);

  /** The page as a SuperAdmin reaches it: log in (they land on Users), then the sidebar's Scenarios. */
  async function open(lang: Lang, mobile = false): Promise<Page> {
    const t = TEXT[lang];
    const page = await (await newContext(browser, lang, mobile)).newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, ROOT.email, ROOT.password, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === USERS);
    await page.getByRole('navigation', { name: t.sections }).getByRole('link', { name: t.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === SCENARIOS);
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await rows(page).first().waitFor();
    return page;
  }

  // Table rows on wider screens, cards on phones.
  const rows = (page: Page) => page.locator('.scn-table tbody tr, .scn-card');
  const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
  const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
  const noSideways = async (page: Page, mobile: boolean) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(mobile ? 375 : 1366);
    // On a desktop the whole table fits: a column scrolled under the pinned Actions would be cut off unseen.
    if (!mobile) expect(await page.locator('.wa-table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth)).to.be.at.most(0);
  };
  /** Nothing in the open dialog reaches past its right edge (a phone would have to scroll it sideways). */
  const dialogFits = async (page: Page) =>
    expect(await page.evaluate(() => {
      const body = document.querySelector('.modal-body')!;
      const edge = body.getBoundingClientRect().right + 1;
      return [...body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > edge).map((el) => el.className);
    })).to.deep.equal([]);
  async function notice(page: Page, text: string | RegExp): Promise<void> {
    await page.getByRole('status').filter({ hasText: text }).first().waitFor();
  }
  /** Saves the open form and waits for the modal to close (the list reloads behind it). */
  async function saveAndClose(page: Page, modal: Locator, lang: Lang): Promise<void> {
    await modal.getByRole('button', { name: TEXT[lang].save, exact: true }).click();
    await modal.waitFor({ state: 'detached' });
  }

  before(async () => {
    server = await startAppServer({ OFFLINE_TYPING_DELAY_MS: '0', REGISTRATIONS_PER_HOUR: '500', LOGIN_ATTEMPTS_PER_15_MIN: '500' }, { accounts: [ROOT] });
    browser = await launchBrowser();
    rootToken = (await api('/api/auth/login', { email: ROOT.email, password: ROOT.password, rememberMe: false, locale: 'en' })).token;
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists the scenarios and searches them in both languages (en)', async () => {
    const t = TEXT.en;
    const all = await listed();
    expect(all.length).to.be.greaterThan(1);
    const page = await open('en');
    expect(await page.title()).to.equal('Scenarios — Super admin console · Rapport');
    const nav = page.getByRole('navigation', { name: t.sections });
    expect(await nav.getByRole('link', { name: t.title, exact: true }).getAttribute('aria-current')).to.equal('page');
    expect(await rows(page).count()).to.equal(all.length);
    const headers = await page.locator('.scn-table thead th').allTextContents();
    expect(headers).to.deep.equal(['ID', 'Name and description', 'Russian name', 'Category', 'Difficulty', 'Personas', 'Created At', 'Actions']);
    // SPEC §9: descriptions stop at 80 characters.
    for (const text of await page.locator('.scn-table .scn-description').allTextContents()) expect([...text].length).to.be.at.most(81);
    await noSideways(page, false);
    await screenshot(page, 'superadmin-scenarios', 'en', false);
    await expectAccessible(page);

    // The search runs on the client over both languages, ignoring case.
    const sample = all[0]!;
    const search = page.getByLabel(t.search);
    const query = sample.category_ru.toUpperCase();
    const matching = all.filter((s) => SEARCHED.some((field) => s[field].toLowerCase().includes(query.toLowerCase())));
    expect(matching.length).to.be.lessThan(all.length);
    await search.fill(query);
    await page.waitForFunction((n) => document.querySelectorAll('.scn-table tbody tr').length === n, matching.length);
    await row(page, sample.name).first().waitFor();
    await search.fill(sample.name_ru.slice(0, 12).toLowerCase());
    await row(page, sample.name).first().waitFor();
    await search.fill('nothing at all like this');
    await page.getByText(t.empty).waitFor();
    await expectAccessible(page);
    await search.fill('');
    await page.waitForFunction((n) => document.querySelectorAll('.scn-table tbody tr').length === n, all.length);
    await page.context().close();
  });

  it('creates a scenario in both languages with its cast, edits it, refuses a broken script readably, and deletes it (en)', async () => {
    const t = TEXT.en;
    const page = await open('en');
    const categories: { name: string; name_ru: string }[] = (await call('GET', '/api/superadmin/categories')).body;
    const category = categories[0]!;

    // SPEC §5: nothing filled in, the English tab says what is missing and its first field takes the focus.
    await page.getByRole('button', { name: t.create }).click();
    const create = dialog(page, t.createTitle);
    await create.waitFor();
    await create.getByRole('button', { name: t.save, exact: true }).click();
    await create.getByRole('tab', { name: 'English (has errors)' }).waitFor();
    expect(await create.getByText('Required').count()).to.be.greaterThan(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('aria-invalid'))).to.equal('true');
    await screenshot(page, 'superadmin-scenario-invalid', 'en', false, false);
    await expectAccessible(page);

    await create.getByLabel('Name', { exact: true }).fill(NEW.name);
    await create.getByLabel('Description', { exact: true }).fill(NEW.description);
    await create.getByLabel('Category', { exact: true }).fill(category.name);
    await create.getByLabel('Difficulty').selectOption('Intermediate');
    await create.getByLabel('System prompt').fill(NEW.systemPrompt);
    await create.locator('.scn-personas-grid input[type="checkbox"]').first().check();
    // English is complete: Save now moves to the Russian tab, where the known category's Russian name is already filled.
    await create.getByRole('button', { name: t.save, exact: true }).click();
    await create.getByRole('tab', { name: 'Russian (has errors)', selected: true }).waitFor();
    expect(await create.getByLabel('Category in Russian').inputValue()).to.equal(category.name_ru);
    await create.getByLabel('Name in Russian').fill(NEW.name_ru);
    await create.getByLabel('Description in Russian').fill(NEW.description_ru);
    // One advanced field: the character is a man.
    await create.getByText(t.advanced).click();
    await create.getByLabel('Gender').selectOption('male');
    await screenshot(page, 'superadmin-scenario-create', 'en', false, false);
    await expectAccessible(page);
    await saveAndClose(page, create, 'en');
    await notice(page, `Scenario “${NEW.name}” created.`);

    await page.getByLabel(t.search).fill(NEW.name_ru);
    await row(page, NEW.name).waitFor();
    expect(await rows(page).count()).to.equal(1);
    const created = (await byName(NEW.name))!;
    expect(created).to.deep.include({ name_ru: NEW.name_ru, category: category.name, category_ru: category.name_ru, difficulty: 'Intermediate' });
    expect(created.personas).to.have.length(1);
    const detail = (await call('GET', `/api/superadmin/scenarios/${created.id}`)).body;
    expect(detail.cast[0].gender).to.equal('male');
    expect(detail.script).to.equal(null);

    // Edit: the form opens filled in; with no script of its own, the generic one is where the script editor starts.
    await row(page, NEW.name).getByRole('button', { name: t.edit }).click();
    const edit = dialog(page, t.editTitle);
    await edit.waitFor();
    expect(await edit.getByLabel('Name', { exact: true }).inputValue()).to.equal(NEW.name);
    await edit.getByLabel('Name', { exact: true }).fill(`${NEW.name} (edited)`);
    await edit.getByText(t.advanced).click();
    await edit.getByText(/no script of its own/).waitFor();
    await edit.getByRole('tab', { name: 'English script' }).waitFor();
    await edit.getByLabel('Goal').fill('Calm the customer and agree what happens to the kettle today.');
    await screenshot(page, 'superadmin-scenario-engine', 'en', false, false);
    await expectAccessible(page);
    await saveAndClose(page, edit, 'en');
    await notice(page, `Scenario “${NEW.name} (edited)” saved.`);
    const edited = (await call('GET', `/api/superadmin/scenarios/${created.id}`)).body;
    expect(edited.name).to.equal(`${NEW.name} (edited)`);
    expect(edited.script.en.goal).to.equal('Calm the customer and agree what happens to the kettle today.');

    // A broken script: the server's issue shows in words, in the Russian script, at its field.
    await page.getByLabel(t.search).fill(NEW.name_ru);
    await row(page, `${NEW.name} (edited)`).getByRole('button', { name: t.edit }).click();
    const again = dialog(page, t.editTitle);
    await again.waitFor();
    await again.getByText(t.advanced).click();
    await again.getByText('This scenario has its own script.').waitFor();
    await again.getByRole('tab', { name: 'Russian script' }).click();
    await again.getByLabel('Blamed').first().fill('Одна и та же реплика.\nОдна и та же реплика.\nОдна и та же реплика.');
    await again.getByRole('tab', { name: 'English script' }).click();
    await again.getByRole('button', { name: t.save, exact: true }).click();
    const problem = again.getByRole('alert');
    await problem.waitFor();
    expect(await problem.textContent()).to.contain('Failed to save scenario').and.contain('Russian script › Character 1 › Reactions › Blamed')
      .and.contain('The same line is here twice; every variant must differ.');
    expect(await problem.textContent()).to.not.contain('Bad Request');
    await again.getByRole('tab', { name: 'Russian script', selected: true }).waitFor();
    expect(await again.getByLabel('Blamed').first().getAttribute('aria-invalid')).to.equal('true');
    await screenshot(page, 'superadmin-scenario-refused', 'en', false, false);
    await expectAccessible(page);
    // Back to the generic script: the save removes the scenario's own.
    await again.getByRole('button', { name: 'Use the generic script' }).click();
    await saveAndClose(page, again, 'en');
    expect((await call('GET', `/api/superadmin/scenarios/${created.id}`)).body.script).to.equal(null);

    // Never played: deleted for good, after a confirmation naming it.
    await row(page, `${NEW.name} (edited)`).getByRole('button', { name: t.delete }).click();
    const confirm = dialog(page, 'Delete scenario');
    await confirm.waitFor();
    expect(await confirm.textContent()).to.contain(`Are you sure you want to delete “${NEW.name} (edited)”?`).and.contain('deleted for good');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await notice(page, `“${NEW.name} (edited)” was deleted.`);
    await page.getByText(t.empty).waitFor();
    expect((await call('GET', `/api/superadmin/scenarios/${created.id}`)).status).to.equal(404);
    await page.context().close();
  });

  it('retires a scenario that has been played, saying its history stays (en)', async () => {
    const t = TEXT.en;
    const [template] = await listed();
    const made = await call('POST', '/api/superadmin/scenarios', {
      id: null, name: 'A played one', name_ru: 'Сыгранный', description: 'Played once already.', description_ru: 'Его уже проходили.',
      category: template!.category, category_ru: template!.category_ru, difficulty: 'Beginner', systemPrompt: NEW.systemPrompt, personaIds: [],
    });
    expect(made.status).to.be.oneOf([200, 201]);
    const played = (await byName('A played one'))!;
    const { token } = await api('/api/auth/register', { email: 'player@example.com', password: PASSWORD, locale: 'en', rememberMe: false });
    const { sessionId } = await api('/api/sessions', { scenarioId: played.id, coachEnabled: false, locale: 'en' }, token);

    const page = await open('en');
    await page.getByLabel(t.search).fill('A played one');
    await row(page, 'A played one').getByRole('button', { name: t.delete }).click();
    const confirm = dialog(page, 'Retire scenario');
    await confirm.waitFor();
    expect(await confirm.textContent()).to.contain('Are you sure you want to retire “A played one”?').and.contain('played 1 time')
      .and.contain('learners can still finish sessions they have open').and.not.contain('delete “');
    await screenshot(page, 'superadmin-scenario-retire', 'en', false, false);
    await confirm.getByRole('button', { name: 'Retire', exact: true }).click();
    await notice(page, /“A played one” was retired: .*history of its 1 session stays readable/);
    await page.getByText(t.empty).waitFor();
    // Its session is still there to read.
    expect((await call('GET', `/api/superadmin/sessions/${sessionId}`)).status).to.equal(200);
    await page.context().close();
  });

  it('shows retired scenarios on request, marked with when, and restores one after a confirmation (en, ru)', async () => {
    const t = TEXT.en;
    const retired = ((await call('GET', '/api/superadmin/scenarios/retired')).body as (AdminScenario & { retiredAt: string })[]).find((s) => s.name === 'A played one')!;
    expect(retired.retiredAt).to.be.a('string');
    const page = await open('en');
    // Each row's buttons are named with their scenario (audit D F12); the list and its table are two regions with two names (F8).
    const first = (await listed())[0]!;
    await row(page, first.name).first().getByRole('button', { name: `Edit scenario “${first.name}”`, exact: true }).waitFor();
    await page.getByRole('region', { name: 'Scenarios table' }).waitFor();
    await page.getByLabel(t.search).fill('A played one');
    await page.getByText(t.empty).waitFor();
    await page.getByRole('checkbox', { name: t.showRetired }).check();
    const retiredRow = row(page, 'A played one');
    await retiredRow.waitFor();
    expect(await retiredRow.locator('.scn-retired').textContent()).to.match(/^Retired [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await retiredRow.getByRole('button', { name: t.edit }).count(), 'a retired scenario is restored, not edited').to.equal(0);
    expect(await page.getByRole('status').filter({ hasText: '1 of ' }).count()).to.equal(1);
    await screenshot(page, 'superadmin-scenarios-retired', 'en', false);
    await expectAccessible(page);

    const restore = retiredRow.getByRole('button', { name: 'Restore scenario “A played one”', exact: true });
    await restore.click();
    const confirm = dialog(page, t.restoreTitle);
    await confirm.waitFor();
    expect(await confirm.textContent()).to.contain('Restore “A played one” to the catalogue?').and.contain('It was retired on')
      .and.contain('learners see it in the catalogue again');
    await screenshot(page, 'superadmin-scenario-restore', 'en', false, false);
    await expectAccessible(page);
    // Cancel changes nothing, and the focus is back on Restore.
    await confirm.getByRole('button', { name: t.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await restore.evaluate((el) => el === document.activeElement)).to.equal(true);
    expect((await call('GET', '/api/superadmin/scenarios/retired')).body.map((s: { id: number }) => s.id)).to.include(retired.id);

    await restore.click();
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await notice(page, '“A played one” is back in the catalogue: learners can start it again.');
    await retiredRow.getByRole('button', { name: 'Edit scenario “A played one”', exact: true }).waitFor();
    expect(await retiredRow.locator('.scn-retired').count()).to.equal(0);
    expect((await api('/api/scenario')).map((s: { id: number }) => s.id)).to.include(retired.id);
    await page.context().close();

    // In Russian, after it is retired again.
    expect((await call('DELETE', `/api/superadmin/scenarios/${retired.id}`)).body).to.deep.equal({ id: retired.id, outcome: 'retired' });
    const ru = TEXT.ru;
    const pageRu = await open('ru');
    await pageRu.getByLabel(ru.search).fill('Сыгранный');
    await pageRu.getByRole('checkbox', { name: ru.showRetired }).check();
    const rowRu = row(pageRu, 'A played one');
    expect(await rowRu.locator('.scn-retired').textContent()).to.match(/^Снят с показа \d{1,2} /);
    await rowRu.getByRole('button', { name: 'Вернуть сценарий «Сыгранный»', exact: true }).click();
    const confirmRu = dialog(pageRu, ru.restoreTitle);
    await confirmRu.waitFor();
    expect(await confirmRu.textContent()).to.contain('Вернуть сценарий «Сыгранный» в каталог?').and.contain('Он снят с показа');
    await screenshot(pageRu, 'superadmin-scenario-restore', 'ru', false, false);
    await expectAccessible(pageRu);
    await confirmRu.getByRole('button', { name: 'Вернуть', exact: true }).click();
    await notice(pageRu, 'Сценарий «Сыгранный» снова в каталоге: ученики могут его начать.');
    expect((await api('/api/scenario')).map((s: { id: number }) => s.id)).to.include(retired.id);
    await pageRu.context().close();
  });

  it('is one of the Account Settings quick links', async () => {
    const page = await open('en');
    await page.goto(`${server.url}/superadmin/dashboard/settings`);
    await page.getByRole('link', { name: 'Manage Scenarios' }).click();
    await page.waitForURL((url) => url.pathname === SCENARIOS);
    await rows(page).first().waitFor();
    await page.context().close();
  });

  for (const [lang, mobile] of [['ru', false], ['en', true], ['ru', true]] as const) {
    it(`shows the list, the form and the confirmation in ${lang}${mobile ? ' at 375 px' : ''}`, async () => {
      const t = TEXT[lang];
      const page = await open(lang, mobile);
      await noSideways(page, mobile);
      await screenshot(page, 'superadmin-scenarios', lang, mobile);
      await expectAccessible(page);
      await page.getByLabel(t.search).fill('nothing at all like this');
      await page.getByText(t.empty).waitFor();
      await page.getByLabel(t.search).fill('');
      await rows(page).nth(1).waitFor();

      await page.getByRole('button', { name: t.create }).click();
      const create = dialog(page, t.createTitle);
      await create.waitFor();
      await create.getByRole('button', { name: t.save, exact: true }).click();
      await create.getByRole('tab', { name: t.english, selected: true }).waitFor();
      await noSideways(page, mobile);
      await screenshot(page, 'superadmin-scenario-create', lang, mobile, false);
      await expectAccessible(page);
      await create.getByRole('tab', { name: t.russian }).click();
      await create.getByText(t.advanced).click();
      await noSideways(page, mobile);
      await dialogFits(page);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await create.waitFor({ state: 'detached' });

      await rows(page).first().getByRole('button', { name: t.edit }).click();
      const edit = dialog(page, t.editTitle);
      await edit.waitFor();
      await edit.getByText(t.advanced).click();
      await edit.locator('.scn-script').waitFor();
      await noSideways(page, mobile);
      await dialogFits(page);
      await screenshot(page, 'superadmin-scenario-engine', lang, mobile, false);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'detached' });

      await rows(page).first().getByRole('button', { name: t.delete }).click();
      const confirm = page.getByRole('dialog');
      await confirm.waitFor();
      await noSideways(page, mobile);
      await screenshot(page, 'superadmin-scenario-delete', lang, mobile, false);
      await expectAccessible(page);
      await confirm.getByRole('button', { name: t.cancel }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});
