import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './contracts';
import { currentLocale, isLocale, LOCALES } from './locale';
import { readItem, writeItem } from './storage';

export { currentLocale, isLocale, LOCALES };
export const LOCALE_KEY = 'locale';
export const DEFAULT_NS = 'common';

type JsonModule = { default: ResourceKey };

// `common` (navbar, footer, errors) is needed on every page, so it ships with the entry chunk;
// every other namespace is fetched with the page that uses it.
const bundled = import.meta.glob<JsonModule>('../locales/*/common.json', { eager: true });
const lazy = import.meta.glob<JsonModule>(['../locales/*/*.json', '!../locales/*/common.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = lazy[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** The language chosen on this device (the switcher, or the account's at a sign-in here); null while it is only the browser's. */
export function chosenLocale(): Locale | null {
  const stored = readItem('local', LOCALE_KEY);
  return isLocale(stored) ? stored : null;
}

/** The stored choice wins; otherwise any Russian browser language means ru, everything else en. */
export function detectLocale(): Locale {
  const stored = chosenLocale();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  return browser.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

export async function setupI18n(): Promise<void> {
  const lng = detectLocale();
  const resources: Record<string, Record<string, ResourceKey>> = {};
  for (const [path, module] of Object.entries(bundled)) {
    const language = path.split('/')[2]!;
    resources[language] = { [DEFAULT_NS]: module.default };
  }
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: LOCALES,
      load: 'languageOnly',
      ns: [DEFAULT_NS],
      defaultNS: DEFAULT_NS,
      resources,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React already escapes
      react: { useSuspense: true },
    });
  document.documentElement.lang = lng;
}

/** Switches the interface language and remembers the choice on this device. */
export async function applyLocale(locale: Locale): Promise<void> {
  writeItem('local', LOCALE_KEY, locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
