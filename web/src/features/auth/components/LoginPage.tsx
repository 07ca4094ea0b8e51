import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Link, useSearch } from 'wouter';
import { homeForRole, ROUTES } from '../../../app/paths';
import { redirectFromSearch, withRedirect } from '../../../lib/redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { login } from '../state/session.actions';
import { authState } from '../state/auth.store';
import { AuthLayout } from './AuthLayout';
import { CredentialsFields, useCredentialsForm } from './credentials-form';
import { useCompleteSignIn } from './use-complete-sign-in';
import { SocialButtons } from '../../oauth';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  const redirect = redirectFromSearch(useSearch());
  const completeSignIn = useCompleteSignIn();
  const form = useCredentialsForm('auth:errors.loginFailed');
  // Sent here because the server ended the session: say why, or it looks as if the app broke.
  const { forcedOut } = useSnapshot(authState);

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {forcedOut && <Alert variant="info">{t('login.signedOut')}</Alert>}
      <CredentialsFields
        form={form}
        onSubmit={(event) =>
          void form.submit(event, false, () => login(form.credentials), (user) => completeSignIn(user, redirect ?? homeForRole(user.role)))
        }
        passwordName="password"
        passwordAutoComplete="current-password"
        submitLabel={t('login.submit')}
        submittingLabel={t('login.submitting')}
      />
      <p className="auth-forgot">
        <Link href={ROUTES.forgotPassword}>{t('login.forgotPassword')}</Link>
      </p>
      <SocialButtons rememberMe={form.rememberMe} redirect={redirect} />
      <p className="auth-switch">
        {t('login.noAccount')} <Link href={withRedirect(ROUTES.register, redirect)}>{t('login.toRegister')}</Link>
      </p>
    </AuthLayout>
  );
}
