import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { ROUTES } from '../../../app/paths';
import type { LinkedAccountView, SignInOption } from '../../../lib/contracts';
import { authState } from '../../auth';
import { hasConnectedAccountsSection } from '../state/connected-section';
import { isLastWayIn, linkedAccountsState, loadLinkedAccounts, unlinkAccount } from '../state/linked-accounts.store';
import { describeOAuthError } from '../state/oauth-errors';
import { loadSignInOptions, providersState } from '../state/providers.store';
import { beginSignIn } from '../state/sign-in-flow';
import { ProviderMark } from './ProviderMark';
import '../oauth.css';
import { keepYearMark } from '../../../lib/due-date';

/**
 * Settings: the accounts connected to this one (SPEC §3 Linked OAuth account), each with Disconnect
 * (refused when it is the last way in), and the configured providers not yet connected, to connect
 * through the provider (the callback's link mode), which comes back to `returnTo`. Connecting waits
 * for the account's address to be verified, as the server does (ADR 0042): the buttons say so before
 * anyone leaves for the provider.
 */
/** `onShown`: told whether the section is on the page, so Settings names connected accounts only then. */
export function ConnectedAccounts({ hasPassword, returnTo = ROUTES.settings, onShown }: { hasPassword: boolean; returnTo?: string; onShown?(shown: boolean): void }) {
  const { t, i18n } = useTranslation('oauth');
  const { status, accounts, removing } = useSnapshot(linkedAccountsState);
  const { options, status: providersStatus } = useSnapshot(providersState);
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const verifyNote = useId();
  const emailVerified = useSnapshot(authState).user?.emailVerified ?? true;
  useEffect(() => {
    void loadLinkedAccounts();
    void loadSignInOptions();
  }, []);

  const date = (iso: string) => keepYearMark(new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' }));
  const lastWayIn = isLastWayIn(hasPassword, accounts.length);
  const linkedButtons = new Set(accounts.map((a) => a.button));
  const connectable = options.filter((o) => !linkedButtons.has(o.button));

  async function disconnect(account: LinkedAccountView) {
    if (removing !== null) return;
    setNotice(null);
    try {
      await unlinkAccount(account);
      setNotice({ variant: 'success', text: t('connected.unlinked', { provider: account.providerDisplayName }) });
      // Its button is gone with it: the section's title keeps the keyboard focus in place.
      title.current?.focus();
    } catch (error) {
      setNotice({ variant: 'error', text: describeOAuthError(error, t, 'oauth:errors.unlinkFailed', account.providerDisplayName) });
    }
  }

  function connect(option: SignInOption) {
    setLeaving(option.button);
    // The browser could not start it (no Web Crypto on a plain-HTTP address, storage refused): say so, never a dead button.
    void beginSignIn(option, { mode: 'link', rememberMe: false, redirect: returnTo }).catch(() => {
      setLeaving(null);
      setNotice({ variant: 'error', text: t('oauth:errors.unexpectedError') });
    });
  }

  const shown = hasConnectedAccountsSection({
    accountsStatus: status, accounts: accounts.length, providersStatus, providers: options.length, notice: notice !== null,
  });
  useEffect(() => onShown?.(shown), [shown, onShown]);
  if (!shown) return null;
  return (
    <section className="settings-section" aria-labelledby="connected-title">
      <h2 ref={title} id="connected-title" className="settings-section-title" tabIndex={-1}>{t('connected.title')}</h2>
      <p className="settings-section-intro">{t('connected.intro')}</p>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      {(status === 'idle' || status === 'loading') && (
        <p className="settings-loading">
          <Spinner size="sm" /> {t('connected.loading')}
        </p>
      )}
      {status === 'error' && (
        <Alert variant="error">
          {t('errors.accountsFailed')}{' '}
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => void loadLinkedAccounts()}>
            {t('connected.retry')}
          </button>
        </Alert>
      )}
      {status === 'ready' && accounts.length === 0 && <p className="settings-empty">{t('connected.empty')}</p>}
      {status === 'ready' && accounts.length > 0 && (
        <ul className="linked-list">
          {accounts.map((account) => (
            <li key={account.id} className="linked-item">
              <ProviderMark button={account.button} />
              <div className="linked-details">
                <p className="linked-name">{account.providerDisplayName}</p>
                <p className="linked-meta">
                  {account.providerEmail ?? t('connected.noEmail')} · {t('connected.linkedOn', { date: date(account.createdAt) })},{' '}
                  {account.lastUsedAt ? t('connected.lastUsed', { date: date(account.lastUsedAt) }) : t('connected.neverUsed')}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-secondary"
                onClick={() => void disconnect(account as LinkedAccountView)}
                // Busy only aria-disabled: the pressed button keeps the focus if the removal fails.
                disabled={lastWayIn}
                aria-disabled={removing !== null || undefined}
                aria-label={t('connected.unlinkLabel', { provider: account.providerDisplayName, email: account.providerEmail ?? t('connected.noEmail') })}
              >
                {removing === account.id ? t('connected.unlinking') : t('connected.unlink')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {status === 'ready' && lastWayIn && <p className="form-note">{t('connected.lastWayIn')}</p>}
      {connectable.length > 0 && (
        <>
          <h3 className="settings-subtitle">{t('connected.connectMore')}</h3>
          {!emailVerified && <p id={verifyNote} className="form-note">{t('connected.verifyFirst')}</p>}
          <ul className="social-buttons social-buttons-inline">
            {connectable.map((option) => (
              <li key={option.button}>
                <button
                  type="button"
                  className="btn btn-secondary social-button"
                  onClick={() => connect(option as SignInOption)}
                  disabled={leaving !== null || !emailVerified}
                  aria-describedby={emailVerified ? undefined : verifyNote}
                >
                  {leaving === option.button ? <Spinner size="sm" /> : <ProviderMark button={option.button} />}
                  {t('buttons.connect', { provider: t(`providers.${option.button}`) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
