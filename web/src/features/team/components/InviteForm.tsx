import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { looksLikeEmail } from '../../../lib/validation';
import { clearInviteError, invite, teamState, toggleInvite } from '../state/team.store';

/** The failure in words: the server's own refusal when it has one, else SPEC §8's sentence. */
function useInviteError(email: string): string | null {
  const { t } = useTranslation('team');
  const { inviteError } = useSnapshot(teamState);
  if (!inviteError) return null;
  if (isApiError(inviteError, 'TEAM.ALREADY_MEMBER')) return t('invite.alreadyMember', { email });
  if (isApiError(inviteError, 'EMAIL_SEND_FAILED')) return t('invite.sendFailed');
  return describeError(inviteError, t, 'team:invite.failed');
}

/** SPEC §5: email required and email-typed; submit disabled while it is empty. */
export function InviteForm({ id, onDone }: { id: string; onDone(): void }) {
  const { t } = useTranslation('team');
  const { inviting } = useSnapshot(teamState);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const titleId = useId();
  const fieldError = submitted && !looksLikeEmail(email) ? t('invite.emailInvalid') : null;
  const error = useInviteError(sentTo);
  // Opening the form is asking to type an address: the field takes the focus.
  useEffect(() => document.getElementById(id)?.querySelector('input')?.focus(), [id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Whatever this try finds, the last one's refusal is not about it.
    clearInviteError();
    if (!looksLikeEmail(email)) return;
    setSentTo(email.trim());
    if (await invite(email.trim())) {
      setEmail('');
      setSubmitted(false);
      onDone();
    }
  };

  return (
    <form id={id} className="form team-invite" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId} aria-busy={inviting}>
      <h3 id={titleId} className="team-invite-title">{t('invite.title')}</h3>
      {error && <Alert variant="error">{error}</Alert>}
      <TextField
        label={t('invite.email')}
        type="email"
        name="invite-email"
        autoComplete="off"
        inputMode="email"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          clearInviteError();
        }}
        error={fieldError}
        hint={t('invite.hint')}
      />
      <div className="wa-actions">
        <button type="submit" className="btn btn-primary" disabled={!email.trim() || inviting}>
          {inviting && <Spinner size="sm" />}
          {inviting ? t('invite.sending') : t('invite.send')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => toggleInvite(false)}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </form>
  );
}
