import { useTranslation } from 'react-i18next';
import { ChartIcon, ChatIcon, LightbulbIcon } from '../../../components/icons';
import { SKILLS } from '../../../lib/shared';
import '../marketing.css';

const PARTS = [
  { key: 'characters', Icon: ChatIcon },
  { key: 'coach', Icon: LightbulbIcon },
  { key: 'analysis', Icon: ChartIcon },
] as const;

/** How the AI works: characters, the optional coach and the scored analysis of five skills. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section id="how-it-works" className="section" aria-labelledby="how-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t('how.eyebrow')}</p>
          <h2 id="how-title">{t('how.title')}</h2>
          <p className="section-lead">{t('how.lead')}</p>
        </header>
        <ul className="card-grid card-grid-3">
          {PARTS.map(({ key, Icon }) => (
            <li key={key} className="card feature-card">
              <span className="feature-icon">
                <Icon />
              </span>
              <h3>{t(`how.parts.${key}.title`)}</h3>
              <p>{t(`how.parts.${key}.body`)}</p>
            </li>
          ))}
        </ul>
        <div className="skills-panel">
          <h3 className="skills-title">{t('how.skillsTitle')}</h3>
          <ul className="skills-list">
            {SKILLS.map((skill) => (
              <li key={skill} className="skill-item">
                <span className="skill-name">{t(`skills.${skill}.name`)}</span>
                <span className="skill-desc">{t(`skills.${skill}.description`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
