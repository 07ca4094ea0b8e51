import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { ROUTES } from '../../../app/paths';
import type { SessionResults } from '../../../lib/contracts';
import { MissingPage } from '../../../components/MissingPage';
import { PageSpinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { localized } from '../../catalogue';
import { partnerOf } from '../state/analysis-words';
import { leaveResults, loadResults, resultsState } from '../state/results.store';
import { NewAchievements } from './NewAchievements';
import { ResultsState } from './ResultsStates';
import { ResultsView } from './ResultsView';
import '../results.css';
import { keepYearMark } from '../../../lib/due-date';

/**
 * /results/{id} (just finished: achievements and a way on) and /history/{id} (looking back:
 * message-by-message feedback). Both read the same analysis, and say plainly when there is none.
 */
export function ResultsScreen({ variant }: { variant: 'results' | 'history' }) {
  const { t } = useTranslation('results');
  const { id = '' } = useParams<{ id: string }>();
  const { status, sessionId, result, achievements } = useSnapshot(resultsState);
  const locale = currentLocale();
  const ready = status === 'ready' && result !== null && String(result.id) === id;
  // The scenario as it was played: each language's version has its own characters and details.
  const played = ready ? result.locale : locale;
  useDocumentTitle(ready ? `${t(`${variant}.documentTitle`)} — ${localized(result, 'scenarioName', played)}` : t(`${variant}.documentTitle`));

  useEffect(() => {
    void loadResults(id);
    return leaveResults;
  }, [id]);

  const retry = () => void loadResults(id);
  if (status === 'missing') {
    return <MissingPage title={t('missing.title')} body={t('missing.body')} action={{ href: ROUTES.home, label: t('missing.home') }} />;
  }
  const shown = result as SessionResults;
  // Named as the learner met them, their role in the reader's words, as the conversation below says it.
  const partner = ready ? partnerOf(shown, locale) : null;
  const playedLang = played === locale ? undefined : played;
  return (
    <div className="container results-page">
      {variant === 'history' && <p className="results-back"><Link href={ROUTES.home} className="back-link">← {t('history.back')}</Link></p>}
      {(status === 'pending' || status === 'inProgress' || status === 'failed' || status === 'error') && sessionId !== null && (
        <ResultsState status={status} sessionId={sessionId} variant={variant} retry={retry} />
      )}
      {(status === 'loading' || status === 'idle') && <PageSpinner />}
      {ready && (
        <>
          <header className="results-header">
            <p className="eyebrow">{t(`${variant}.eyebrow`)}</p>
            <h1 lang={playedLang}>{localized(shown, 'scenarioName', played)}</h1>
            <p className="lead" lang={playedLang}>{localized(shown, 'scenarioDescription', played)}</p>
            <p className="muted">
              {t('completedOn', { date: keepYearMark(new Date(shown.completedAt).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' })) })}
              {partner && ` · ${partner.role ? t('partnerRole', partner) : t('partner', partner)}`}
            </p>
          </header>
          <ResultsView
            result={shown}
            earned={variant === 'results' && achievements.length > 0 && <NewAchievements sessionId={shown.id} achievements={[...achievements]} />}
          />
          <p className="results-next">
            <Link href={ROUTES.scenarios} className="btn btn-primary">{t('practiceAnother')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
