import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { PageSpinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadOnboarding, onboardingState } from '../state/onboarding.store';
import { GoalsForm } from './GoalsForm';
import '../onboarding.css';
import '../own-goals.css';

/** Goal setting (SPEC §2 "Onboarding"): after registration, and again from the user menu. */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('documentTitle'));
  const { status, loadFailure } = useSnapshot(onboardingState);

  useEffect(() => {
    void loadOnboarding();
  }, []);

  if (status === 'idle' || status === 'loading') {
    return (
      <div className="container onboarding-page">
        <PageSpinner />
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className="container onboarding-page">
        <h1>{t('title.neutral')}</h1>
        <div className="onboarding-load-error">
          <Alert variant="error" title={t(loadFailure === 'profile' ? 'errors.profileLoad' : 'errors.categoriesLoad')}>
            {t('errors.loadBody')}
          </Alert>
          <button type="button" className="btn btn-primary" onClick={() => void loadOnboarding()}>
            {t('common:actions.retry')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="container onboarding-page">
      <GoalsForm />
    </div>
  );
}
