import { useTranslation } from 'react-i18next';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HowItWorks } from './HowItWorks';

/** Signed-in Home until the dashboard exists: a welcome and a reminder of how sessions work. */
export function WelcomeHome({ email }: { email: string }) {
  const { t } = useTranslation('home');
  useDocumentTitle(t('welcome.documentTitle'));
  return (
    <>
      <section className="welcome" aria-labelledby="welcome-title">
        <div className="container">
          <p className="eyebrow">{t('welcome.eyebrow')}</p>
          <h1 id="welcome-title" className="welcome-title">
            {t('welcome.title')}
          </h1>
          <p className="lead">
            {t('welcome.signedInAs')} <strong className="welcome-email">
              <BreakableEmail email={email} />
            </strong>
          </p>
          <p className="welcome-body">{t('welcome.body')}</p>
        </div>
      </section>
      <HowItWorks />
    </>
  );
}
