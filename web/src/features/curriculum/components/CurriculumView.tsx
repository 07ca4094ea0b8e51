import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { currentLocale } from '../../../lib/i18n';
import type { CurriculumList } from '../api/curriculum.api';
import { progressOf, type Variant } from '../state/curriculum';
import { CurriculumCard } from './CurriculumCard';
import { CurriculumEmpty } from './CurriculumStates';

/** One tab: what it is, the counts and the overall percentage, then the cards in order (SPEC §2). */
export function CurriculumView({ variant, list }: { variant: Variant; list: Snapshot<CurriculumList> }) {
  const { t } = useTranslation('curriculum');
  const progress = progressOf(list.items);
  const when = list.generatedAt
    ? new Date(list.generatedAt).toLocaleString(currentLocale(), { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })
    : null;

  return (
    <>
      <p className="curriculum-about">
        {t(`about.${variant}`)}
        {when && variant === 'dynamic' && <span className="curriculum-updated">{t('updated', { when })}</span>}
      </p>
      {list.items.length === 0 ? (
        <CurriculumEmpty />
      ) : (
        <>
          <section className="curriculum-summary" aria-label={t('summary.label')}>
            <dl className="curriculum-counts">
              <Count label={t('summary.completed')} value={progress.completed} tone="completed" />
              <Count label={t('summary.inProgress')} value={progress.inProgress} tone="progress" />
              <Count label={t('summary.upcoming')} value={progress.upcoming} tone="upcoming" />
              <Count label={t('summary.overall')} value={t('summary.percent', { percent: progress.percent })} tone="overall" />
            </dl>
            <div
              className="curriculum-bar"
              role="progressbar"
              aria-label={t('summary.bar')}
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.completed}
              aria-valuetext={`${progress.completed} / ${progress.total}`}
            >
              <span style={{ width: `${progress.percent}%` }} />
            </div>
          </section>
          <ol className="curriculum-list">
            {list.items.map((item, index) => (
              <CurriculumCard key={`${item.scenarioId}-${index}`} items={list.items} index={index} variant={variant} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function Count({ label, value, tone }: { label: string; value: number | string; tone: string }) {
  return (
    <div className={`curriculum-count count-${tone}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
