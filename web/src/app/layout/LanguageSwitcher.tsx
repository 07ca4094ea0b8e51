import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../features/auth';
import type { Locale } from '../../lib/contracts';
import { currentLocale, LOCALES } from '../../lib/i18n';

const NATIVE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский' };

/**
 * Two-button switch; each button names its language in that language, so anyone can find theirs.
 * The name starts with the visible code ('RU Русский'), so a voice user who says what they see is understood.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="lang-switch-option"
          aria-pressed={locale === active}
          aria-label={`${locale.toUpperCase()} ${NATIVE_NAMES[locale]}`}
          title={NATIVE_NAMES[locale]}
          onClick={() => void switchLanguage(locale)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
