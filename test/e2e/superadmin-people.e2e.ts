import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright';
import { talkAndEnd } from '../support/analysis-fixtures.ts';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const ROOT = { email: 'root-console@example.com', password: 'watch the gate 42', role: 'SuperAdmin' as const };
const TEAM_ADMIN = { email: 'lead@acme-people.example.com', password: 'lead the team 42', role: 'Admin' as const, organization: 'Acme People' };
const LEARNER = 'ann-people@example.com';
const INCORRECT_PASSWORD = 'Incorrect password.';
const USERS = '/superadmin/dashboard/users';
const SETTINGS = '/superadmin/dashboard/settings';
const TEXT = {
  en: {
    users: 'Users', sections: 'Console sections', total: 'Total Users', online: 'Online Users', showOnline: 'Show who is online', search: 'Search by email',
    role: 'Role', organization: 'Organization', apply: 'Apply', empty: 'No users found', show: 'Show', back: 'Back to Users', actions: 'Actions',
    edit: 'Edit User', reset: 'Reset Password', subscription: 'Update Subscription', remove: 'Delete User', activity: 'Activity', messages: 'Messages',
    logins: 'Logins', audit: 'Audit trail', settings: 'Account settings', version: 'Version', exportButton: 'Export System Data',
    feedback: 'Analysis feedback', cancel: 'Cancel', emailCol: 'Email', scenarioDetails: 'Scenario Details', scenarioDetailsButton: 'Details', close: 'Close',
    allColumns: 'Show all columns', from: 'From', to: 'To', retry: 'Try again',
    endBeforeStart: 'The end date must not be before the start date.', sessionMissing: 'This session does not exist. It may have been deleted.',
    cannotDeleteSelf: 'You cannot delete your own account.',
  },
  ru: {
    users: 'Пользователи', sections: 'Разделы консоли', total: 'Всего пользователей', online: 'Сейчас в сети', showOnline: 'Показать, кто в сети',
    search: 'Поиск по email', role: 'Роль', organization: 'Организация', apply: 'Применить', empty: 'Пользователи не найдены', show: 'Открыть',
    back: 'К списку пользователей', actions: 'Действия', edit: 'Изменить пользователя', reset: 'Сбросить пароль', subscription: 'Изменить подписку',
    remove: 'Удалить пользователя', activity: 'Сессии', messages: 'Сообщения', logins: 'Входы', audit: 'Журнал изменений', settings: 'Настройки',
    version: 'Версия', exportButton: 'Выгрузить данные', feedback: 'Разбор сессии', cancel: 'Отмена', emailCol: 'Email',
    scenarioDetails: 'Сведения о сценарии', scenarioDetailsButton: 'Подробнее', close: 'Закрыть', allColumns: 'Показать все столбцы',
    from: 'С', to: 'По', retry: 'Повторить',
    endBeforeStart: 'Дата окончания не может быть раньше даты начала.', sessionMissing: 'Такой сессии нет. Возможно, она удалена.',
    cannotDeleteSelf: 'Нельзя удалить собственную учётную запись.',
  },
};
const LINES = ["I'm sorry this happened — I can hear how frustrating it is.", 'I will refund the shipping today and call you on Friday.'];

describe('web client: the SuperAdmin people console (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  const learner = { id: 0, token: '', analysed: 0, unfinished: 0 };
  let scenario: { id: number; name: string; name_ru: string; category: string; category_ru: string };
  const api = (path: string, body?: unknown, token?: string) => apiOf(server.url)(path, body, token);
  /** A call whose answer the test reads whatever its status (a refused login). */
  const raw = (path: string, body: unknown) =>
    fetch(server.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  async function register(email: string): Promise<{ id: number; token: string }> {
    const { token, user } = await api('/api/auth/register', { email, password: PASSWORD, locale: 'en', rememberMe: false });
    return { id: user.id, token };
  }

  /** The console as a SuperAdmin sees it after logging in: they land on Users. */
  async function console_(lang: Lang, mobile = false): Promise<Page> {
    const page = await (await newContext(browser, lang, mobile)).newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, ROOT.email, ROOT.password, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === USERS);
    await page.getByRole('heading', { level: 1, name: TEXT[lang].users }).waitFor();
    await rows(page).first().waitFor();
    return page;
  }

  // Table rows on wider screens, cards on phones.
  const rows = (page: Page) => page.locator('.people-table tbody tr, .people-card');
  const row = (page: Page, email: string) => rows(page).filter({ hasText: email });
  /** Waits for the list request carrying `expected` (null: absent) after `act`. */
  async function listed(page: Page, act: () => Promise<unknown>, expected: Record<string, string | null>) {
    const response = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/superadmin/users' && Object.entries(expected).every(([k, v]) => url.searchParams.get(k) === v);
    });
    await act();
    expect((await response).ok()).to.equal(true);
    await page.waitForFunction(() => !document.querySelector('.people-list[aria-busy="true"]'));
  }
  const noSideways = async (page: Page, mobile: boolean) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(mobile ? 375 : 1366);

  before(async () => {
    server = await startAppServer(
      { OFFLINE_TYPING_DELAY_MS: '0', REGISTRATIONS_PER_HOUR: '500', LOGIN_ATTEMPTS_PER_15_MIN: '500' },
      { accounts: [ROOT, TEAM_ADMIN] },
    );
    browser = await launchBrowser();
    [scenario] = await api('/api/scenario');
    Object.assign(learner, await register(LEARNER));
    // One session talked through and analysed, one left unfinished.
    const { sessionId } = await api('/api/sessions', { scenarioId: scenario.id, coachEnabled: false, locale: 'en' }, learner.token);
    const hub = await TestHubClient.connect(server.url, learner.token);
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, LINES);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
    await hub.close();
    learner.analysed = sessionId;
    learner.unfinished = (await api('/api/sessions', { scenarioId: scenario.id, coachEnabled: false, locale: 'en' }, learner.token)).sessionId;
    // Online now (a heartbeat), and two logins on record: one refused, one let in.
    const beat = await fetch(`${server.url}/api/auth/heartbeat`, { method: 'POST', headers: { Authorization: `Bearer ${learner.token}` } });
    expect(beat.status).to.equal(204);
    expect((await raw('/api/auth/login', { email: LEARNER, password: 'not it at all', rememberMe: false, locale: 'en' })).status).to.equal(401);
    await api('/api/auth/login', { email: LEARNER, password: PASSWORD, rememberMe: false, locale: 'en' });
    // Enough people for a second page of 20.
    for (let i = 1; i <= 22; i++) await register(`filler-${String(i).padStart(2, '0')}@example.com`);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lands a SuperAdmin on Users: statistics, the online list, search, filters, sorting and pages (en)', async () => {
    const t = TEXT.en;
    const page = await console_('en');
    expect(await page.title()).to.equal('Users — Super admin console · Rapport');
    const nav = page.getByRole('navigation', { name: t.sections });
    expect(await nav.getByRole('link', { name: t.users }).getAttribute('aria-current')).to.equal('page');
    expect(await nav.getByRole('link').allTextContents()).to.deep.equal(['Users', 'Scenarios', 'Analysis', 'System', 'Hacking attempts', 'Logs', 'Account settings']);
    const total = page.locator('.people-stat-totalUsers .wa-stat-value');
    await total.filter({ hasText: /\d/ }).waitFor();
    expect(Number((await total.textContent())!.replace(/\D/g, ''))).to.equal(25);
    expect(await page.locator('.people-stat-totalAdmins .wa-stat-value').textContent()).to.equal('1');

    // The online list opens on request; each address opens that user.
    const toggle = page.locator('.people-online-toggle');
    expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(await page.locator('#people-online-list').isVisible()).to.equal(false);
    await page.getByRole('button', { name: t.showOnline }).click();
    expect(await toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(await toggle.textContent()).to.equal('Hide the list');
    await page.locator('#people-online-list').getByRole('link', { name: LEARNER }).waitFor();
    await screenshot(page, 'superadmin-users', 'en', false);
    await expectAccessible(page);

    // 20 a page, sorted by email; the pages appear because there are 25 people.
    expect(await rows(page).count()).to.equal(20);
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).to.contain(t.emailCol);
    const pages = page.getByRole('navigation', { name: 'Pages of users' });
    await listed(page, () => pages.getByRole('button', { name: 'Next' }).click(), { page: '2' });
    expect(await rows(page).count()).to.equal(5);
    // Each change is said once, politely, when its list is on screen (audit D F6); the table is a region of its own name (F8).
    const said = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
    await said('25 users found, page 2 of 2');
    await page.getByRole('region', { name: 'Users table' }).waitFor();
    // Sorting turns around on a second press and starts again from page 1.
    await listed(page, () => page.getByRole('button', { name: t.emailCol, exact: true }).click(), { sortBy: 'email', sortDir: 'desc', page: '1' });
    expect(await page.locator('th[aria-sort="descending"]').count()).to.equal(1);
    await said('Sorted by Email, descending. 25 users found, page 1 of 2');
    await listed(page, () => page.getByRole('button', { name: 'Registered', exact: true }).click(), { sortBy: 'registeredAt', sortDir: 'asc' });

    // The search follows the typing (400 ms after it stops); role and organisation wait for Apply.
    await listed(page, () => page.getByLabel(t.search).fill('ANN-PEOPLE'), { search: 'ANN-PEOPLE' });
    expect(await rows(page).count()).to.equal(1);
    await row(page, LEARNER).waitFor();
    await said('1 user found');
    // Twenty links alike no more: each one says whose account it opens (audit D F12).
    await row(page, LEARNER).getByRole('link', { name: `Show ${LEARNER}`, exact: true }).waitFor();
    await listed(page, () => page.getByLabel(t.search).fill('nobody-at-all'), { search: 'nobody-at-all' });
    await page.getByText(t.empty).first().waitFor();
    await said(t.empty);
    await expectAccessible(page);
    await page.getByLabel(t.search).fill('');
    await page.getByLabel(t.role).selectOption('Admin');
    await listed(page, () => page.getByRole('button', { name: t.apply }).click(), { role: 'Admin', search: null });
    expect(await rows(page).allTextContents()).to.have.length(1);
    await row(page, TEAM_ADMIN.email).waitFor();
    await page.getByLabel(t.role).selectOption('');
    await page.getByLabel(t.organization).selectOption({ label: TEAM_ADMIN.organization });
    const orgId = await page.getByLabel(t.organization).inputValue();
    await listed(page, () => page.getByLabel(t.search).press('Enter'), { orgId, role: null });
    expect(await rows(page).count()).to.equal(1);
    await page.context().close();
  });

  it("opens a user: badges, cards, the Activity, Messages and Logins tabs, a session's detail (en)", async () => {
    const t = TEXT.en;
    const page = await console_('en');
    await listed(page, () => page.getByLabel(t.search).fill(LEARNER), { search: LEARNER });
    await row(page, LEARNER).locator('td').nth(2).click(); // a row click opens the user, as Show does
    await page.waitForURL((url) => url.pathname === `${USERS}/${learner.id}`);
    await page.getByRole('heading', { level: 2, name: LEARNER }).waitFor();
    expect(await page.title()).to.equal('User details — Super admin console · Rapport');
    const badges = await page.locator('.people-header-badges .badge').allTextContents();
    expect(badges).to.deep.equal(['User', 'Free', 'No organization', 'Online']);
    for (const card of ['Account Information', 'Subscription Details', 'Activity Summary']) await page.getByRole('heading', { name: card }).waitFor();

    // Activity: both sessions, newest first; the status filter keeps the finished one.
    const panel = page.getByRole('tabpanel');
    await panel.locator('tbody tr').nth(1).waitFor();
    expect(await panel.locator('tbody tr').count()).to.equal(2);
    await page.getByLabel('Status').selectOption('completed');
    await page.waitForFunction(() => document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody tr').length === 1);
    expect(await panel.locator('.badge').first().textContent()).to.equal('Completed');
    await screenshot(page, 'superadmin-user', 'en', false);
    await expectAccessible(page);
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From').fill(later);
    await panel.getByText('No activity found').waitFor();
    await page.getByLabel('From').fill('');
    await panel.locator('tbody tr').first().waitFor();

    // Scenario Details (SPEC §2 modals): what was practised, from Scenario Management, and back by Escape.
    const details = panel.getByRole('button', { name: `Details of ${scenario.name}` }).first();
    await details.click();
    const modal = page.getByRole('dialog', { name: 'Scenario Details' });
    await modal.getByRole('heading', { name: scenario.name }).waitFor();
    await modal.getByText(scenario.category, { exact: true }).waitFor();
    expect(await modal.locator('dt').allTextContents()).to.deep.equal(['Category', 'Difficulty', 'Personas', 'Sessions played']);
    expect(await modal.getByRole('link', { name: 'Open the session' }).getAttribute('href')).to.match(/^\/superadmin\/dashboard\/sessions\/\d+$/);
    await modal.getByText('System prompt').click();
    expect(await modal.locator('pre').innerText()).to.have.length.above(20);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await details.evaluate((el) => el === document.activeElement), 'focus back on the button').to.equal(true);

    // Messages and Logins, by keyboard along the tab list.
    await page.getByRole('tab', { name: t.activity }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: t.messages }).getAttribute('aria-selected')).to.equal('true');
    await panel.locator('tbody tr').first().waitFor();
    expect(await panel.locator('tbody').textContent()).to.contain('refund the shipping');
    await expectAccessible(page);
    await page.keyboard.press('ArrowRight');
    await panel.locator('tbody tr').nth(1).waitFor();
    expect(await panel.locator('tbody .badge').allTextContents()).to.include.members(['Success', 'Failed']);
    await expectAccessible(page);

    // The scenario opens the session: the analysis and the conversation.
    await page.getByRole('tab', { name: t.activity }).click();
    await panel.locator('tbody a').first().click();
    await page.waitForURL((url) => url.pathname === `/superadmin/dashboard/sessions/${learner.analysed}`);
    await page.getByRole('heading', { name: t.feedback }).waitFor();
    expect(await page.locator('.session-skill').count()).to.equal(5);
    // Each score is read once: "Empathy 8.5 out of 10", not "Empathy 8.5 8.5 out of 10" (audit D F11).
    const skills = await page.locator('.session-skill').getByRole('heading', { level: 3 }).evaluateAll((els) => els.length);
    expect(skills).to.equal(5);
    expect(await page.getByRole('heading', { level: 3, name: /^Empathy \d+(\.\d)? out of 10$/ }).count()).to.equal(1);
    expect(await page.locator('.session-message').count()).to.be.at.least(4);
    await page.getByRole('link', { name: LEARNER }).waitFor();
    await screenshot(page, 'superadmin-session', 'en', false);
    await expectAccessible(page);
    await page.goBack();
    await page.getByRole('link', { name: t.back }).click();
    await page.waitForURL((url) => url.pathname === USERS);
    await page.context().close();
  });

  it('edits a user, resets their password and changes their plan, each in the audit trail (en)', async () => {
    const t = TEXT.en;
    const page = await console_('en');
    await page.goto(`${server.url}${USERS}/${learner.id}`);
    const actions = page.getByRole('button', { name: t.actions });
    await actions.waitFor();
    // The Actions menu by keyboard: the arrows open it on an item, Escape gives focus back.
    await actions.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).to.deep.equal([t.edit, t.reset, t.subscription, t.remove]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(t.edit);
    await screenshot(page, 'superadmin-user-actions', 'en', false, false);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await actions.evaluate((el) => el === document.activeElement)).to.equal(true);

    // Edit User: a bad address is refused here, a good change is saved and shown.
    await actions.click();
    await menu.getByRole('menuitem', { name: t.edit }).click();
    const edit = page.getByRole('dialog', { name: t.edit });
    await edit.getByLabel('Email', { exact: true }).fill('not an address');
    await edit.getByLabel('Level').fill('Team lead');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText('Enter a valid email address, like name@example.com.').waitFor();
    await screenshot(page, 'superadmin-edit-user', 'en', false, false);
    await expectAccessible(page);
    await edit.getByLabel('Email', { exact: true }).fill(LEARNER);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'User updated successfully' }).waitFor();
    await page.locator('.people-facts').getByText('Team lead').waitFor();
    const trail = page.getByRole('region', { name: t.audit });
    await trail.getByText('User updated').waitFor();
    // Only what changed is recorded: the dates left alone go back exactly as they were.
    const changes = await trail.locator('.audit-entry').first().locator('.audit-changes li').allTextContents();
    expect(changes.map((line) => line.replace(/\s+/g, ' ').trim())).to.deep.equal(['Level — → became Team lead']);

    // The learner starts a session while the form is open: saving the form read before it is refused, not written over the count.
    await actions.click();
    await menu.getByRole('menuitem', { name: t.edit }).click();
    await edit.getByLabel('Level').fill('Mentor');
    const [scenario] = await api('/api/scenario');
    await api('/api/sessions', { scenarioId: scenario.id, coachEnabled: false, locale: 'en' }, learner.token);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText('This account changed after you opened the form').waitFor();
    await screenshot(page, 'superadmin-edit-user-changed', 'en', false, false);
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Reload the account' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.locator('.people-facts').getByText('Team lead').waitFor();

    // Reset Password: SPEC §5's two rules, then the learner's new password works and the old one not.
    await actions.click();
    await menu.getByRole('menuitem', { name: t.reset }).click();
    const reset = page.getByRole('dialog', { name: t.reset });
    await reset.getByLabel('New password', { exact: true }).fill('short');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.getByText('Password must be at least 6 characters').waitFor();
    await reset.getByLabel('New password', { exact: true }).fill('brand new secret 7');
    await reset.getByLabel('Confirm new password').fill('brand new secret 8');
    await reset.getByText('Passwords do not match').waitFor();
    await expectAccessible(page);
    await reset.getByLabel('Confirm new password').fill('brand new secret 7');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('status').filter({ hasText: 'Password reset successfully' }).waitFor();
    expect((await raw('/api/auth/login', { email: LEARNER, password: PASSWORD, rememberMe: false, locale: 'en' })).status).to.equal(401);
    await api('/api/auth/login', { email: LEARNER, password: 'brand new secret 7', rememberMe: false, locale: 'en' });
    await trail.getByText('Password reset').waitFor();

    // Update Subscription: Premium until a date; the header says so.
    await actions.click();
    await menu.getByRole('menuitem', { name: t.subscription }).click();
    const plan = page.getByRole('dialog', { name: t.subscription });
    await plan.getByLabel('Subscription tier').selectOption('Premium');
    await plan.getByLabel('Subscription expires').fill('2030-01-31T12:00');
    await screenshot(page, 'superadmin-subscription', 'en', false, false);
    // The request held a moment: the pressed button is disabled meanwhile, and focus stays in the dialog, not on the page's body.
    const subscriptionCall = (url: URL) => url.pathname.endsWith('/subscription');
    await page.route(subscriptionCall, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await plan.getByRole('button', { name: 'Update subscription' }).click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement !== document.body)).to.equal(true);
    await page.getByRole('status').filter({ hasText: 'Subscription updated successfully' }).waitFor();
    await page.unroute(subscriptionCall);
    await page.locator('.people-header-badges').getByText('Premium').waitFor();
    await trail.getByText('Subscription updated').waitFor();
    await screenshot(page, 'superadmin-audit', 'en', false);
    await expectAccessible(page);
    await page.context().close();
  });

  it("deletes a user after SPEC's question and goes back to the list, which says so", async () => {
    const t = TEXT.en;
    const leaving = await register('leaving-people@example.com');
    const page = await console_('en');
    await page.goto(`${server.url}${USERS}/${leaving.id}`);
    await page.getByRole('button', { name: t.actions }).click();
    await page.getByRole('menuitem', { name: t.remove }).click();
    const dialog = page.getByRole('dialog', { name: t.remove });
    await dialog.getByText('Are you sure you want to delete leaving-people@example.com? This action cannot be undone.').waitFor();
    // Cancel has the focus: Enter does not delete anyone.
    expect(await dialog.getByRole('button', { name: t.cancel }).evaluate((el) => el === document.activeElement)).to.equal(true);
    await screenshot(page, 'superadmin-delete-user', 'en', false, false);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.pathname === USERS);
    await page.getByRole('status').filter({ hasText: 'User deleted successfully' }).waitFor();
    await listed(page, () => page.getByLabel(t.search).fill('leaving-people'), { search: 'leaving-people' });
    await page.getByText(t.empty).first().waitFor(); // the list's empty sentence, and its announcement
    // Their old token no longer opens anything.
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${leaving.token}` } })).status).to.equal(401);
    await page.context().close();
  });

  it('keeps the search within 254 characters and says why the server refuses one, with no count beside it (en)', async () => {
    const t = TEXT.en;
    const page = await console_('en');
    const search = page.getByLabel(t.search);
    const list = page.locator('.people-list');
    // QA: 300 characters and Apply got a 400 read as "could not be loaded". The box now takes what the server takes.
    expect(await search.getAttribute('maxlength')).to.equal('254');
    await listed(page, () => search.fill('x'.repeat(300)), { search: 'x'.repeat(254) });
    expect((await search.inputValue()).length).to.equal(254);
    await listed(page, () => search.fill('ann-people'), { search: 'ann-people' });
    await list.locator('.people-count').filter({ hasText: '1 user' }).waitFor();

    /** A search the server refuses, sent by Apply: its reason in the list's place, and nothing to try again. */
    async function refused(value: string, reason: string) {
      await search.fill(value);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/superadmin/users' && r.status() === 400);
      await page.getByRole('button', { name: t.apply }).click();
      expect((await (await answer).json()).error.code).to.equal('VALIDATION_FAILED');
      await list.getByRole('alert').filter({ hasText: `${t.search}: ${reason}` }).waitFor();
      expect(await list.getByText('could not be loaded').count()).to.equal(0);
      expect(await list.getByRole('button', { name: t.retry }).count(), 'no Try again: it would be refused again').to.equal(0);
      expect(await list.locator('.people-count').count(), 'no stale count beside the refusal').to.equal(0);
      expect(await search.getAttribute('aria-invalid')).to.equal('true');
      expect(await page.locator(`#${(await search.getAttribute('aria-describedby'))!}`).textContent()).to.contain(reason);
    }
    // A tab pasted into the box: a control character the server will not search for.
    await refused('ann\tpeople', 'Remove the control characters (such as tabs or line breaks).');
    // A client without the bound (an older page, a script): the server's limit, worded here.
    await search.evaluate((el) => el.removeAttribute('maxlength'));
    await refused('x'.repeat(300), 'At most 254 characters.');
    expect(await list.getByRole('button', { name: t.allColumns }).count(), 'no table controls beside it either').to.equal(0);
    await screenshot(page, 'superadmin-users-search-refused', 'en', false, false);
    await expectAccessible(page);
    // Changing the search asks again, and the list and its count come back.
    await listed(page, () => search.fill('ann-people'), { search: 'ann-people' });
    await list.locator('.people-count').filter({ hasText: '1 user' }).waitFor();
    expect(await list.getByRole('alert').count()).to.equal(0);
    expect(await search.getAttribute('aria-invalid')).to.equal(null);
    await page.context().close();
  });

  for (const [lang, mobile] of [['en', false], ['ru', true]] as const) {
    it(`checks a date range before asking, and says a missing session with the way back (${lang}${mobile ? ' at 375 px' : ''})`, async () => {
      const t = TEXT[lang];
      const page = await console_(lang, mobile);
      // QA: From after To was sent, refused (400 endBeforeStart) and shown as a load failure with a useless Try again.
      const reversedAsked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        const [from, to] = [url.searchParams.get('dateFrom'), url.searchParams.get('dateTo')];
        if (/^\/api\/superadmin\/users\/\d+\/(activity|messages|logins)$/.test(url.pathname) && from && to && from > to) reversedAsked.push(url.href);
      });
      await page.goto(`${server.url}${USERS}/${learner.id}`);
      await page.getByRole('heading', { level: 2, name: LEARNER }).waitFor();
      const panel = page.getByRole('tabpanel');
      for (const tab of [t.logins, t.messages, t.activity]) {
        await page.getByRole('tab', { name: tab }).click();
        await panel.locator('tbody tr').first().waitFor();
        const [from, to] = [panel.getByLabel(t.from, { exact: true }), panel.getByLabel(t.to, { exact: true })];
        await to.fill('2020-01-01');
        await panel.locator('.wa-empty').waitFor(); // nothing before 2020: asked for, and answered
        await from.fill('2020-02-01');
        await panel.getByRole('alert').filter({ hasText: t.endBeforeStart }).waitFor();
        expect(await to.getAttribute('aria-invalid')).to.equal('true');
        expect(await panel.locator(`#${(await to.getAttribute('aria-describedby'))!}`).textContent()).to.equal(t.endBeforeStart);
        expect(await panel.getByRole('button', { name: t.retry }).count()).to.equal(0);
        expect(await panel.locator('tbody tr, .wa-empty').count(), 'no rows of another range').to.equal(0);
        if (tab === t.logins) {
          await screenshot(page, 'superadmin-user-range-reversed', lang, mobile, false);
          await expectAccessible(page);
        }
        // Forwards again (To cleared: everything since From), and the list is asked for and shown.
        await to.fill('');
        await panel.locator('tbody tr').first().waitFor();
        expect(await panel.getByRole('alert').count()).to.equal(0);
        await from.fill('');
      }
      expect(reversedAsked, 'no request for a turned-around range').to.deep.equal([]);

      // QA: a session that does not exist was "Could not load" with Try again and no way back.
      for (const id of ['9999', 'abc']) {
        await page.goto(`${server.url}/superadmin/dashboard/sessions/${id}`);
        await page.getByRole('alert').filter({ hasText: t.sessionMissing }).waitFor();
        expect(await page.getByRole('button', { name: t.retry }).count()).to.equal(0);
      }
      await noSideways(page, mobile);
      await screenshot(page, 'superadmin-session-missing', lang, mobile, false);
      await expectAccessible(page);
      await page.getByRole('link', { name: t.back }).click();
      await page.waitForURL((url) => url.pathname === USERS);
      await rows(page).first().waitFor();
      await page.context().close();
    });
  }

  for (const [lang, mobile] of [['en', false], ['ru', true]] as const) {
    it(`does not offer a SuperAdmin to delete their own account (${lang}${mobile ? ' at 375 px' : ''})`, async () => {
      const t = TEXT[lang];
      const page = await console_(lang, mobile);
      await listed(page, () => page.getByLabel(t.search).fill(ROOT.email), { search: ROOT.email });
      await row(page, ROOT.email).getByRole('link', { name: t.show }).click();
      await page.getByRole('heading', { level: 2, name: ROOT.email }).waitFor();
      // QA: the item was enabled and refused (409) only after the question. It is still there, inert, and says why.
      const actions = page.getByRole('button', { name: t.actions });
      await actions.click();
      const remove = page.getByRole('menuitem', { name: t.remove, exact: true });
      expect(await remove.getAttribute('aria-disabled')).to.equal('true');
      await page.getByRole('menu').getByText(t.cannotDeleteSelf).waitFor();
      expect(await page.locator(`[id="${(await remove.getAttribute('aria-describedby'))!}"]`).textContent()).to.equal(t.cannotDeleteSelf);
      await noSideways(page, mobile);
      await remove.scrollIntoViewIfNeeded();
      await screenshot(page, 'superadmin-own-delete-disabled', lang, mobile, false);
      await expectAccessible(page);
      await remove.click({ force: true });
      await remove.press('Enter');
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog').count(), 'no question to answer').to.equal(0);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      // Anyone else's account keeps the item as it was.
      await page.goto(`${server.url}${USERS}/${learner.id}`);
      await page.getByRole('heading', { level: 2, name: LEARNER }).waitFor();
      await actions.click();
      expect(await remove.getAttribute('aria-disabled')).to.equal(null);
      await remove.click();
      await page.getByRole('dialog', { name: t.remove }).waitFor();
      await page.context().close();
    });
  }

  it('Account Settings: read-only account, own password, system information, quick links, the export file (en)', async () => {
    const page = await console_('en');
    await page.getByRole('navigation', { name: TEXT.en.sections }).getByRole('link', { name: TEXT.en.settings }).click();
    await page.waitForURL((url) => url.pathname === SETTINGS);
    await page.getByText(ROOT.email).first().waitFor();
    await page.getByText(TEXT.en.version).waitFor();
    expect(await page.getByRole('link', { name: /Manage Scenarios/ }).getAttribute('href')).to.equal('/superadmin/dashboard/scenarios');
    // No sign-in provider is set up on this server and none is linked: nothing to connect, so the
    // section, shown while its two lists load, goes once they are in (a count taken at once could
    // still see it loading).
    await page.getByRole('heading', { name: 'Connected accounts' }).waitFor({ state: 'detached' });
    await screenshot(page, 'superadmin-settings', 'en', false);
    await expectAccessible(page);

    // The button waits for all three boxes and two equal new passwords.
    const submit = page.getByRole('button', { name: 'Change password' });
    expect(await submit.isDisabled()).to.equal(true);
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('the next gate 43');
    await page.getByLabel('Confirm new password').fill('the next gate 44');
    await page.getByText('Passwords do not match').waitFor();
    expect(await submit.isDisabled()).to.equal(true);
    await page.getByLabel('Confirm new password').fill('the next gate 43');
    await submit.click();
    // The wrong current password is said at its field, which takes the focus.
    const current = page.getByLabel('Current password');
    await current.and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await current.evaluate((el) => el === document.activeElement)).to.equal(true);
    expect(await page.locator(`#${(await current.getAttribute('aria-describedby'))!}`).textContent()).to.equal(INCORRECT_PASSWORD);
    await current.fill(ROOT.password);
    expect(await current.getAttribute('aria-invalid'), 'changing it clears the refusal').to.equal(null);
    await submit.click();
    await page.getByRole('status').filter({ hasText: 'Password changed successfully' }).waitFor();
    await api('/api/auth/login', { email: ROOT.email, password: 'the next gate 43', rememberMe: false, locale: 'en' });
    ROOT.password = 'the next gate 43';

    // Export System Data: a JSON file named for today, with no password hash in it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: TEXT.en.exportButton }).click();
    const file = await download;
    expect(file.suggestedFilename()).to.match(/^rapport-export-\d{4}-\d{2}-\d{2}\.json$/);
    const text = readFileSync((await file.path())!, 'utf8');
    const data = JSON.parse(text) as { users: { email: string }[] };
    expect(data.users.map((u) => u.email)).to.include(LEARNER);
    expect(text).to.not.match(/passwordHash|password_hash|\$argon2/);
    await page.getByRole('status').filter({ hasText: 'Data exported successfully' }).waitFor();
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL((url) => url.pathname === USERS);
    await page.context().close();
  });

  it('sends a User and an Admin Home; /superadmin, /superadmin/dashboard and /superadmin/users open the list', async () => {
    for (const [email, password] of [[LEARNER, 'brand new secret 7'], [TEAM_ADMIN.email, TEAM_ADMIN.password]]) {
      const page = await (await newContext(browser, 'en')).newPage();
      await page.goto(`${server.url}/login`);
      await logIn(page, email!, password!, LOGIN.en);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(server.url + USERS);
      await page.waitForURL((url) => url.pathname === '/');
      await page.context().close();
    }
    const page = await console_('en');
    // QA: /superadmin itself was a 404 page; it is the console's entrance, as /superadmin/dashboard is.
    for (const path of ['/superadmin', '/superadmin/', '/superadmin/dashboard']) {
      await page.goto(server.url + path);
      await page.waitForURL((url) => url.pathname === USERS);
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await rows(page).first().waitFor();
    }
    await page.goto(server.url + '/superadmin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await rows(page).first().waitFor();
    expect(new URL(page.url()).pathname).to.equal('/superadmin/users');
    await page.context().close();
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`fits the Users table's key columns and Show beside the console menu on a 1280 px screen (${lang})`, async () => {
      const page = await (await newContext(browser, lang, false, { width: 1280, height: 800 })).newPage();
      await page.goto(`${server.url}/login`);
      await logIn(page, ROOT.email, ROOT.password, LOGIN[lang]);
      await page.waitForURL((url) => url.pathname === USERS);
      await rows(page).first().waitFor();
      // By role: the SuperAdmin's row (the longest role badge) comes to the first page, among Admins and Users.
      await listed(page, () => page.locator('.people-table thead').getByRole('button', { name: TEXT[lang].role }).click(), { sortBy: 'role' });
      await row(page, ROOT.email).waitFor();
      const fit = await page.evaluate(() => {
        const box = document.querySelector('.people-list .wa-table-scroll')!;
        const edge = box.getBoundingClientRect().right;
        const shown = [...box.querySelectorAll('thead th')].filter((th) => getComputedStyle(th).display !== 'none').map((th) => th.className.split(' ')[0]);
        return { hidden: box.scrollWidth - box.clientWidth, cut: [...box.querySelectorAll('tbody a')].filter((a) => a.getBoundingClientRect().right > edge).length, shown };
      });
      expect(fit).to.deep.include({ hidden: 0, cut: 0 });
      expect(fit.shown).to.include.members(['people-col-email', 'people-col-role', 'people-col-organization', 'people-col-presence', 'people-col-emailVerified', 'people-col-actions']);
      await screenshot(page, 'superadmin-users-1280', lang, false, false);

      // The columns that gave way are one press away, and the choice outlives a reload.
      const visibleColumns = () => page.$$eval('.people-table thead th', (ths) => ths.filter((th) => getComputedStyle(th).display !== 'none').length);
      const allColumns = page.getByRole('button', { name: TEXT[lang].allColumns });
      await allColumns.click();
      expect(await allColumns.getAttribute('aria-pressed')).to.equal('true');
      expect(await visibleColumns()).to.equal(11);
      await page.reload();
      await rows(page).first().waitFor();
      expect(await visibleColumns()).to.equal(11);
      await page.getByRole('button', { name: TEXT[lang].allColumns }).click();
      expect(await visibleColumns()).to.equal(fit.shown.length);
      await page.context().close();
    });
  }

  for (const [lang, mobile] of [['ru', false], ['en', true], ['ru', true]] as const) {
    it(`shows every screen in ${lang}${mobile ? ' at 375 px' : ''}`, async () => {
      const t = TEXT[lang];
      const page = await console_(lang, mobile);
      await page.locator('.people-stat-totalUsers .wa-stat-value').filter({ hasText: /\d/ }).waitFor();
      await page.getByText(t.total).waitFor();
      await noSideways(page, mobile);
      await screenshot(page, 'superadmin-users', lang, mobile);
      await expectAccessible(page);

      await row(page, LEARNER).getByRole('link', { name: t.show }).click();
      await page.getByRole('heading', { level: 2, name: LEARNER }).waitFor();
      await page.getByRole('tabpanel').locator('tbody tr').first().waitFor();
      await page.locator('.audit-entry').first().waitFor();
      await noSideways(page, mobile);
      await screenshot(page, 'superadmin-user', lang, mobile);
      await expectAccessible(page);
      await page.getByRole('tabpanel').getByRole('button', { name: t.scenarioDetailsButton }).first().click();
      const scenarioDialog = page.getByRole('dialog', { name: t.scenarioDetails });
      await scenarioDialog.getByRole('heading', { name: lang === 'ru' ? scenario.name_ru : scenario.name }).waitFor();
      await scenarioDialog.getByText(lang === 'ru' ? scenario.category_ru : scenario.category, { exact: true }).waitFor();
      await noSideways(page, mobile);
      await screenshot(page, 'superadmin-scenario-details', lang, mobile, false);
      await expectAccessible(page);
      await scenarioDialog.locator('.modal-footer').getByRole('button', { name: t.close }).click();
      await scenarioDialog.waitFor({ state: 'detached' });
      for (const tab of [t.messages, t.logins]) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel').locator('tbody tr').first().waitFor();
        await noSideways(page, mobile);
        await expectAccessible(page);
      }
      for (const [action, shot] of [[t.edit, 'superadmin-edit-user'], [t.reset, 'superadmin-reset-password'], [t.subscription, 'superadmin-subscription'], [t.remove, 'superadmin-delete-user']] as const) {
        await page.getByRole('button', { name: t.actions }).click();
        if (action === t.edit) {
          // The menu opens inside the window, whichever side of the page its button is on.
          const box = (await page.getByRole('menu').boundingBox())!;
          expect(box.x).to.be.at.least(0);
          expect(box.x + box.width).to.be.at.most(mobile ? 375 : 1366);
          await screenshot(page, 'superadmin-user-actions', lang, mobile, false);
          await expectAccessible(page);
        }
        await page.getByRole('menuitem', { name: action }).click();
        const dialog = page.getByRole('dialog', { name: action });
        await dialog.waitFor();
        await noSideways(page, mobile);
        await screenshot(page, shot, lang, mobile, false);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }

      await page.goto(`${server.url}/superadmin/dashboard/sessions/${learner.analysed}`);
      await page.getByRole('heading', { name: t.feedback }).waitFor();
      await noSideways(page, mobile);
      await screenshot(page, 'superadmin-session', lang, mobile);
      await expectAccessible(page);

      await page.goto(server.url + SETTINGS);
      await page.getByText(t.version).waitFor();
      await page.getByRole('button', { name: t.exportButton }).waitFor();
      await noSideways(page, mobile);
      await screenshot(page, 'superadmin-settings', lang, mobile);
      await expectAccessible(page);
      await page.context().close();
    });
  }
});
