import { useTranslation } from 'react-i18next';
import { RubricLevels } from '../../../components/RubricLevels';
import type { SessionResults } from '../../../lib/contracts';
import type { Skill } from '../state/scores';

/**
 * The rubric line a skill's score met, and all three behind a disclosure (R2.12). The lines are in
 * the session's language, the one the learner read them in before starting.
 */
export function RubricCard({ result, skill }: { result: SessionResults; skill: Skill }) {
  const { t } = useTranslation('results');
  const { level, line, lines, generic } = result.scores[skill].rubric;
  return (
    <div className="rubric-card">
      <p className="rubric-met">
        {level === null ? t('rubric.below') : <>{t('rubric.met', { level })} <span lang={result.locale}>{line}</span></>}
      </p>
      <details className="rubric-more">
        <summary>{t('rubric.show')}</summary>
        {generic && <p className="form-note">{t('rubric.generic')}</p>}
        <RubricLevels lines={lines} lang={result.locale} met={level} />
      </details>
    </div>
  );
}
