import { useTranslation } from 'react-i18next';
import { formatScore, scoreBand } from '../state/scores';

/** The overall score in a ring coloured by its band (SPEC §9). */
export function ScoreCircle({ score, size = 'lg' }: { score: number; size?: 'lg' | 'sm' }) {
  const { t } = useTranslation('results');
  const band = scoreBand(score);
  const degrees = Math.round((Math.min(10, Math.max(0, score)) / 10) * 360);
  return (
    <div className={`score-circle score-circle-${size} band-${band}`} style={{ ['--score-deg' as string]: `${degrees}deg` }}>
      <div className="score-circle-inner">
        <span className="score-circle-value">{formatScore(score)}</span>
        <span className="score-circle-max">/10</span>
      </div>
      <span className="visually-hidden">{t(`bands.${band}`)}</span>
    </div>
  );
}

/** A small score chip coloured by its band. */
export function ScoreBadge({ score, label }: { score: number; label?: string }) {
  const { t } = useTranslation('results');
  const band = scoreBand(score);
  return (
    <span className={`score-badge band-${band}`} title={t(`bands.${band}`)}>
      {label && <span className="score-badge-label">{label}</span>}
      {formatScore(score)}
    </span>
  );
}
