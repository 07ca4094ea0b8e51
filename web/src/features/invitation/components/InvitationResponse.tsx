import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { invitePath, ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { withRedirect } from '../../../lib/redirect';
import { logout, refreshProfile } from '../../auth';
import type { Refusal } from '../state/invitation-mode';
import { invitationState, respond } from '../state/invitation.store';

/** Each refusal's text (`refused.<key>`, `refused.<key>Hint`) and title: the account's, or the address's when there is no account. */
const REFUSAL_KEYS: Record<Refusal, { key: 'otherOrganisation' | 'administrator' | 'onHold'; title: 'title' | 'onHoldTitle' }> = {
  'TEAM.OTHER_ORGANISATION': { key: 'otherOrganisation', title: 'title' },
  'TEAM.ADMIN_NOT_INVITABLE': { key: 'administrator', title: 'title' },
  'TEAM.ADDRESS_ON_HOLD': { key: 'onHold', title: 'onHoldTitle' },
};

/** The invited account cannot join as it is: why, and what could change that; nothing here answers the invitation. */
export function Refused({ refusal, email, organizationName }: { refusal: Refusal; email: string; organizationName: string }) {
  const { t } = useTranslation('invitation');
  const { key, title } = REFUSAL_KEYS[refusal];
  return (
    <div className="inv-panel">
      <Alert variant="warning" title={t(`refused.${title}`)}>
        {t(`refused.${key}`, { email, name: organizationName })} {t('refused.nothingChanged')}
      </Alert>
      <p className="inv-note">{t(`refused.${key}Hint`)}</p>
      <Link href={ROUTES.home} className="btn btn-secondary btn-block">{t('refused.home')}</Link>
    </div>
  );
}

/** The address has an account: sign in to it, and come back here to answer. */
export function SignInToAccept({ token }: { token: string }) {
  const { t } = useTranslation('invitation');
  return (
    <div className="inv-panel">
      <p>{t('signIn.body')}</p>
      <Link href={withRedirect(ROUTES.login, invitePath(token))} className="btn btn-primary btn-block">{t('signIn.action')}</Link>
    </div>
  );
}

/** Signed in as someone else: the invitation is not theirs to answer. */
export function WrongAccount({ signedInAs, invited }: { signedInAs: string; invited: string }) {
  const { t } = useTranslation('invitation');
  return (
    <div className="inv-panel">
      <Alert variant="warning">{t('wrongAccount.body', { current: signedInAs, invited })}</Alert>
      {/* Signing out keeps this page: it then offers the way in for the invited address. */}
      <button type="button" className="btn btn-primary btn-block" onClick={logout}>
        {t('wrongAccount.signOut')}
      </button>
    </div>
  );
}

/** Signed in with the invited address: join, or say no. */
export function Respond({ organizationName }: { organizationName: string }) {
  const { t } = useTranslation('invitation');
  const { acting, actError, outcome } = useSnapshot(invitationState);
  const answer = async (kind: 'accept' | 'decline') => {
    // While one answer is on its way the buttons only look unavailable (a `disabled` one would drop the keyboard focus).
    if (invitationState.acting !== null) return;
    // The navbar and the admin links read the organisation from the profile.
    if ((await respond(kind)) && kind === 'accept') void refreshProfile();
  };
  if (outcome) {
    return (
      <div className="inv-panel" role="status">
        <Alert variant={outcome.kind === 'accepted' ? 'success' : 'info'}>
          {outcome.kind === 'accepted' ? t('respond.accepted', { name: outcome.organization.name }) : t('respond.declined', { name: organizationName })}
        </Alert>
        <Link href={ROUTES.home} className="btn btn-primary btn-block">{t('respond.home')}</Link>
      </div>
    );
  }
  return (
    <div className="inv-panel">
      {actError ? <Alert variant="error">{describeError(actError, t, 'invitation:respond.failed')}</Alert> : null}
      <p>{t('respond.body', { name: organizationName })}</p>
      <div className="inv-actions">
        <button type="button" className="btn btn-primary" aria-disabled={acting !== null || undefined} onClick={() => void answer('accept')}>
          {acting === 'accept' && <Spinner size="sm" />}
          {t('respond.accept')}
        </button>
        <button type="button" className="btn btn-secondary" aria-disabled={acting !== null || undefined} onClick={() => void answer('decline')}>
          {acting === 'decline' && <Spinner size="sm" />}
          {t('respond.decline')}
        </button>
      </div>
    </div>
  );
}
