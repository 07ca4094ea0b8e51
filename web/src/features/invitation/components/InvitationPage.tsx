import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { MailIcon } from '../../../components/icons';
import { PageSpinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { formatDate } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authState } from '../../auth';
import { invitationMode, tokenFromSearch } from '../state/invitation-mode';
import { invitationState, leaveInvitation, openInvitation } from '../state/invitation.store';
import { Refused, Respond, SignInToAccept, WrongAccount } from './InvitationResponse';
import { NewAccountForm } from './NewAccountForm';
import '../invitation.css';

/** A link that cannot be used (missing, not valid, expired, used): the reason in the reader's language, and a way home. */
function Unusable({ error }: { error: unknown }) {
  const { t } = useTranslation('invitation');
  return (
    <section className="inv-card" aria-labelledby="inv-title">
      <h1 id="inv-title" className="inv-title">{t('unusable.title')}</h1>
      <Alert variant="error">{error ? describeError(error, t, 'invitation:unusable.failed') : t('common:errors.codes.inviteNotFound')}</Alert>
      <p className="inv-note">{t('unusable.body')}</p>
      <Link href={ROUTES.home} className="btn btn-secondary btn-block">{t('unusable.home')}</Link>
    </section>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation('invitation');
  const { status, invitation, loadError } = useSnapshot(invitationState);
  const { status: authStatus, user } = useSnapshot(authState);
  if (status === 'loading' || authStatus === 'initialising') return <PageSpinner />;
  if (status === 'error' || !invitation) return <Unusable error={loadError} />;
  const mode = invitationMode(invitation, authStatus === 'authenticated' ? user : null);
  return (
    <section className="inv-card" aria-labelledby="inv-title">
      <MailIcon size={28} className="inv-icon" />
      <h1 id="inv-title" className="inv-title">{t('title', { name: invitation.organizationName })}</h1>
      <p className="inv-lead">{t('lead', { admin: invitation.invitedBy, email: invitation.email })}</p>
      <p className="inv-note">{t('expires', { date: formatDate(invitation.expiresAt, currentLocale()) })}</p>
      {mode === 'refused' && invitation.refusal && <Refused refusal={invitation.refusal} email={invitation.email} organizationName={invitation.organizationName} />}
      {mode === 'newAccount' && <NewAccountForm token={token} email={invitation.email} />}
      {mode === 'signIn' && <SignInToAccept token={token} />}
      {mode === 'respond' && <Respond organizationName={invitation.organizationName} />}
      {mode === 'wrongAccount' && user && <WrongAccount signedInAs={user.email} invited={invitation.email} />}
    </section>
  );
}

/** /invite?token=…: where an invitation mail's link lands (public). */
export default function InvitationPage() {
  const { t } = useTranslation('invitation');
  useDocumentTitle(t('documentTitle'));
  const token = tokenFromSearch(useSearch());
  useEffect(() => {
    if (token) void openInvitation(token);
    return leaveInvitation;
  }, [token]);
  return <div className="inv-page container">{token ? <Invitation token={token} /> : <Unusable error={null} />}</div>;
}
