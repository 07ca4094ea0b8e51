import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthLayout } from '../../auth';
import { passwordResetApi } from '../api';
import { requestEmailProblem } from '../state/reset-rules';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

/** /forgot-password: the address to mail a link to; the answer is the same whether it has an account or not. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['passwordReset', 'auth']);
  useDocumentTitle(t('forgot.documentTitle'));
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);
  const kind = requestEmailProblem(email);
  const problem = kind === 'required' ? t('auth:validation.emailRequired') : kind === 'invalid' ? t('auth:validation.emailInvalid') : null;
  const sending = status === 'sending';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // While sending the button only looks unavailable (a `disabled` one would drop the keyboard focus): a press does nothing.
    if (sending) return;
    setSubmitted(true);
    if (problem) {
      focusInvalid();
      return;
    }
    setStatus('sending');
    try {
      await passwordResetApi.request(email.trim());
      setStatus('sent');
    } catch (failure) {
      setError(describeError(failure, t, 'passwordReset:forgot.failed'));
      setStatus('error');
    }
  }

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {status === 'sent' ? (
        // The form is gone: the keyboard focus goes to what replaced it, not to the page.
        <div ref={sentRef} className="auth-result" tabIndex={-1}>
          <Alert variant="success" title={t('forgot.sentTitle')}>{t('forgot.sent', { email: email.trim() })}</Alert>
        </div>
      ) : (
        <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
          {status === 'error' && error && <Alert variant="error">{error}</Alert>}
          <TextField
            label={t('auth:fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={submitted ? problem : null}
          />
          <button type="submit" className="btn btn-primary btn-block" aria-disabled={sending || undefined}>
            {sending && <Spinner size="sm" />}
            {sending ? t('forgot.sending') : t('forgot.submit')}
          </button>
        </form>
      )}
      <p className="auth-switch">
        <Link href={ROUTES.login}>{t('backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
