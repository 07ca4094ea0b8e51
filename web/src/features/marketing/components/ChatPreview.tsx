import { useTranslation } from 'react-i18next';
import { LightbulbIcon } from '../../../components/icons';
import { SKILLS } from '../../../lib/shared';

/** An illustration of a session (not live data): a character, the learner, a coach tip and an example analysis. */
const EXAMPLE_SCORES: Record<(typeof SKILLS)[number], number> = {
  empathy: 8,
  clarity: 7,
  problemSolving: 6,
  composure: 9,
  activeListening: 7,
};

export function ChatPreview() {
  const { t } = useTranslation('home');
  return (
    <figure className="chat-preview" aria-label={t('preview.label')}>
      <div className="chat-preview-header">
        <span className="chat-preview-scenario">{t('preview.scenario')}</span>
        <span className="badge badge-neutral">{t('preview.example')}</span>
      </div>
      <div className="chat-bubble chat-bubble-ai">
        <span className="chat-speaker">{t('preview.characterName')}</span>
        {t('preview.characterLine')}
      </div>
      <div className="chat-bubble chat-bubble-user">{t('preview.userLine')}</div>
      <div className="coach-tip">
        <LightbulbIcon size={18} />
        <span>{t('preview.coachTip')}</span>
      </div>
      <figcaption className="score-card">
        <span className="score-card-title">{t('preview.analysisTitle')}</span>
        <ul className="score-bars">
          {SKILLS.map((skill) => (
            <li key={skill}>
              <span className="score-label">{t(`skills.${skill}.name`)}</span>
              <span className="score-track" aria-hidden="true">
                <span className="score-fill" style={{ width: `${EXAMPLE_SCORES[skill] * 10}%` }} />
              </span>
              <span className="score-value">{EXAMPLE_SCORES[skill]}/10</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
