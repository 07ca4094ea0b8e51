import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import type { SessionResults } from '../../../lib/contracts';
import { MissingPage } from '../../../components/MissingPage';
import { PageSpinner, Spinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { localized } from '../../catalogue';
import { leaveResults, loadResults, resultsState } from '../state/results.store';
import { NewAchievements } from './NewAchievements';
import { ResultsView } from './ResultsView';
import '../results.css';

/**
 * /results/{id} (just finished: achievements and a way on) and /history/{id} (looking back:
 * message-by-message feedback). Both read the same analysis.
 */
export function ResultsScreen({ variant }: { variant: 'results' | 'history' }) {
  const { t } = useTranslation('results');
  const { id = '' } = useParams<{ id: string }>();
  const { status, result, achievements } = useSnapshot(resultsState);
  const locale = currentLocale();
  const ready = status === 'ready' && result !== null && String(result.id) === id;
  useDocumentTitle(ready ? `${t(`${variant}.documentTitle`)} — ${localized(result, 'scenarioName', locale)}` : t(`${variant}.documentTitle`));

  useEffect(() => {
    void loadResults(id);
    return leaveResults;
  }, [id]);

  const retry = () => void loadResults(id);
  if (status === 'missing') {
    return <MissingPage title={t('missing.title')} body={t('missing.body')} action={{ href: ROUTES.home, label: t('missing.home') }} />;
  }
  return (
    <div className="container results-page">
      {variant === 'history' && <p className="results-back"><Link href={ROUTES.home} className="back-link">← {t('history.back')}</Link></p>}
      {status === 'pending' && (
        <div className="results-state" role="status">
          <Spinner size="md" />
          <div>
            <p className="results-state-title">{t('pending.title')}</p>
            <p className="muted">{t('pending.body')}</p>
          </div>
          <button type="button" className="btn btn-secondary btn-sm" onClick={retry}>{t('common:actions.retry')}</button>
        </div>
      )}
      {status === 'error' && (
        <div className="results-state">
          <Alert variant="error">{t(`${variant}.error`)}</Alert>
          <button type="button" className="btn btn-primary" onClick={retry}>{t('common:actions.retry')}</button>
        </div>
      )}
      {(status === 'loading' || status === 'idle') && <PageSpinner />}
      {ready && (
        <>
          <header className="results-header">
            <p className="eyebrow">{t(`${variant}.eyebrow`)}</p>
            <h1>{localized(result, 'scenarioName', locale)}</h1>
            <p className="lead">{localized(result, 'scenarioDescription', locale)}</p>
            <p className="muted">
              {t('completedOn', { date: new Date(result.completedAt).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }) })}
              {result.personaName && ` · ${t('partner', { name: result.personaName })}`}
            </p>
          </header>
          {variant === 'results' && achievements.length > 0 && <NewAchievements achievements={[...achievements]} />}
          <ResultsView result={result as SessionResults} messageFeedback={variant === 'history'} />
          <p className="results-next">
            <Link href={ROUTES.scenarios} className="btn btn-primary">{t('practiceAnother')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
