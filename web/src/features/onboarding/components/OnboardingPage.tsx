import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/routes';
import { CheckIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authState } from '../../auth/state/auth.store';

/**
 * Where registration lands (SPEC §2). The goal-setting flow replaces this page; until then it
 * confirms the account so a new user never meets a 404 right after signing up.
 */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('documentTitle'));
  const email = useSnapshot(authState).user?.email ?? '';
  return (
    <section className="container page-state" aria-labelledby="onboarding-title">
      <span className="page-state-icon" aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h1 id="onboarding-title">{t('title')}</h1>
      <p className="lead">{t('body', { email })}</p>
      <Link href={ROUTES.home} className="btn btn-primary">
        {t('continue')}
      </Link>
    </section>
  );
}
