import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { filterQuery, type ScenarioFilters as Filters } from '../api/catalogue.api';
import { catalogueState, catalogueTotals, filtersFromSearch, loadCatalogue, NO_FILTERS } from '../state/catalogue.store';
import { isKnownCategory, queryWithoutCategory } from '../state/category-filter';
import { ScenarioCard, ScenarioCardSkeleton } from './ScenarioCard';
import { ScenarioFilters } from './ScenarioFilters';
import { SessionStartHost } from './SessionStartHost';
import '../catalogue.css';

const SKELETON_CARDS = 6;
/** A count with the longest plural forms ("99 сценариев"), to size the subtitle before the real one. */
const SAMPLE_COUNT = 99;

export default function ScenariosPage() {
  const { t } = useTranslation('catalogue');
  useDocumentTitle(t('list.documentTitle'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const { status, scenarios, categories } = useSnapshot(catalogueState);

  useEffect(() => {
    void loadCatalogue(filters);
  }, [filters]);

  // The URL holds the filters, so a reload, a shared link and the Back button keep them.
  const applyFilters = (next: Filters) => navigate(ROUTES.scenarios + filterQuery(next), { replace: true });
  // A category the loaded list does not have (a typo, an old link, one renamed since) is no filter:
  // the URL drops it and every category's scenarios show. Until then the empty answer is not shown.
  const unknownCategory = status === 'ready' && !isKnownCategory(categories, filters.category);
  useEffect(() => {
    if (unknownCategory) navigate(ROUTES.scenarios + queryWithoutCategory(search), { replace: true });
  }, [unknownCategory, search, navigate]);
  const shown = unknownCategory ? 'loading' : status;
  const totals = catalogueTotals(categories);
  const counted = totals.scenarios > 0;
  const filtered = filters.category !== '' || filters.difficulty !== '';

  return (
    <>
      <section className="page-hero catalogue-hero" aria-labelledby="catalogue-title">
        <div className="container narrow">
          <p className="eyebrow">{t('list.eyebrow')}</p>
          <h1 id="catalogue-title">{t('list.title')}</h1>
          <p className="lead catalogue-lead">
            {/* Until the counts arrive, an invisible subtitle with sample counts keeps the space the
                real one needs, so the cards below do not move when it is filled in. */}
            <span className={counted ? undefined : 'reserved'} aria-hidden={!counted}>
              {t('list.subtitle', {
                scenarios: t('list.scenarioCount', { count: counted ? totals.scenarios : SAMPLE_COUNT }),
                categories: t('list.categoryCount', { count: counted ? totals.categories : SAMPLE_COUNT }),
              })}
            </span>
            {!counted && <span>{t('list.subtitlePending')}</span>}
          </p>
        </div>
      </section>
      <div className="container catalogue-body">
        <ScenarioFilters filters={filters} categories={categories} onChange={applyFilters} />
        <p className="catalogue-status" role="status" aria-live="polite">
          {shown === 'loading' ? (
            <span className="visually-hidden">{t('list.loading')}</span>
          ) : shown === 'ready' && scenarios.length > 0 ? (
            t('list.results', { count: scenarios.length })
          ) : null}
        </p>
        {shown === 'error' && (
          <div className="catalogue-state">
            <Alert variant="error">{t('list.error')}</Alert>
            <button type="button" className="btn btn-primary" onClick={() => void loadCatalogue(filters)}>
              {t('common:actions.retry')}
            </button>
          </div>
        )}
        {shown === 'ready' && scenarios.length === 0 && (
          <div className="catalogue-state catalogue-empty">
            <p>{t('list.empty')}</p>
            {filtered && (
              <button type="button" className="btn btn-secondary" onClick={() => applyFilters(NO_FILTERS)}>
                {t('list.resetFilters')}
              </button>
            )}
          </div>
        )}
        {(shown === 'loading' || shown === 'idle') && (
          <ul className="scenario-grid" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <ScenarioCardSkeleton key={index} />
            ))}
          </ul>
        )}
        {shown === 'ready' && scenarios.length > 0 && (
          <ul className="scenario-grid">
            {scenarios.map((scenario) => (
              <ScenarioCard key={scenario.id} scenario={scenario} />
            ))}
          </ul>
        )}
      </div>
      <SessionStartHost />
    </>
  );
}
