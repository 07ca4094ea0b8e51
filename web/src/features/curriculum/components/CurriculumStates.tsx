import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { retryKeepingPlace } from '../../../lib/retry-focus';
import type { LoadFailure } from '../state/curriculum';
import { curriculumState, generateCurriculum, type GenerateFailure } from '../state/curriculum.store';

const SKELETON_CARDS = 3;

/** Placeholders shaped like the page while it loads; screen readers hear the status line instead. */
export function CurriculumSkeleton() {
  const { t } = useTranslation('curriculum');
  return (
    <div className="curriculum-loading">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className="curriculum-skeleton-tabs" aria-hidden="true">
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
      <ol className="curriculum-list" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="curriculum-card curriculum-card-skeleton">
            <span className="skeleton skeleton-title" />
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line short" />
          </li>
        ))}
      </ol>
    </div>
  );
}

const FAILURE_BODY: Record<LoadFailure, string> = {
  offline: 'common:errors.codes.network',
  server: 'curriculum:errors.tryAgain',
};

/** SPEC §8: 'Failed to load curriculum.', with a retry. */
export function CurriculumLoadError({ failure, onRetry }: { failure: LoadFailure | null; onRetry(): void }) {
  const { t } = useTranslation('curriculum');
  return (
    <div className="curriculum-state">
      <Alert variant="error" title={t('errors.load')}>
        {t(FAILURE_BODY[failure ?? 'server'])}
      </Alert>
      <button type="button" className="btn btn-primary" data-retry onClick={(event) => retryKeepingPlace(event.currentTarget, onRetry)}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}

const GENERATE_BODY: Record<GenerateFailure, string> = {
  offline: 'common:errors.codes.network',
  noGoals: 'curriculum:errors.noGoals',
  server: 'curriculum:errors.tryAgain',
};

/**
 * Goals saved but nothing generated from them (onboarding could not reach the planner, or the
 * goals predate the curriculum): offer to build it here. SPEC §8: 'Failed to generate curriculum.'
 */
export function CurriculumEmpty() {
  const { t } = useTranslation('curriculum');
  const { generating, generateFailure } = useSnapshot(curriculumState);
  return (
    <div className="curriculum-state curriculum-empty">
      <h2>{t('empty.title')}</h2>
      <p>{t('empty.body')}</p>
      {generateFailure && (
        <Alert variant="error" title={t('errors.generate')}>
          {t(GENERATE_BODY[generateFailure])}
        </Alert>
      )}
      <div className="curriculum-empty-actions">
        <button type="button" className="btn btn-primary" disabled={generating} onClick={() => void generateCurriculum()}>
          {generating && <Spinner size="sm" />}
          {generating ? t('empty.generating') : t('empty.generate')}
        </button>
        <Link href={ROUTES.onboarding} className="btn btn-secondary">
          {t('empty.goals')}
        </Link>
      </div>
    </div>
  );
}
