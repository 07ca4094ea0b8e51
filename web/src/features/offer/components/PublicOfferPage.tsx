import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { PageSpinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadOffer, offerState } from '../state/offer.store';
import '../offer.css';

export default function PublicOfferPage() {
  const { t } = useTranslation('offer');
  useDocumentTitle(t('documentTitle'));
  const locale = currentLocale();
  const { status, html, locale: shown, requested } = useSnapshot(offerState);

  useEffect(() => {
    void loadOffer(locale);
  }, [locale]);

  return (
    <div className="container offer-page">
      <header className="offer-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      {(status === 'loading' || status === 'idle' || requested !== locale) && <PageSpinner />}
      {status === 'error' && requested === locale && (
        <div className="offer-error">
          <Alert variant="error" title={t('error.title')}>
            {t('error.body')}
          </Alert>
          <button type="button" className="btn btn-primary" onClick={() => void loadOffer(locale)}>
            {t('common:actions.retry')}
          </button>
        </div>
      )}
      {status === 'unavailable' && requested === locale && <Alert variant="info" title={t('unavailable.title')}>{t('unavailable.body')}</Alert>}
      {status === 'ready' && requested === locale && (
        <>
          {shown !== locale && <Alert variant="info">{t('fallbackNotice')}</Alert>}
          {/* Our own static file, with the operator's seller details escaped before insertion. */}
          <article className="prose offer-text" lang={shown ?? undefined} dangerouslySetInnerHTML={{ __html: html }} />
        </>
      )}
    </div>
  );
}
