import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';

/** Debian's Chromium (Playwright downloads no browser here); flags keep it quiet and sandbox-free. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export type Lang = 'en' | 'ru';
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

/** A fresh browser profile whose navigator.language makes the app pick `lang` by itself. */
export function newContext(browser: Browser, lang: Lang, mobile = false): Promise<BrowserContext> {
  return browser.newContext({
    locale: lang === 'ru' ? 'ru-RU' : 'en-US',
    viewport: mobile ? MOBILE : DESKTOP,
    deviceScaleFactor: 1,
    hasTouch: mobile,
    isMobile: mobile,
  });
}

export const SCREENSHOTS_DIR = join('test-results', 'screenshots');

/** Saves test-results/screenshots/<name>-<lang>[-mobile].png (full page). */
export async function screenshot(page: Page, name: string, lang: Lang, mobile: boolean): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  // Wait for lazy chunks, translations and web fonts so the picture shows the finished page.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${lang}${mobile ? '-mobile' : ''}.png`), fullPage: true });
}

/** Fills and submits the login form of the page it is on. */
export async function logIn(page: Page, email: string, password: string, labels: { email: string; password: string; submit: string; remember?: string }) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  if (labels.remember) await page.getByLabel(labels.remember).check();
  await page.locator('form').getByRole('button', { name: labels.submit, exact: true }).click();
}
