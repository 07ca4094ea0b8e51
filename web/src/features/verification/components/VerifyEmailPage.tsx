import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authState } from '../../auth';
import { isTokenValid } from '../state/verification.store';
import { verifyTabOf } from '../state/verification-rules';
import { NeedHelp } from './NeedHelp';
import { TokenForm } from './TokenForm';
import { VerifyTabs } from './VerifyTabs';
import '../verification.css';

/** SPEC §2 "Email verification page": the link's token verified on a press, or the Send and Verify tabs. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('verification');
  useDocumentTitle(t('documentTitle'));
  const search = useSearch();
  const token = new URLSearchParams(search).get('token')?.trim() || null;
  const [verified, setVerified] = useState(false);
  // Someone signed in has no login to go back to: their ways on are the dashboard and the scenarios.
  const signedIn = useSnapshot(authState).status === 'authenticated';

  return (
    <div className="verification-page container">
      <section className="verification-card" aria-labelledby="verification-title">
        <h1 id="verification-title" className="verification-title">{t('title')}</h1>
        {token ? (
          <>
            <p className="verification-subtitle">{t('tokenSubtitle')}</p>
            {!verified && <LinkState token={token} />}
            <TokenForm initialToken={token} onVerified={() => setVerified(true)} />
            <div className="verification-actions">
              {signedIn
                ? <Link href={ROUTES.home} className="btn btn-secondary btn-block">{t('actions.toDashboard')}</Link>
                : <Link href={ROUTES.login} className="btn btn-secondary btn-block">{t('actions.continueToLogin')}</Link>}
            </div>
          </>
        ) : (
          <>
            <p className="verification-subtitle">{t('subtitle')}</p>
            <VerifyTabs key={verifyTabOf(search)} initialTab={verifyTabOf(search)} />
            <NeedHelp />
            <div className="verification-actions">
              {signedIn ? (
                <>
                  <Link href={ROUTES.home} className="btn btn-secondary">{t('actions.toDashboard')}</Link>
                  <Link href={ROUTES.scenarios} className="btn btn-secondary">{t('actions.startPractice')}</Link>
                </>
              ) : (
                <>
                  <Link href={ROUTES.login} className="btn btn-secondary">{t('actions.backToLogin')}</Link>
                  <Link href={ROUTES.home} className="btn btn-secondary">{t('actions.goHome')}</Link>
                </>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

/** Says up front whether the link still works (validate does not use it up); a dead one gets a way to a new one. */
function LinkState({ token }: { token: string }) {
  const { t } = useTranslation('verification');
  const [valid, setValid] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void isTokenValid(token).then((answer) => live && setValid(answer));
    return () => {
      live = false;
    };
  }, [token]);
  if (valid === null) return null;
  if (valid) return <Alert variant="info">{t('token.linkValid')}</Alert>;
  return (
    <Alert variant="warning">
      {t('token.linkInvalid')} <Link href={ROUTES.verifyEmail}>{t('token.newLink')}</Link>
    </Alert>
  );
}
