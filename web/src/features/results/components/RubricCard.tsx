import { useTranslation } from 'react-i18next';
import { RubricLevels } from '../../../components/RubricLevels';
import type { SessionResults } from '../../../lib/contracts';
import { rubricFor } from '../state/rubric';
import type { Skill } from '../state/scores';

/**
 * The benchmark a skill's score reached, and all three levels behind a disclosure (R2.12). The lines
 * are the scenario's descriptors ("You acknowledge…"), not an account of what the learner did, so the
 * card labels them as what a level looks like and sets them apart from the feedback above it. Below 4
 * it shows the first level, the one to reach. The lines are in the language the session was played
 * in, whose characters they name (see `rubricFor`).
 */
export function RubricCard({ result, skill }: { result: SessionResults; skill: Skill }) {
  const { t } = useTranslation('results');
  const { level, line, lines, generic, lang } = rubricFor(result, skill);
  return (
    <div className="rubric-card">
      <figure className="rubric-benchmark">
        <figcaption className="rubric-benchmark-label">{level === null ? t('rubric.below') : t('rubric.benchmark', { level })}</figcaption>
        <blockquote className="rubric-benchmark-line" lang={lang}>{level === null ? lines['4'] : line}</blockquote>
      </figure>
      <details className="rubric-more">
        {/* The skill in the name too: five of these in a row must be told apart when tabbing or listing controls. */}
        <summary>
          {t('rubric.show')}
          <span className="visually-hidden"> {t('rubric.showFor', { skill: t(`skills.${skill}`) })}</span>
        </summary>
        {generic && <p className="form-note">{t('rubric.generic')}</p>}
        <RubricLevels lines={lines} lang={lang} met={level} />
      </details>
    </div>
  );
}
