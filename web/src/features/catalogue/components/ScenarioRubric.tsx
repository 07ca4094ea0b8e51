import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { RubricLevels } from '../../../components/RubricLevels';
import type { ScenarioDetail } from '../../../lib/contracts';
import { SKILLS } from '../../../lib/shared';

/** "What good looks like" before starting: each skill at 4, 7 and 10 in this situation (R2.12), one skill open at a time to keep the page short. */
export function ScenarioRubric({ rubric }: { rubric: Snapshot<ScenarioDetail['rubric']> }) {
  const { t } = useTranslation(['catalogue', 'results']); // the skills are named as the results page names them
  return (
    <section className="scenario-section scenario-rubric" aria-labelledby="scenario-rubric">
      <h2 id="scenario-rubric">{t('detail.rubric.title')}</h2>
      <p className="form-note">{t('detail.rubric.intro')}</p>
      {rubric.generic && <p className="form-note">{t('detail.rubric.generic')}</p>}
      {SKILLS.map((skill) => (
        <details key={skill} className="rubric-skill">
          <summary>{t(`results:skills.${skill}`)}</summary>
          <RubricLevels lines={rubric.skills[skill]} lang={rubric.locale} />
        </details>
      ))}
    </section>
  );
}
