import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { PasswordField } from '../../../components/FormField';
import { consumePostRegisterRedirect, redirectFromSearch, savePostRegisterRedirect, withRedirect } from '../../../lib/redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MIN_PASSWORD_LENGTH } from '../../../lib/validation';
import { register } from '../state/session.actions';
import { AuthLayout } from './AuthLayout';
import { CredentialsFields, useCredentialsForm } from './credentials-form';
import { useCompleteSignIn } from './use-complete-sign-in';
import { SocialButtons } from '../../oauth';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.documentTitle'));
  const redirect = redirectFromSearch(useSearch());
  const completeSignIn = useCompleteSignIn();
  const form = useCredentialsForm('auth:errors.registerFailed', { newPassword: true });
  const [confirm, setConfirm] = useState('');
  // SPEC §4: kept for 10 minutes, so a visitor who looks around before signing up still lands where they were going.
  useEffect(() => {
    if (redirect) savePostRegisterRedirect(redirect);
  }, [redirect]);

  const loginHref = withRedirect(ROUTES.login, redirect);
  const mismatch = confirm.length > 0 && confirm !== form.password;
  const confirmError = mismatch ? t('passwordMismatch') : !confirm && form.submitted ? t('validation.confirmRequired') : null;

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <CredentialsFields
        form={form}
        onSubmit={(event) =>
          void form.submit(event, !confirm || mismatch, () => register(form.credentials), (user) =>
            completeSignIn(user, afterRegistering(redirect)),
          )
        }
        passwordName="new-password"
        passwordAutoComplete="new-password"
        passwordHint={t('changePassword.rule', { min: MIN_PASSWORD_LENGTH })}
        unavailable={mismatch}
        submitLabel={t('register.submit')}
        submittingLabel={t('register.submitting')}
        errorContent={
          form.errorCode === 'IDENTITY.EMAIL_TAKEN' ? (
            <Trans t={t} i18nKey="register.emailTaken" components={{ login: <Link href={loginHref} /> }} />
          ) : undefined
        }
      >
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={confirmError}
        />
      </CredentialsFields>
      <SocialButtons rememberMe={form.rememberMe} redirect={redirect} />
      <p className="auth-switch">
        {t('register.haveAccount')} <Link href={loginHref}>{t('register.toLogin')}</Link>
      </p>
    </AuthLayout>
  );
}

/** The redirect query, else the one kept from an earlier visit to this page; the kept one is used up either way. */
function afterRegistering(redirect: string | null): string {
  const kept = consumePostRegisterRedirect();
  return redirect ?? kept ?? ROUTES.onboarding;
}
