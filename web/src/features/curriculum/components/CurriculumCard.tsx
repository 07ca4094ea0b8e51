import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { scenarioPath } from '../../../app/paths';
import { SparkIcon } from '../../../components/icons';
import { currentLocale } from '../../../lib/i18n';
import { DifficultyBadge, localized } from '../../catalogue';
import { ScoreBadge } from '../../results';
import type { CurriculumItem } from '../api/curriculum.api';
import { IN_PROGRESS_PERCENT, metricBadges, reasonText, type Variant } from '../state/curriculum';
import { CardButton } from './CardButton';
import { StatusIcon } from './StatusIcon';

interface Props {
  items: readonly Snapshot<CurriculumItem>[];
  index: number;
  variant: Variant;
}

/** A step of the path (SPEC §2): index, status, the scenario, its progress or best scores, and its button. */
export function CurriculumCard({ items, index, variant }: Props) {
  const { t } = useTranslation('curriculum');
  const item = items[index]!;
  const locale = currentLocale();
  const titleId = `curriculum-${variant}-${index}-title`;
  const metrics = metricBadges(item);
  const reason = variant === 'dynamic' ? reasonText(item.reason) : null;

  return (
    <li className="curriculum-card" data-status={item.status} aria-labelledby={titleId}>
      <div className="curriculum-card-head">
        <span className="curriculum-index" aria-hidden="true">
          {index + 1}
        </span>
        <div className="curriculum-card-heading">
          <p className="curriculum-card-status">
            <span className="visually-hidden">{t('card.step', { index: index + 1 })}, </span>
            <StatusIcon status={item.status} />
            {t(`status.${item.status}`)}
          </p>
          <h2 id={titleId} className="curriculum-card-title">
            <Link href={scenarioPath(item.scenarioId)}>{localized(item, 'name', locale)}</Link>
          </h2>
        </div>
      </div>
      <div className="curriculum-card-meta">
        <span className="scenario-category">{localized(item, 'category', locale)}</span>
        <DifficultyBadge difficulty={item.difficulty} />
      </div>
      <p className="curriculum-card-text">{localized(item, 'description', locale)}</p>
      {reason && (
        <p className="curriculum-reason">
          <SparkIcon size={16} />
          <span className="visually-hidden">{t('card.why')}: </span>
          {t(reason.key, { skill: reason.skill ? t(`skills.${reason.skill}`) : '' })}
        </p>
      )}
      {item.status === 'InProgress' && (
        // A fixed mark of "started" (SPEC), not a measure: hidden from screen readers, which hear the status instead.
        <div className="curriculum-progress" aria-hidden="true">
          <span style={{ width: `${IN_PROGRESS_PERCENT}%` }} />
        </div>
      )}
      {metrics.length > 0 && (
        <ul className="curriculum-metrics" aria-label={t('card.scores')}>
          {metrics.map((metric) => (
            <li key={metric.name}>
              <ScoreBadge score={metric.score} label={t(`metrics.${metric.name}`)} />
            </li>
          ))}
        </ul>
      )}
      <div className="curriculum-card-footer">
        <CardButton items={items} index={index} variant={variant} />
      </div>
    </li>
  );
}
