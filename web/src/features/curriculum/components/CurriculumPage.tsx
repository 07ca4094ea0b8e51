import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ArrowRightIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyAssignments } from '../../assignments';
import { authState } from '../../auth';
import { SessionStartHost } from '../../catalogue';
import { searchForVariant, type Variant, variantFromSearch } from '../state/curriculum';
import { curriculumState, loadCurriculum } from '../state/curriculum.store';
import { CurriculumLoadError, CurriculumSkeleton } from './CurriculumStates';
import { CurriculumTabs } from './CurriculumTabs';
import '../curriculum.css';
import '../cards.css';

/** SPEC §2 "Curriculum": the learner's initial and dynamic paths, each a list of scenarios to work through. */
export default function CurriculumPage() {
  const { t } = useTranslation('curriculum');
  useDocumentTitle(t('documentTitle'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const variant = variantFromSearch(search);
  const state = useSnapshot(curriculumState);
  const { user } = useSnapshot(authState);
  const own = user !== null && state.userId === user.id;

  useEffect(() => {
    void loadCurriculum();
  }, [user?.id]);

  // The guard (SPEC §2): no goals and no initial curriculum yet, so the goals come first.
  const toOnboarding = own && state.status === 'ready' && state.needsOnboarding;
  useEffect(() => {
    if (toOnboarding) navigate(ROUTES.onboarding, { replace: true });
  }, [toOnboarding, navigate]);

  const select = (next: Variant) => navigate(ROUTES.curriculum + searchForVariant(next), { replace: true });
  const { initial, dynamic } = state;
  const lists = own && state.status === 'ready' && !state.needsOnboarding && initial && dynamic ? { initial, dynamic } : null;

  return (
    <>
      <section className="curriculum-hero" aria-labelledby="curriculum-title">
        <div className="container">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 id="curriculum-title">{t('title')}</h1>
          <p className="lead">{t('subtitle')}</p>
          <Link href={ROUTES.scenarios} className="btn btn-secondary curriculum-all">
            {state.scenarioCount === null ? t('viewAllUncounted') : t('viewAll', { count: state.scenarioCount })}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </section>
      <div className="container curriculum-body">
        <MyAssignments />
        {lists ? (
          <CurriculumTabs variant={variant} lists={lists} onSelect={select} />
        ) : own && state.status === 'error' ? (
          <CurriculumLoadError failure={state.loadFailure} onRetry={() => void loadCurriculum()} />
        ) : (
          <CurriculumSkeleton />
        )}
      </div>
      <Suspense fallback={null}>
        <SessionStartHost />
      </Suspense>
    </>
  );
}
