import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { MissingPage } from '../../../components/MissingPage';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { PageSpinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadScenario, scenarioState } from '../state/catalogue.store';
import { localized } from '../state/localize';
import { ScenarioDetailView } from './ScenarioDetailView';
import { SessionStartHost } from './SessionStartHost';
import '../catalogue.css';

const BackIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </svg>
);

export default function ScenarioDetailPage() {
  const { t } = useTranslation('catalogue');
  const { id = '' } = useParams<{ id: string }>();
  const { status, scenario } = useSnapshot(scenarioState);
  const locale = currentLocale();
  const ready = status === 'ready' && scenario !== null && String(scenario.id) === id;
  useDocumentTitle(ready ? localized(scenario, 'name', locale) : status === 'notFound' ? t('detail.notFound') : null);

  useEffect(() => {
    void loadScenario(id);
  }, [id, locale]); // the rubric comes in the page's language

  const back = (
    <Link href={ROUTES.scenarios} className="back-link">
      <BackIcon /> {t('detail.back')}
    </Link>
  );

  if (status === 'notFound') {
    return <MissingPage title={t('detail.notFound')} body={t('detail.notFoundBody')} action={{ href: ROUTES.scenarios, label: t('detail.back') }} />;
  }

  return (
    <div className="container scenario-detail">
      <p className="scenario-back">{back}</p>
      {status === 'error' && (
        <div className="catalogue-state">
          <Alert variant="error">{t('detail.error')}</Alert>
          <button type="button" className="btn btn-primary" onClick={() => void loadScenario(id)}>
            {t('common:actions.retry')}
          </button>
        </div>
      )}
      {!ready && status !== 'error' && <PageSpinner />}
      {ready && <ScenarioDetailView scenario={scenario} />}
      <SessionStartHost />
    </div>
  );
}
