import { useTranslation } from 'react-i18next';
import { ChartIcon, ChatIcon, GlobeIcon, LayersIcon, ShieldIcon, TargetIcon } from '../../../components/icons';

/** Facts about how the product works (no invented numbers or testimonials). */
const POINTS = [
  { key: 'fiveSkills', Icon: ChartIcon },
  { key: 'yourWords', Icon: TargetIcon },
  { key: 'unscripted', Icon: ChatIcon },
  { key: 'scenarios', Icon: LayersIcon },
  { key: 'languages', Icon: GlobeIcon },
  { key: 'free', Icon: ShieldIcon },
] as const;

export function ProofPoints() {
  const { t } = useTranslation('home');
  return (
    <section className="section" aria-labelledby="proof-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t('proof.eyebrow')}</p>
          <h2 id="proof-title">{t('proof.title')}</h2>
        </header>
        <ul className="card-grid card-grid-3 proof-grid">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="proof-item">
              <Icon className="proof-icon" />
              <div>
                <h3 className="proof-title">{t(`proof.points.${key}.title`)}</h3>
                <p>{t(`proof.points.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
