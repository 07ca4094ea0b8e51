import { useTranslation } from 'react-i18next';
import { BuildingIcon, CheckIcon, UserIcon } from '../../../components/icons';

const AUDIENCES = [
  { key: 'individuals', Icon: UserIcon, points: ['rehearse', 'safe', 'specific', 'progress'] },
  { key: 'businesses', Icon: BuildingIcon, points: ['consistent', 'analytics', 'team', 'languages'] },
] as const;

export function Benefits() {
  const { t } = useTranslation('home');
  return (
    <section className="section section-muted" aria-labelledby="benefits-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t('benefits.eyebrow')}</p>
          <h2 id="benefits-title">{t('benefits.title')}</h2>
        </header>
        <div className="card-grid card-grid-2">
          {AUDIENCES.map(({ key, Icon, points }) => (
            <article key={key} className="card benefit-card" aria-labelledby={`benefit-${key}`}>
              <div className="benefit-head">
                <span className="feature-icon">
                  <Icon />
                </span>
                <h3 id={`benefit-${key}`}>{t(`benefits.${key}.title`)}</h3>
              </div>
              <p>{t(`benefits.${key}.lead`)}</p>
              <ul className="check-list">
                {points.map((point) => (
                  <li key={point}>
                    <CheckIcon size={18} />
                    <span>{t(`benefits.${key}.points.${point}`)}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
