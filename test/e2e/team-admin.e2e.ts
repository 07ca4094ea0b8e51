import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Browser, Page, Request } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { type CapturedMail, type SmtpSink, startSmtpSink, tokenIn } from '../support/smtp-sink.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const ORG = 'Northwind Support';
const ADMIN = { email: 'team-lead@example.com', password: 'lead the team 42', role: 'Admin' as const, organization: ORG };
const LONE_ADMIN = { email: 'lone-admin@example.com', password: 'nobody to lead 42', role: 'Admin' as const };
const TEXT = {
  en: {
    overview: 'Overview', team: 'Team Management', analytics: 'Team Analytics', settings: 'Settings', invite: 'Invite member', email: 'Email address',
    send: 'Send invitation', assign: 'Assign a scenario', scenario: 'Scenario', passScore: 'Pass score', chosen: 'Chosen members', create: 'Assign',
    notStarted: 'Not started', passed: 'Passed', csv: 'Download CSV report', noOrg: "You're not part of an organisation yet",
    join: `Join ${ORG} on Rapport`, password: 'Password', confirm: 'Confirm password', createAccount: 'Create account and join',
    assignments: 'Assignments from your team', unusable: "This invitation can't be used", mismatch: 'Passwords do not match.',
  },
  ru: {
    overview: 'Обзор', team: 'Команда', analytics: 'Аналитика команды', settings: 'Настройки', invite: 'Пригласить участника', email: 'Адрес электронной почты',
    send: 'Отправить приглашение', assign: 'Назначить сценарий', scenario: 'Сценарий', passScore: 'Проходной балл', chosen: 'Выбранным участникам', create: 'Назначить',
    notStarted: 'Не начато', passed: 'Сдано', csv: 'Скачать отчёт CSV', noOrg: 'Вы пока не состоите в организации',
    join: `Присоединяйтесь к «${ORG}» в Rapport`, password: 'Пароль', confirm: 'Повторите пароль', createAccount: 'Создать аккаунт и вступить',
    assignments: 'Задания от вашей команды', unusable: 'Это приглашение нельзя использовать', mismatch: 'Пароли не совпадают.',
  },
};
const LINES = [
  "I'm sorry this happened — I can hear how frustrating it is. What exactly went wrong?",
  'So the parcel arrived late and damaged, and nobody called you back. Is that right?',
  'I will refund the shipping today and call you on Friday to confirm the replacement has arrived.',
];

/** The invitation link of a mail: …/invite?token=… on this very server. */
function inviteLinkIn(mail: Pick<CapturedMail, 'text'>): string {
  const match = /https?:\/\/\S+\/invite\?token=[^\s"<>)]+/.exec(mail.text);
  if (!match) throw new Error(`No invitation link in the mail:\n${mail.text}`);
  return match[0];
}

describe('web client: the team admin area and invitations (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let sink: SmtpSink;
  let browser: Browser;
  let scenario: { id: number; name: string; name_ru: string };
  let adminToken: string;
  const api = (path: string, body?: unknown, token?: string) => apiOf(server.url)(path, body, token);

  async function signIn(lang: Lang, email: string, password: string, landing: string, mobile = false): Promise<Page> {
    const page = await (await newContext(browser, lang, mobile)).newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, email, password, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === landing);
    return page;
  }

  /** The next invitation mailed to `email`, passing over other mail (a new account's verification). */
  async function nextInvitation(email: string): Promise<string> {
    for (;;) {
      const mail = await sink.next(email);
      if (/\/invite\?token=/.test(mail.text)) return inviteLinkIn(mail);
    }
  }

  /** Invites `email` over the API as the admin and returns the link the mail carries. */
  async function invitationLink(email: string): Promise<string> {
    await api('/api/admin/team/invite', { email }, adminToken);
    return nextInvitation(email);
  }

  /** Types a reply and waits until the characters have answered (the offline engine). */
  async function say(page: Page, text: string): Promise<void> {
    const before = await page.locator('.sim-line-ai').count();
    const input = page.getByLabel('Your message', { exact: true });
    await input.fill(text);
    await input.press('Enter');
    await page.waitForFunction(
      (n) => document.querySelectorAll('.sim-line-ai').length > n && !document.querySelector('#sim-input[readonly]')
        && !document.querySelector('.sim-line[data-status="streaming"], .sim-line[data-status="pending"]'),
      before,
    );
  }

  const statValue = async (page: Page, key: string) => (await page.locator(`.admin-stat-${key} .wa-stat-value`).textContent())!.trim();

  before(async () => {
    sink = await startSmtpSink();
    server = await startAppServer(
      { SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>', OFFLINE_TYPING_DELAY_MS: '0' },
      { accounts: [ADMIN, LONE_ADMIN] },
    );
    browser = await launchBrowser();
    [scenario] = await api('/api/scenario');
    ({ token: adminToken } = await api('/api/auth/login', { email: ADMIN.email, password: ADMIN.password, rememberMe: false, locale: 'en' }));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.stop();
  });

  it('invites a new person who joins in a second browser, assigns them a scenario they play through, and shows it on the team page and in analytics', async () => {
    const t = TEXT.en;
    const invitee = `new-hire-${Date.now()}@example.com`;
    const admin = await signIn('en', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await admin.getByRole('heading', { level: 1, name: t.overview }).waitFor();
    await admin.locator('.admin-stat-members .wa-stat-value').waitFor();
    const membersBefore = Number(await statValue(admin, 'members'));
    await expectAccessible(admin);

    // Team Management: the form opens from its button; the notice names the address, then goes away by itself.
    await admin.getByRole('navigation', { name: 'Team admin sections' }).getByRole('link', { name: t.team }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/team');
    await admin.getByRole('button', { name: t.invite }).click();
    const send = admin.getByRole('button', { name: t.send });
    expect(await send.isDisabled(), 'nothing to send yet').to.equal(true);
    await admin.getByLabel(t.email).fill(invitee);
    await send.click();
    const notice = admin.getByText(`Successfully invited ${invitee}`);
    await notice.waitFor();
    const pendingRow = admin.getByRole('row').filter({ hasText: invitee });
    await pendingRow.getByText('Pending').waitFor();
    await expectAccessible(admin);
    await notice.waitFor({ state: 'detached', timeout: 8000 });

    // The heading counts members as the overview does, the invitation apart; the form used again on
    // the pending address sends it again, and says so (its first link stops working).
    await admin.getByRole('heading', { level: 2, name: `Members (${membersBefore}) · 1 invitation pending` }).waitFor();
    await admin.getByLabel(t.email).fill(invitee);
    await send.click();
    await admin.getByText(`Invitation sent again to ${invitee}`).waitFor();
    await nextInvitation(invitee);

    // The invitee opens the mailed link in a browser of their own, sets a password and is signed in.
    const link = await nextInvitation(invitee);
    const learner = await (await newContext(browser, 'en')).newPage();
    await learner.goto(link);
    await learner.getByRole('heading', { level: 1, name: t.join }).waitFor();
    expect(await learner.getByLabel('Email', { exact: true }).inputValue()).to.equal(invitee);
    expect(await learner.getByLabel('Email', { exact: true }).getAttribute('readonly')).to.not.equal(null);
    await expectAccessible(learner);
    await learner.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    // Passwords that differ: the button stays available (SPEC §5 names no disabled state for it); a press
    // says so at the confirmation, takes the focus there, and sends nothing.
    const confirmField = learner.getByLabel(t.confirm, { exact: true });
    const createAccount = learner.getByRole('button', { name: t.createAccount });
    await confirmField.fill(`${PASSWORD}!`);
    expect(await createAccount.isDisabled(), 'a mismatch does not disable the button').to.equal(false);
    let accepts = 0;
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/accept-invite') accepts += 1;
    };
    learner.on('request', onRequest);
    await createAccount.focus();
    await learner.keyboard.press('Enter');
    expect(await confirmField.evaluate((el) => el === document.activeElement), 'focus on the confirmation').to.equal(true);
    expect(await confirmField.getAttribute('aria-invalid')).to.equal('true');
    expect(await confirmField.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent))).to.deep.equal([t.mismatch]);
    expect(accepts, 'nothing sent').to.equal(0);
    learner.off('request', onRequest);
    expect(new URL(learner.url()).pathname).to.equal('/invite');
    await confirmField.fill(PASSWORD);
    await createAccount.click();
    await learner.waitForURL((url) => url.pathname === '/');
    await learner.locator('.dashboard').waitFor();
    expect(await learner.getByRole('heading', { name: t.assignments }).count(), 'no assignments yet: no section').to.equal(0);

    // The admin sees the member, and assigns them the scenario with an easy bar to pass.
    await admin.reload();
    const memberRow = admin.getByRole('row').filter({ hasText: invitee });
    await memberRow.getByText('Active').waitFor();
    await admin.getByRole('button', { name: t.assign }).click();
    await admin.getByLabel(t.scenario).selectOption({ label: scenario.name });
    await admin.getByLabel(t.passScore).fill('1');
    await admin.getByText(t.chosen).click();
    await admin.getByRole('checkbox', { name: invitee }).check();
    await admin.getByRole('button', { name: t.create, exact: true }).click();
    const card = admin.locator('.ta-card').filter({ hasText: scenario.name });
    await card.locator('.ta-member').filter({ hasText: invitee }).getByText(t.notStarted).waitFor();
    await expectAccessible(admin);

    // The member finds it on the dashboard and plays it to the end with the offline engine.
    await learner.reload();
    const assignments = learner.getByRole('region', { name: t.assignments });
    await assignments.getByText(scenario.name).waitFor();
    await assignments.getByText(t.notStarted).waitFor();
    await expectAccessible(learner);
    await assignments.getByRole('link', { name: `Start practice: ${scenario.name}` }).click();
    await learner.waitForURL((url) => url.pathname === `/scenario/${scenario.id}`);
    await learner.getByRole('button', { name: /^Start practice/ }).click();
    const start = learner.getByRole('dialog', { name: scenario.name });
    await start.getByRole('radio', { name: 'Generic conversation partner', exact: true }).check();
    await start.getByRole('button', { name: 'Start', exact: true }).click();
    await learner.waitForURL((url) => /^\/simulation\/\d+$/.test(url.pathname));
    await learner.locator('.sim-line-ai').first().waitFor();
    for (const line of LINES) await say(learner, line);
    await learner.getByRole('button', { name: 'End session', exact: true }).click();
    await learner.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End session', exact: true }).click();
    await learner.waitForURL((url) => /^\/results\/\d+$/.test(url.pathname), { timeout: 60_000 });

    // The team page shows the member's new status; the overview and analytics count the session.
    await admin.reload();
    await card.locator('.ta-member').filter({ hasText: invitee }).getByText(t.passed).waitFor();
    await admin.getByRole('link', { name: t.overview }).click();
    await admin.locator('.admin-stat-members .wa-stat-value').waitFor();
    expect(Number(await statValue(admin, 'members'))).to.equal(membersBefore + 1);
    expect(Number(await statValue(admin, 'sessions'))).to.be.at.least(1);
    expect(await statValue(admin, 'average')).to.match(/^\d+([.,]\d)?$/);

    await admin.getByRole('link', { name: t.analytics }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/analytics');
    await admin.locator('.skills-radar svg').first().waitFor();
    await admin.locator('.tan-table').getByRole('rowheader', { name: invitee }).waitFor();
    expect(await admin.locator('.tan-insight').count()).to.be.at.least(1);
    await admin.locator('.tan-trend svg').first().waitFor();
    await expectAccessible(admin);
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: t.csv }).click()]);
    expect(download.suggestedFilename()).to.match(/^team-progress-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).to.contain(invitee);

    // A learner who opens the admin area is sent Home.
    await learner.goto(`${server.url}/admin/team`);
    await learner.waitForURL((url) => url.pathname === '/');
    await learner.context().close();
    await admin.context().close();
  });

  it('lets someone with an account accept only after signing in, and saves the organisation settings', async () => {
    const email = `existing-${Date.now()}@example.com`;
    await api('/api/auth/register', { email, password: PASSWORD, locale: 'en', rememberMe: false });
    const link = await invitationLink(email);
    const page = await (await newContext(browser, 'en')).newPage();
    await page.goto(link);
    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, email, PASSWORD, LOGIN.en);
    await page.waitForURL((url) => url.pathname === '/invite');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByText(`You joined ${ORG}. Welcome to the team!`).waitFor();
    await page.context().close();

    const admin = await signIn('en', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await admin.goto(`${server.url}/admin/team`);
    await admin.getByRole('row').filter({ hasText: email }).getByText('Active').waitFor();
    await admin.goto(`${server.url}/admin/settings`);
    const name = admin.getByLabel('Organisation name');
    expect(await name.inputValue()).to.equal(ORG);
    await admin.getByLabel('Invitation email language').selectOption('ru');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Settings saved.').waitFor();
    expect((await api('/api/admin/settings', undefined, adminToken)).invitationLocale).to.equal('ru');
    await admin.context().close();
  });

  it('tells an administrator invited to the team, not the inviting Admin, that they cannot join; nothing is offered to answer', async () => {
    const invited = await api('/api/admin/team/invite', { email: LONE_ADMIN.email }, adminToken);
    expect(invited).to.deep.include({ id: null, status: 'pending', role: 'User' });
    const link = await nextInvitation(LONE_ADMIN.email);
    for (const lang of ['en', 'ru'] as const) {
      const page = await (await newContext(browser, lang)).newPage();
      await page.goto(link);
      await page.getByText(lang === 'en' ? "You can't join with this account" : 'С этой учётной записью вступить нельзя').waitFor();
      expect(await page.getByRole('link', { name: lang === 'en' ? 'Sign in to accept' : 'Войти, чтобы принять' }).count()).to.equal(0);
      expect(await page.getByRole('button', { name: lang === 'en' ? 'Accept' : 'Принять', exact: true }).count()).to.equal(0);
      await expectAccessible(page);
      await page.context().close();
    }
  });

  it('tells the owner of an address held for its undo link (ADR 0047) to use the mailed link; nothing is offered to join with', async () => {
    // A learner confirms their address, then the account moves away from it: the address is held for a week.
    const held = `held-${Date.now()}@example.com`;
    const { token } = await api('/api/auth/register', { email: held, password: 'secret1', locale: 'en' });
    await api('/api/email-verification/verify', { token: tokenIn(await sink.next(held)) });
    const moved = await fetch(`${server.url}/api/auth/update-email`, {
      method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: `elsewhere-${Date.now()}@example.com`, currentPassword: 'secret1' }),
    });
    expect(moved.status).to.equal(200);
    const link = await invitationLink(held);
    for (const lang of ['en', 'ru'] as const) {
      const page = await (await newContext(browser, lang, true)).newPage();
      await page.goto(link);
      await page.getByText(lang === 'en' ? "This address can't open an account yet" : 'С этим адресом пока нельзя создать учётную запись').waitFor();
      await page.getByText(lang === 'en' ? 'It was not me: restore my address' : 'Это не я: вернуть мой адрес', { exact: false }).waitFor();
      expect(await page.getByLabel(lang === 'en' ? 'Password' : 'Пароль', { exact: true }).count(), 'no form to join with').to.equal(0);
      await expectAccessible(page);
      await screenshot(page, 'invite-address-on-hold', lang, true);
      await page.context().close();
    }
  });

  it('explains an Admin without an organisation on every admin page, with no error', async () => {
    const page = await signIn('en', LONE_ADMIN.email, LONE_ADMIN.password, '/admin/dashboard');
    for (const path of ['/admin/dashboard', '/admin/team', '/admin/analytics', '/admin/settings']) {
      if (path !== '/admin/dashboard') await page.goto(server.url + path);
      await page.getByRole('heading', { name: TEXT.en.noOrg }).waitFor();
      expect(await page.getByRole('alert').count(), `${path}: no error`).to.equal(0);
    }
    await expectAccessible(page);
    await page.context().close();
  });

  for (const lang of ['en', 'ru'] as const) {
    for (const mobile of [false, true]) {
      it(`${lang}${mobile ? ' at 375 px' : ''}: every admin page and the invite page, axe-clean`, async () => {
        const t = TEXT[lang];
        // Someone with a session of their own, so analytics has more than one row to draw.
        const email = `shots-${lang}${mobile ? '-m' : ''}-${Date.now()}@example.com`;
        const link = await invitationLink(email);
        const { token } = await api('/api/auth/accept-invite', { token: new URL(link).searchParams.get('token'), password: PASSWORD, locale: lang });
        const { sessionId } = await api('/api/sessions', { scenarioId: scenario.id, coachEnabled: false, locale: lang }, token);
        const hub = await TestHubClient.connect(server.url, token);
        await hub.invoke('JoinSession', sessionId);
        await talkAndEnd(hub, sessionId, LINES);
        await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
        await hub.close();

        const admin = await signIn(lang, ADMIN.email, ADMIN.password, '/admin/dashboard', mobile);
        const pages = [
          ['/admin/dashboard', t.overview, '.admin-stat-members .wa-stat-value', 'admin-overview'],
          ['/admin/team', t.team, '.team-table', 'admin-team'],
          ['/admin/analytics', t.analytics, '.skills-radar svg', 'admin-analytics'],
          ['/admin/settings', t.settings, 'form.admin-settings-form', 'admin-settings'],
        ] as const;
        for (const [path, title, ready, name] of pages) {
          await admin.goto(server.url + path);
          await admin.getByRole('heading', { level: 1, name: title }).waitFor();
          await admin.locator(ready).first().waitFor();
          if (mobile) expect(await admin.evaluate(() => document.documentElement.scrollWidth), `${path} fits 375 px`).to.be.at.most(375);
          await screenshot(admin, name, lang, mobile);
          await expectAccessible(admin);
        }
        await admin.context().close();

        const visitor = await (await newContext(browser, lang, mobile)).newPage();
        await visitor.goto(await invitationLink(`shots-invite-${lang}${mobile ? '-m' : ''}-${Date.now()}@example.com`));
        await visitor.getByRole('heading', { level: 1, name: t.join }).waitFor();
        await screenshot(visitor, 'invite', lang, mobile);
        await expectAccessible(visitor);
        await visitor.goto(`${server.url}/invite?token=not-a-real-token`);
        await visitor.getByRole('heading', { level: 1, name: t.unusable }).waitFor();
        await screenshot(visitor, 'invite-unusable', lang, mobile);
        await expectAccessible(visitor);
        await visitor.context().close();
      });
    }
  }
});
