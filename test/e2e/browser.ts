import { expect } from 'chai';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import axe, { type Result as Violation } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';

/** JSON over the API for test set-up: fails the test on any answer other than 2xx. */
export function apiOf(baseUrl: string) {
  return async (path: string, body?: unknown, token?: string) => {
    const response = await fetch(baseUrl + path, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.ok, `${path}: HTTP ${response.status}`).to.equal(true);
    return response.json();
  };
}

/**
 * Debian's Chromium (Playwright downloads no browser here): its old headless shell where installed
 * (.ci/run installs it), which did auth.e2e's work on a quarter less CPU than the full browser's
 * headless mode, else the full browser. The flags keep it quiet and sandbox-free.
 */
const CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export type Lang = 'en' | 'ru';

/** The login form's labels, as a learner reads them. */
export const LOGIN: Record<Lang, { email: string; password: string; submit: string }> = {
  en: { email: 'Email', password: 'Password', submit: 'Log in' },
  ru: { email: 'Email', password: 'Пароль', submit: 'Войти' },
};
/** The login form's "remember me" box: pass `{ ...LOGIN[lang], remember: REMEMBER[lang] }` to tick it. */
export const REMEMBER: Record<Lang, string> = { en: 'Remember me', ru: 'Запомнить меня' };
/** The sizes the learners' loop was tried at (R2.2): a common laptop and a phone. */
export const DESKTOP = { width: 1366, height: 768 };
export const MOBILE = { width: 375, height: 812 };
/** A smaller phone (iPhone SE): the chat must still give the conversation most of the screen. */
export const SMALL_PHONE = { width: 375, height: 667 };

/** A fresh browser profile whose navigator.language makes the app pick `lang` by itself. */
export function newContext(browser: Browser, lang: Lang, mobile = false, viewport = mobile ? MOBILE : DESKTOP): Promise<BrowserContext> {
  return browser.newContext({
    locale: lang === 'ru' ? 'ru-RU' : 'en-US',
    viewport,
    deviceScaleFactor: 1,
    hasTouch: mobile,
    isMobile: mobile,
  });
}

export const SCREENSHOTS_DIR = join('test-results', 'screenshots');

/**
 * Saves test-results/screenshots/<name>-<lang>[-mobile].png (full page, or the window for a dialog's
 * inner scroll), for a person to look at. E2E_SCREENSHOTS=0 (.ci/run, whose clone nobody opens) waits
 * as for a picture but takes none: the 330 pictures were a fifth of the browser's work in a CI run.
 */
export async function screenshot(page: Page, name: string, lang: Lang, mobile: boolean, fullPage = true): Promise<void> {
  // Wait for lazy chunks, translations and web fonts so the picture shows the finished page.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${lang}${mobile ? '-mobile' : ''}.png`), fullPage });
}

/** Fills and submits the login form of the page it is on. */
export async function logIn(page: Page, email: string, password: string, labels: { email: string; password: string; submit: string; remember?: string }) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  if (labels.remember) await page.getByLabel(labels.remember).check();
  await page.locator('form').getByRole('button', { name: labels.submit, exact: true }).click();
}

/** axe impacts that fail a test: the bar is zero serious and zero critical violations. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Lets finite transitions and animations end, so contrast is measured on the colours a reader sees. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** One line per failing element: the rule, where, and for contrast the two colours and their ratio. */
function describeViolations(violations: Violation[]): string {
  const SHOWN = 8;
  return violations
    .flatMap((v) => [
      ...v.nodes.slice(0, SHOWN).map((node) => {
        const data = node.any.find((check) => check.id === 'color-contrast')?.data as
          | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
          | undefined;
        const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio})` : '';
        return `  [${v.impact}] ${v.id} at ${node.target.join(' ')}${colours}: ${v.help}`;
      }),
      ...(v.nodes.length > SHOWN ? [`  … and ${v.nodes.length - SHOWN} more for ${v.id}`] : []),
    ])
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, naming
 * each element. Call it after every navigation (and after opening a dialog) in the e2e tests.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  // axe-core itself, once per document, then one axe.run. @axe-core/playwright evaluated the 560 kB
  // source twice per check and configured it each time: about 200 ms a check where this takes about
  // 100. Our pages have no iframes to merge results from. Only violations are asked for, so axe builds
  // no selectors for the thousands of passing nodes.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations));
  const what = new URL(page.url()).pathname;
  const blocking: Violation[] = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(`axe-core: ${blocking.length} serious/critical accessibility violation(s) on ${what}:\n${describeViolations(blocking)}`);
  }
}
