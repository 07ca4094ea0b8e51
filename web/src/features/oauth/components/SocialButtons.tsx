import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import type { SignInOption } from '../../../lib/contracts';
import { loadSignInOptions, providersState } from '../state/providers.store';
import { beginSignIn } from '../state/sign-in-flow';
import { ProviderMark } from './ProviderMark';
import '../oauth.css';

interface SocialButtonsProps {
  /** Login and Register: remember-me as ticked on the form, carried through the provider (SPEC §4). */
  rememberMe: boolean;
  /** Where to go after signing in (Login's ?redirect=). */
  redirect: string | null;
}

/**
 * SPEC §2's six sign-in buttons, but only those this server has a provider for (GET /api/oauth/providers):
 * no button that cannot work. While the list loads, or if it cannot be loaded, none show.
 */
export function SocialButtons({ rememberMe, redirect }: SocialButtonsProps) {
  const { t } = useTranslation('oauth');
  const { options } = useSnapshot(providersState);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => void loadSignInOptions(), []);
  // Back from the provider through the browser's history: this page may be shown again as it was left.
  useEffect(() => {
    const reset = () => setLeaving(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  if (options.length === 0) return null;

  const start = (option: SignInOption) => {
    setLeaving(option.button);
    setFailed(false);
    // The browser could not start it (no Web Crypto on a plain-HTTP address, storage refused): say so, never a dead button.
    void beginSignIn(option, { mode: 'login', rememberMe, redirect }).catch(() => {
      setLeaving(null);
      setFailed(true);
    });
  };
  return (
    <div className="social-sign-in">
      <p className="social-divider">
        <span>{t('buttons.divider')}</span>
      </p>
      {failed && <Alert variant="error">{t('errors.unexpectedError')}</Alert>}
      <ul className="social-buttons" aria-label={t('buttons.listLabel')}>
        {options.map((option) => (
          <li key={option.button}>
            <button type="button" className="btn btn-secondary btn-block social-button" onClick={() => start(option as SignInOption)} disabled={leaving !== null}>
              {leaving === option.button ? <Spinner size="sm" /> : <ProviderMark button={option.button} />}
              {t('buttons.continueWith', { provider: t(`providers.${option.button}`) })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
