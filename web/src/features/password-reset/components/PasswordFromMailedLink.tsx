import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '../../../lib/validation';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { AuthLayout } from '../../auth';

type Status = 'checking' | 'ready' | 'invalid' | 'saving' | 'done' | 'error';

/** What a mailed link that ends in a new password does: reset the password, or undo an address change (ADR 0047). */
export interface MailedLinkFlow {
  /** The section of the passwordReset namespace with the page's words. */
  keys: 'reset' | 'undo';
  check: (token: string) => Promise<{ valid: boolean; email?: string | null }>;
  /** The server may name the account's address in its answer (the undo does): the success says it. */
  save: (token: string, password: string) => Promise<{ message: string; email?: string }>;
  /** The server's code for a link that no longer works. */
  invalidCode: string;
  /** Server codes the page words itself, by key in its section. */
  errorKeys?: Record<string, string>;
  /** Shown above the form once the link is known to work, with the address it belongs to. */
  intro?: (email: string | null) => ReactNode;
}

/** /reset-password and /undo-email-change: a link from a mail, checked first, then a new password typed twice. */
export function PasswordFromMailedLink({ flow }: { flow: MailedLinkFlow }) {
  const { t } = useTranslation('passwordReset');
  const k = (key: string) => `${flow.keys}.${key}`;
  useDocumentTitle(t(k('documentTitle')));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [status, setStatus] = useState<Status>(token ? 'checking' : 'invalid');
  const [email, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = newPasswordProblem(password, confirmation);
  const saving = status === 'saving';
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const doneRef = useRef<HTMLDivElement>(null);
  // The form is gone: the keyboard focus goes to the next step (Log in), not to the page.
  useEffect(() => {
    if (status === 'done') doneRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [status]);

  useEffect(() => {
    if (!token) return;
    // A link already used or replaced says so before anyone types a password; trouble reaching the server leaves the form to try.
    flow.check(token).then((link) => {
      setEmail(link.email ?? null);
      setStatus(link.valid ? 'ready' : 'invalid');
    }, () => setStatus('ready'));
  }, [token, flow]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // While saving the button only looks unavailable (a `disabled` one would drop the keyboard focus): a press does nothing.
    if (saving) return;
    setSubmitted(true);
    if (problem) {
      focusInvalid();
      return;
    }
    setStatus('saving');
    try {
      const saved = await flow.save(token, password);
      if (saved.email) setEmail(saved.email);
      setStatus('done');
    } catch (failure) {
      if (isApiError(failure) && failure.code === flow.invalidCode) return setStatus('invalid');
      const own = isApiError(failure) ? flow.errorKeys?.[failure.code] : undefined;
      setError(own ? t(k(own)) : describeError(failure, t, `passwordReset:${k('failed')}`));
      setStatus('error');
    }
  }

  let body;
  if (status === 'checking') {
    body = (
      <p role="status" className="auth-subtitle">
        <Spinner size="sm" /> {t(k('checking'))}
      </p>
    );
  } else if (status === 'invalid') {
    body = (
      <div className="auth-result">
        <Alert variant="error" title={t(k('invalidTitle'))}>{t(k('invalid'))}</Alert>
        {/* In both flows the way on from a dead link is a reset mailed to the reader's own address. */}
        <Link href={ROUTES.forgotPassword} className="btn btn-primary btn-block">{t(k('askAgain'))}</Link>
      </div>
    );
  } else if (status === 'done') {
    body = (
      <div ref={doneRef} className="auth-result">
        <Alert variant="success" title={t(k('doneTitle'))}>{t(k('done'), { email })}</Alert>
        <Link href={ROUTES.login} className="btn btn-primary btn-block">{t(k('toLogin'))}</Link>
      </div>
    );
  } else {
    body = (
      <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        {flow.intro?.(email)}
        {status === 'error' && error && <Alert variant="error">{error}</Alert>}
        <PasswordField
          label={t(k('newPassword'))}
          name="new-password"
          autoComplete="new-password"
          required
          hint={t('reset.rule', { count: MIN_PASSWORD_LENGTH })}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={submitted && problem === 'tooShort' ? t('reset.tooShort', { count: MIN_PASSWORD_LENGTH }) : null}
        />
        <PasswordField
          label={t(k('confirm'))}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={submitted && problem === 'mismatch' ? t('reset.mismatch') : null}
        />
        <button type="submit" className="btn btn-primary btn-block" aria-disabled={saving || undefined}>
          {saving && <Spinner size="sm" />}
          {saving ? t(k('saving')) : t(k('submit'))}
        </button>
      </form>
    );
  }

  return (
    <AuthLayout title={t(k('title'))} subtitle={t(k('subtitle'))}>
      {body}
      {/* Once done, the success's own Log in button is the way on: a second link there would repeat it. */}
      {status !== 'done' && (
        <p className="auth-switch">
          <Link href={ROUTES.login}>{t('backToLogin')}</Link>
        </p>
      )}
    </AuthLayout>
  );
}
