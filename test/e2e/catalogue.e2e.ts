import { expect } from 'chai';
import type { Browser, BrowserContext, Page, Request } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { firstNameInGender } from '#src/shared/character-name.ts';
import { expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const TEXT = {
  en: { start: 'Start practice', category: 'Category', difficulty: 'Difficulty', back: 'All scenarios' },
  ru: { start: 'Начать практику', category: 'Категория', difficulty: 'Сложность', back: 'Все сценарии' },
};
const CHOOSE_STYLE = 'Choose a conversation style to start.';

interface Summary {
  id: number;
  name: string;
  name_ru: string;
  category: string;
  difficulty: string;
  speakerCount: number;
}
interface CastMember {
  name: string;
  name_ru: string;
  gender: 'male' | 'female';
}
interface Category {
  name: string;
  name_ru: string;
  scenarioCount: number;
}

/**
 * The renewal day as the notices write it (the browser runs in this machine's time zone too): a
 * Russian "г." is held to the year by a no-break space, never left alone on a line.
 */
const renewal = (iso: string, lang: Lang) => new Date(iso).toLocaleDateString(lang, { day: 'numeric', month: 'long', year: 'numeric' }).replace(/\s+г\./u, '\u00a0г.');

/** WCAG contrast of two computed colours ('rgb(r, g, b)'). */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('web client: scenario catalogue and session-start modal (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  let scenarios: Summary[];
  let categories: Category[];
  /** Every scenario's cast, by scenario id. */
  const casts = new Map<number, CastMember[]>();
  const email = `catalogue-${Date.now()}@example.com`;

  const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(server.url + path, init);
    expect(response.ok, `${path}: HTTP ${response.status}`).to.equal(true);
    return (await response.json()) as T;
  };
  const cards = (page: Page) => page.locator('.scenario-grid:not([aria-hidden]) > li.scenario-card');
  /** Waits for the list to settle after a load (skeletons gone, cards or a state shown). */
  const settled = (page: Page) => page.locator('.scenario-grid:not([aria-hidden]), .catalogue-empty, .catalogue-state').first().waitFor();

  async function signedInPage(lang: Lang, mobile = false): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, lang, mobile);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, email, PASSWORD, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === '/');
    return { context, page };
  }

  before(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    scenarios = await api<Summary[]>('/api/scenario');
    categories = await api<Category[]>('/api/scenario/categories');
    for (const { id } of scenarios) casts.set(id, (await api<{ cast: CastMember[] }>(`/api/scenario/${id}`)).cast);
    await api('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, locale: 'en', rememberMe: true }),
    });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists every scenario with totals from the API, filters by category and difficulty, and keeps filters in the URL', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await page.goto(`${server.url}/scenarios`);
    await page.getByRole('heading', { level: 1, name: 'Choose a conversation to practise' }).waitFor();
    await settled(page);
    expect(await cards(page).count()).to.equal(scenarios.length);
    await expectAccessible(page);
    const total = categories.reduce((sum, c) => sum + c.scenarioCount, 0);
    const used = categories.filter((c) => c.scenarioCount > 0).length;
    await page.getByText(`${total} scenarios in ${used} categories`).waitFor();
    // The navbar's Practice item is the current page.
    expect(await page.locator('.navbar-nav a[aria-current="page"]').textContent()).to.equal('Practice');

    const category = categories.find((c) => c.scenarioCount > 0)!;
    await page.getByLabel('Category').selectOption(category.name);
    await page.waitForURL((url) => url.searchParams.get('category') === category.name);
    await settled(page);
    const inCategory = scenarios.filter((s) => s.category === category.name);
    await expectCards(page, inCategory.length);
    for (const value of await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-category')))) {
      expect(value).to.equal(category.name);
    }

    const difficulty = inCategory[0]!.difficulty;
    await page.getByLabel('Difficulty').selectOption(difficulty);
    await page.waitForURL((url) => url.searchParams.get('difficulty') === difficulty && url.searchParams.get('category') === category.name);
    const matching = inCategory.filter((s) => s.difficulty === difficulty);
    await expectCards(page, matching.length);
    const shown = await cards(page).evaluateAll((els) => els.map((el) => [el.getAttribute('data-category'), el.getAttribute('data-difficulty')]));
    expect(shown).to.have.length(matching.length);
    for (const [c, d] of shown) expect([c, d]).to.deep.equal([category.name, difficulty]);
    for (const badge of await cards(page).locator('.difficulty-badge').allTextContents()) expect(badge).to.contain(difficulty);
    await expectAccessible(page);

    // A reload keeps the filters (they live in the URL).
    await page.reload();
    await expectCards(page, matching.length);
    expect(await page.getByLabel('Category').inputValue()).to.equal(category.name);
    expect(await page.getByLabel('Difficulty').inputValue()).to.equal(difficulty);

    // A category the list does not have (a typo, an old link) is no filter once the categories are in:
    // the URL drops it (the difficulty stays), the filter says "All categories", every category's scenarios show.
    await page.goto(`${server.url}/scenarios?category=No%20such%20category&difficulty=${difficulty}`);
    await page.waitForURL((url) => !url.searchParams.has('category') && url.searchParams.get('difficulty') === difficulty);
    await expectCards(page, scenarios.filter((s) => s.difficulty === difficulty).length);
    expect(await page.getByLabel('Category').inputValue()).to.equal('');
    expect(await page.getByLabel('Category').locator('option:checked').textContent()).to.equal('All categories');
    expect(await page.getByLabel('Category').locator('option', { hasText: 'No such category' }).count()).to.equal(0);
    expect(await page.getByText('No scenarios found.', { exact: false }).count()).to.equal(0);
    await expectAccessible(page);

    // No match (every category has every level, so the server is made to answer none): the empty state, whose button resets the filters.
    const filteredList = (url: URL) => url.pathname === '/api/scenario' && url.searchParams.has('category');
    await page.route(filteredList, (route) => route.fulfill({ json: [] }));
    await page.goto(`${server.url}/scenarios?category=${encodeURIComponent(category.name)}`);
    await page.getByText('No scenarios found. Try adjusting the filters.').waitFor();
    expect(await page.getByLabel('Category').inputValue()).to.equal(category.name);
    await expectAccessible(page);
    await page.unroute(filteredList);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForURL((url) => url.pathname === '/scenarios' && url.search === '');
    await expectCards(page, scenarios.length);
    await context.close();
  });

  it('opens a scenario detail from its card, with its brief and cast, and answers an unknown id with "Scenario not found."', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    const group = scenarios.find((s) => s.speakerCount > 1)!;
    await page.goto(`${server.url}/scenarios`);
    await settled(page);
    const card = cards(page).filter({ has: page.getByRole('link', { name: group.name, exact: true }) });
    await card.getByText(`Group scene with ${group.speakerCount} characters`).waitFor();
    await card.getByRole('link', { name: group.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/scenario/${group.id}`);
    await page.getByRole('heading', { level: 1, name: group.name }).waitFor();
    for (const heading of ['Your brief', "Who you'll talk to"]) await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    for (const term of ['Your role', 'The situation', 'Your goal']) await page.getByText(term, { exact: true }).waitFor();
    const detail = await api<{ cast: { name: string }[]; systemPrompt?: string }>(`/api/scenario/${group.id}`);
    expect(detail.systemPrompt, 'anonymous callers get no system prompt').to.equal(undefined);
    expect(await page.locator('.cast-member').count()).to.equal(detail.cast.length);
    expect(await page.locator('details.system-prompt').count()).to.equal(0);
    expect(await page.title()).to.equal(`${group.name} · Rapport`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'All scenarios' }).click();
    await page.waitForURL((url) => url.pathname === '/scenarios');

    await page.goto(`${server.url}/scenario/999999`);
    await page.getByRole('heading', { level: 1, name: 'Scenario not found.' }).waitFor();
    await page.getByRole('link', { name: 'All scenarios' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('brings a visitor who pressed Start practice back to that scenario with the start modal open, after signing up or logging in', async () => {
    // From the filtered list: Register carries the page, its filters and the scenario to start.
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    const category = categories.find((c) => c.scenarioCount > 1)!.name;
    const chosen = scenarios.filter((s) => s.category === category)[1]!;
    await page.goto(`${server.url}/scenarios?category=${encodeURIComponent(category)}`);
    await settled(page);
    await cards(page).filter({ has: page.getByRole('link', { name: chosen.name, exact: true }) }).getByRole('link', { name: /^Start practice/ }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(new URL(page.url()).searchParams.get('redirect')).to.equal(`/scenarios?${new URLSearchParams({ category, start: String(chosen.id) })}`);
    await expectAccessible(page);
    // A look around first (SPEC §4's post-register redirect): Register, reached again without the query, still knows.
    await page.getByRole('navigation').first().getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await page.waitForURL((url) => url.pathname === '/register' && url.search === '');
    await page.getByLabel('Email', { exact: true }).fill(`visitor-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: chosen.name });
    await dialog.waitFor();
    // The intent has done its work: the URL keeps the filters only, so a reload opens nothing.
    await page.waitForURL((url) => url.pathname === '/scenarios' && url.searchParams.get('category') === category && !url.searchParams.has('start'));
    await dialog.getByRole('radio', { name: 'Generic conversation partner', exact: true }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.reload();
    await settled(page);
    expect(await page.getByRole('dialog').count()).to.equal(0);
    await context.close();

    // From a scenario's page, through Register's "Log in" link: the redirect survives the detour.
    const visitor = await newContext(browser, 'en');
    const detail = await visitor.newPage();
    const first = scenarios[0]!;
    await detail.goto(`${server.url}/scenario/${first.id}`);
    await detail.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await detail.getByRole('link', { name: /^Start practice/ }).click();
    await detail.waitForURL((url) => url.pathname === '/register');
    const target = `/scenario/${first.id}?start=${first.id}`;
    expect(new URL(detail.url()).searchParams.get('redirect')).to.equal(target);
    expect(await detail.getByRole('dialog').count()).to.equal(0);
    await detail.locator('.auth-switch').getByRole('link', { name: 'Log in', exact: true }).click();
    await detail.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === target);
    await logIn(detail, email, PASSWORD, LOGIN.en);
    await detail.getByRole('dialog', { name: first.name }).waitFor();
    await detail.waitForURL((url) => url.pathname === `/scenario/${first.id}` && url.search === '');
    await visitor.close();
  });

  it('lets a signed-in user set up a session: persona, gender, first name, avatar and coach', async () => {
    const response = await fetch(`${server.url}/avatars/female/70.svg`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/image\/svg\+xml/);

    const { context, page } = await signedInPage('en');
    // A scenario whose character is a man: the look starts male (the next test takes a woman's).
    const scenario = scenarios.find((s) => casts.get(s.id)![0]!.gender === 'male')!;
    const personas = await api<{ name: string }[]>(`/api/scenario/${scenario.id}/personas`);
    await page.goto(`${server.url}/scenario/${scenario.id}`);
    const opener = page.getByRole('button', { name: /^Start practice/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: scenario.name });
    await dialog.waitFor();

    await dialog.getByRole('group', { name: 'Conversation style' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: personas[0]!.name, exact: true }).waitFor();
    const personaRadios = dialog.locator('input[name="persona"]');
    expect(await personaRadios.count()).to.equal(personas.length + 1);
    expect(await dialog.locator('input[name="persona"]:checked').count(), 'none chosen by default').to.equal(0);
    await dialog.getByRole('radio', { name: 'Generic conversation partner', exact: true }).waitFor();
    // Keyboard: focus the group and move with the arrows.
    await dialog.getByRole('radio', { name: personas[0]!.name, exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    const next = personas[1]?.name ?? 'Generic conversation partner';
    expect(await dialog.getByRole('radio', { name: next, exact: true }).isChecked()).to.equal(true);
    await dialog.getByText(personas[0]!.name, { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: personas[0]!.name, exact: true }).isChecked()).to.equal(true);

    expect(await dialog.getByRole('radio', { name: 'Male', exact: true }).isChecked(), 'the cast’s gender by default').to.equal(true);
    const avatar = dialog.getByRole('img', { name: "Avatar of the character you'll talk to" });
    expect(await avatar.getAttribute('src')).to.match(/^\/avatars\/male\/([1-9]|[1-6]\d|70)\.svg$/);
    const firstName = dialog.getByLabel("Character's first name");
    const [written, ...others] = casts.get(scenario.id)!;
    // The example is a first name ('Dave'), not the full one ('Dave Brooks') a learner would copy (audit F14).
    expect(await firstName.getAttribute('placeholder')).to.equal(written!.name.split(' ')[0]);
    await dialog.getByText('Female', { exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.avatar-image')?.getAttribute('src')?.startsWith('/avatars/female/'));
    // Played as a woman, the man of the script goes by a woman's first name, the one the server will give her.
    const herName = firstNameInGender(written!.name, 'male', 'female', 'en', others.map((c) => c.name))!;
    expect(await firstName.getAttribute('placeholder')).to.equal(herName);
    await dialog.getByRole('group', { name: `Character: ${herName}` }).waitFor();
    await firstName.fill('Marta');
    await dialog.getByRole('group', { name: 'Character: Marta' }).waitFor();
    expect(await firstName.getAttribute('maxlength')).to.equal('50');

    const before = await avatar.getAttribute('src');
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await page.waitForFunction((old) => document.querySelector('.avatar-image')?.getAttribute('src') !== old, before);
    const after = await avatar.getAttribute('src');
    expect(after).to.match(/^\/avatars\/female\/([1-9]|[1-6]\d|70)\.svg$/);
    expect(after).to.not.equal(before);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.avatar-image');
      return !!img && img.complete && img.naturalWidth > 0;
    });

    expect(await dialog.getByRole('switch', { name: 'Real-time coach' }).isChecked(), 'coach on by default').to.equal(true);
    await screenshot(page, 'session-start-modal-filled', 'en', false);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement), 'focus returns to the opener').to.equal(true);

    // Start pressed before a style is chosen: the styles say so, the focus goes to the first one,
    // and no session is started.
    await opener.click();
    const start = dialog.getByRole('button', { name: 'Start', exact: true });
    const firstStyle = dialog.getByRole('radio', { name: personas[0]!.name, exact: true });
    const starts: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sessions') starts.push(request.url());
    };
    page.on('request', onRequest);
    await start.click(); // Playwright waits while the avatar preview loads (aria-disabled counts): Start's only waiting state here
    await dialog.getByText(CHOOSE_STYLE).waitFor();
    expect(await firstStyle.getAttribute('aria-invalid')).to.equal('true');
    expect(await firstStyle.evaluate((el) => el === document.activeElement), 'focus on the first style').to.equal(true);
    await expectAccessible(page);
    expect(starts, 'no session started').to.deep.equal([]);
    expect(new URL(page.url()).pathname).to.equal(`/scenario/${scenario.id}`);
    page.off('request', onRequest);

    // Start starts a real session with what was chosen, and the chat opens.
    await firstStyle.check();
    expect(await dialog.getByText(CHOOSE_STYLE).count(), 'choosing a style clears the refusal').to.equal(0);
    await dialog.getByText('Female', { exact: true }).click();
    await dialog.getByLabel("Character's first name").fill('Marta');
    // From the keyboard: while the session starts, Start is unavailable (aria-disabled, its name "Starting…")
    // but keeps the focus, never `disabled`; a second press starts nothing more. The start is held until checked.
    const footerStart = dialog.locator('.modal-footer .btn-primary');
    await page.waitForFunction(() => document.querySelector('.modal-footer .btn-primary')?.getAttribute('aria-disabled') !== 'true'); // the new preview
    let posts = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const sessionsPath = (url: URL) => url.pathname === '/api/sessions'; // every call carries ?lang=
    await page.route(sessionsPath, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts += 1;
      await released;
      await route.continue();
    });
    await start.focus();
    await page.keyboard.press('Enter');
    await footerStart.and(page.locator('[aria-disabled="true"]')).waitFor();
    expect(await footerStart.textContent()).to.equal('Starting…');
    expect(await footerStart.evaluate((el) => el === document.activeElement), 'the focus stays on Start while it starts').to.equal(true);
    expect(await footerStart.evaluate((el) => (el as HTMLButtonElement).disabled)).to.equal(false);
    await page.keyboard.press('Enter');
    release();
    await page.waitForURL((url) => /^\/simulation\/\d+$/.test(url.pathname));
    expect(posts, 'one session for two presses').to.equal(1);
    await page.unroute(sessionsPath);
    await page.getByText('Marta', { exact: true }).first().waitFor({ state: 'attached' }); // the character wears the chosen name
    await context.close();
  });

  it('starts the character as the cast has them, names the one the choices apply to, and offers a look for each other character of a group scene', async () => {
    const { context, page } = await signedInPage('en');
    const woman = scenarios.find((s) => s.speakerCount === 1 && casts.get(s.id)![0]!.gender === 'female')!;
    const womanName = casts.get(woman.id)![0]!.name;
    // Opened from a card, the modal loads the cast itself.
    await page.goto(`${server.url}/scenarios?category=${encodeURIComponent(woman.category)}`);
    await settled(page);
    await page.getByRole('button', { name: `Start practice: ${woman.name}` }).click();
    const dialog = page.getByRole('dialog', { name: woman.name });
    const character = dialog.getByRole('group', { name: `Character: ${womanName}` });
    await character.waitFor();
    expect(await character.getByRole('radio', { name: 'Female', exact: true }).isChecked(), 'a woman’s look by default').to.equal(true);
    await page.waitForFunction(() => document.querySelector('.avatar-image')?.getAttribute('src')?.startsWith('/avatars/female/'));
    expect(await character.getByLabel("Character's first name").getAttribute('placeholder'), 'the first name alone').to.equal(womanName.split(' ')[0]);
    expect(await dialog.getByRole('group', { name: 'Also in the scene' }).count(), 'one character: nobody else to dress').to.equal(0);
    await page.keyboard.press('Escape');

    // A group scene: the first character is named; every other one gets a look of their own gender.
    const group = scenarios.find((s) => s.speakerCount > 2) ?? scenarios.find((s) => s.speakerCount > 1)!;
    const [first, ...others] = casts.get(group.id)!;
    await page.goto(`${server.url}/scenario/${group.id}`);
    await page.getByRole('button', { name: /^Start practice/ }).click();
    const groupDialog = page.getByRole('dialog', { name: group.name });
    const groupCharacter = groupDialog.getByRole('group', { name: `Character: ${first!.name}` });
    await groupCharacter.waitFor();
    const gender = first!.gender === 'female' ? 'Female' : 'Male';
    expect(await groupCharacter.getByRole('radio', { name: gender, exact: true }).isChecked()).to.equal(true);
    const cast = groupDialog.getByRole('group', { name: 'Also in the scene' });
    for (const other of others) {
      expect(await cast.getByRole('img', { name: `Avatar of ${other.name}` }).getAttribute('src')).to.match(new RegExp(`^/avatars/${other.gender}/\\d+\\.svg$`));
      await cast.getByRole('button', { name: `Regenerate avatar for ${other.name}` }).waitFor();
    }
    await expectAccessible(page);
    await context.close();
  });

  const SPENT = {
    en: { upgrade: 'Upgrade to continue', start: /^Start practice/, premium: 'With Premium they are unlimited.', arrive: 'New ones arrive on ', payment: 'Practise without limits' },
    ru: { upgrade: 'Перейти на Premium, чтобы продолжить', start: /^Начать практику/, premium: 'С Premium их число не ограничено.', arrive: 'Новые появятся ', payment: null },
  };
  for (const lang of ['en', 'ru'] as const) {
    it(`offers a learner who used the month’s sessions Premium instead of Start practice, leading to /payment (${lang})`, async () => {
      const w = SPENT[lang];
      const spent = `spent-${lang}-${Date.now()}@example.com`;
      const { token } = await api<{ token: string }>('/api/auth/register', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: spent, password: PASSWORD, locale: lang }),
      });
      const { sessionLimit, monthlyResetDate } = await api<{ sessionLimit: number; monthlyResetDate: string }>('/api/dashboard/usage', { headers: { authorization: `Bearer ${token}` } });
      for (let i = 0; i < sessionLimit; i++) {
        await api('/api/sessions', {
          method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ scenarioId: scenarios[0]!.id, coachEnabled: false }),
        });
      }
      for (const mobile of lang === 'ru' ? [false, true] : [false]) {
        const context = await newContext(browser, lang, mobile);
        const page = await context.newPage();
        await page.goto(`${server.url}/login`);
        await logIn(page, spent, PASSWORD, LOGIN[lang]);
        await page.waitForURL((url) => url.pathname === '/');
        await page.goto(`${server.url}/scenario/${scenarios[0]!.id}`);
        const upgrade = page.getByRole('link', { name: `${w.upgrade}: ${lang === 'ru' ? scenarios[0]!.name_ru : scenarios[0]!.name}` }).first();
        await upgrade.waitFor();
        expect(await page.getByRole('button', { name: w.start }).count(), 'no Start practice').to.equal(0);
        await page.getByText(w.premium, { exact: false }).waitFor();
        // It says when new sessions come (audit F10): a month after sign-up, not the calendar month;
        // in Russian "2027 г." stays on one line (a no-break space before "г.").
        const notice = page.getByText(`${w.arrive}${renewal(monthlyResetDate, lang)}`, { exact: false });
        await notice.waitFor();
        if (lang === 'ru') expect(await notice.innerText()).to.match(/\d{4}\u00a0г\./);
        await expectAccessible(page);
        await screenshot(page, 'scenario-detail-limit', lang, mobile);
        if (w.payment) {
          await upgrade.click();
          await page.waitForURL((url) => url.pathname === '/payment');
          await page.getByRole('heading', { level: 1, name: w.payment }).waitFor();
        }
        await context.close();
      }
    });
  }

  for (const lang of ['en', 'ru'] as const) {
    it(`opens the upgrade modal, saying when the allowance renews, when the last session went elsewhere meanwhile (${lang}; SPEC §4)`, async () => {
      const spent = `raced-${lang}-${Date.now()}@example.com`;
      const auth = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
      const { token } = await api<{ token: string }>('/api/auth/register', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: spent, password: PASSWORD, locale: lang }),
      });
      const { sessionLimit, monthlyResetDate } = await api<{ sessionLimit: number; monthlyResetDate: string }>('/api/dashboard/usage', { headers: auth(token) });
      const startOne = () => api('/api/sessions', { method: 'POST', headers: auth(token), body: JSON.stringify({ scenarioId: scenarios[0]!.id, coachEnabled: false }) });
      for (let i = 0; i < sessionLimit - 1; i++) await startOne();
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await logIn(page, spent, PASSWORD, LOGIN[lang]);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${server.url}/scenario/${scenarios[0]!.id}`);
      await page.locator('main .start-practice').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="persona"]').first().check();
      await startOne(); // the last session of the month, started in another tab
      await dialog.locator('button[type="submit"]').click();
      // The start modal gives way to the upgrade modal: Start could only be refused again.
      const limit = page.getByRole('dialog', { name: lang === 'en' ? 'Monthly session limit reached' : 'Лимит сессий на этот месяц исчерпан' });
      await limit.waitFor();
      expect(await page.getByRole('dialog').count(), 'the start modal is closed').to.equal(1);
      expect(await limit.innerText()).to.include(renewal(monthlyResetDate, lang));
      await screenshot(page, 'session-limit-modal', lang, false, false);
      const [text, background] = await limit.locator('.btn-upgrade').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
      expect(contrast(text!, background!), `${text} on ${background}`).to.be.at.least(4.5);
      await expectAccessible(page);
      await context.close();
    });
  }

  it('renders scenario names, filters and the detail in Russian after switching language', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await page.goto(`${server.url}/scenarios`);
    await settled(page);
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('heading', { level: 1, name: 'Выберите разговор для тренировки' }).waitFor();
    const names = await cards(page).locator('.scenario-card-title').allTextContents();
    expect(names).to.deep.equal(scenarios.map((s) => s.name_ru));
    await page.getByLabel(TEXT.ru.category).selectOption(categories[1]!.name);
    await page.waitForURL((url) => url.searchParams.get('category') === categories[1]!.name);
    await expectCards(page, categories[1]!.scenarioCount);
    expect(await page.getByLabel(TEXT.ru.category).locator('option:checked').textContent()).to.equal(categories[1]!.name_ru);
    expect(await page.getByLabel(TEXT.ru.difficulty).locator('option').allTextContents()).to.deep.equal([
      'Любой уровень',
      'Начальный',
      'Средний',
      'Продвинутый',
    ]);
    const first = scenarios.find((s) => s.category === categories[1]!.name)!;
    await expectAccessible(page);
    await page.getByRole('link', { name: first.name_ru, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: first.name_ru }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Вводные' }).waitFor();
    await page.getByRole('link', { name: TEXT.ru.back }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  describe('screenshots (test-results/screenshots)', () => {
    for (const lang of ['en', 'ru'] as const) {
      for (const mobile of [false, true]) {
        it(`${lang}${mobile ? ' at 375 px' : ''}: scenarios, scenario detail, session-start modal`, async () => {
          const { context, page } = await signedInPage(lang, mobile);
          const group = scenarios.find((s) => s.speakerCount > 1)!;
          await page.goto(`${server.url}/scenarios`);
          await settled(page);
          expect(await page.getAttribute('html', 'lang')).to.equal(lang);
          await screenshot(page, 'scenarios', lang, mobile);
          await expectAccessible(page);
          if (mobile) {
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(width, 'no horizontal scrolling at 375 px').to.be.at.most(375);
          }

          await page.goto(`${server.url}/scenario/${group.id}`);
          await page.getByRole('heading', { level: 1, name: lang === 'ru' ? group.name_ru : group.name }).waitFor();
          await screenshot(page, 'scenario-detail', lang, mobile);
          await expectAccessible(page);

          await page.getByRole('button', { name: new RegExp(`^${TEXT[lang].start}`) }).click();
          await page.getByRole('dialog').waitFor();
          await page.locator('input[name="persona"]').nth(1).waitFor();
          await page.waitForFunction(() => {
            const img = document.querySelector<HTMLImageElement>('.avatar-image');
            return !!img && img.complete && img.naturalWidth > 0;
          });
          await screenshot(page, 'session-start-modal', lang, mobile);
          await expectAccessible(page);
          // The character's part sits below the styles: scrolled into view, the window shows it.
          await page.locator('.character-setup').scrollIntoViewIfNeeded();
          await screenshot(page, 'session-start-modal-character', lang, mobile, false);
          await context.close();
        });
      }
    }
  });

  async function expectCards(page: Page, count: number): Promise<void> {
    await page.waitForFunction(
      (n) => document.querySelectorAll('.scenario-grid:not([aria-hidden]) > li.scenario-card').length === n,
      count,
    );
  }
});
