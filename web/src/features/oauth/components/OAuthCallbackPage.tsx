import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute } from 'wouter';
import { Alert } from '../../../components/Alert';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { ROUTES } from '../../../app/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { completeCallback, type CallbackResult } from '../state/callback.actions';
import { describeOAuthError } from '../state/oauth-errors';
import '../oauth.css';

/** SPEC §9: the callback screen moves on by itself after 2 seconds. */
export const CALLBACK_REDIRECT_MS = 2000;

/**
 * One completion per address: React runs effects twice in development, and the pending sign-in can
 * be read only once, so both runs share the first one's answer.
 */
const runs = new Map<string, Promise<CallbackResult>>();

/** `/auth/callback/{provider}` and `/oauth-callback` (SPEC §2 Login callback screen). */
export default function OAuthCallbackPage() {
  const { t } = useTranslation(['oauth', 'auth']);
  useDocumentTitle(t('callback.documentTitle'));
  const [, params] = useRoute(ROUTES.authCallback);
  const [, navigate] = useLocation();
  const [result, setResult] = useState<CallbackResult | null>(null);
  // The provider's answer, read once: the address is cleaned right after, so no token stays in it or in history.
  const [answer] = useState(() => ({ key: window.location.href, search: window.location.search, hash: window.location.hash }));

  useEffect(() => {
    let run = runs.get(answer.key);
    if (!run) {
      run = completeCallback(params?.provider ?? null, answer.search, answer.hash);
      runs.set(answer.key, run);
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    let current = true;
    void run.then((r) => current && setResult(r));
    return () => {
      current = false;
    };
  }, [answer, params?.provider]);

  const target = result?.ok ? result.outcome.target : null;
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), CALLBACK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);

  const provider = result?.button ? t(`providers.${result.button}`) : '';
  return (
    <div className="container callback-page">
      <section className="callback-card" aria-live="polite" aria-busy={!result}>
        {!result && (
          <>
            <Spinner size="lg" />
            <h1 className="callback-title">{t('callback.processing')}</h1>
          </>
        )}
        {result?.ok && result.outcome.kind === 'login' && (
          <>
            <CheckIcon className="callback-icon callback-icon-success" size={40} />
            <h1 className="callback-title">{t('callback.successTitle')}</h1>
            {result.outcome.response.isNewUser && <p>{t('callback.welcomeNew')}</p>}
            {result.outcome.response.isNewUser && result.outcome.response.emailVerified && <p>{t('callback.emailVerifiedByProvider', { provider })}</p>}
            {result.outcome.response.temporaryEmail && <p>{t('callback.addEmailHint', { provider })}</p>}
          </>
        )}
        {result?.ok && result.outcome.kind === 'link' && (
          <>
            <CheckIcon className="callback-icon callback-icon-success" size={40} />
            <h1 className="callback-title">{t('callback.linkedTitle')}</h1>
            <p>{t('callback.accountLinkedSuccessfully', { provider: result.outcome.providerName })}</p>
          </>
        )}
        {result?.ok && (
          <>
            <p className="callback-note">{t('callback.redirectingToDashboard')}</p>
            <button type="button" className="btn btn-primary" onClick={() => navigate(result.outcome.target, { replace: true })}>
              {t('callback.continue')}
            </button>
          </>
        )}
        {result && !result.ok && (
          <>
            <AlertIcon className="callback-icon callback-icon-failure" size={40} />
            <h1 className="callback-title">{t(result.mode === 'link' ? 'callback.linkFailureTitle' : 'callback.failureTitle')}</h1>
            <Alert variant="error">{describeOAuthError(result.error, t, 'oauth:errors.unexpectedError', provider || undefined)}</Alert>
            <div className="callback-actions">
              <button type="button" className="btn btn-primary" onClick={() => tryAgain(result.retryHref, navigate)}>
                {t('callback.tryAgain')}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => navigate(ROUTES.home, { replace: true })}>
                {t('callback.goHome')}
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

/** Our own pages by the router; the provider's sign-out (an absolute address) by the browser. */
function tryAgain(href: string, navigate: (to: string, options?: { replace?: boolean }) => void) {
  if (/^https?:\/\//.test(href)) window.location.assign(href);
  else navigate(href, { replace: true });
}
