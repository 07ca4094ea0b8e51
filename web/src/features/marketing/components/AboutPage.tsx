import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ROUTES } from '../../../app/paths';
import { ChartIcon, LayersIcon, SparkIcon, TargetIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authState } from '../../auth';
import { CallToAction } from './CallToAction';
import '../marketing.css';

const STEPS = ['choose', 'talk', 'analyse', 'improve'] as const;
const FEATURES = [
  { key: 'realtime', Icon: SparkIcon },
  { key: 'scenarios', Icon: LayersIcon },
  { key: 'feedback', Icon: TargetIcon },
  { key: 'progress', Icon: ChartIcon },
] as const;

export default function AboutPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('documentTitle'));
  const signedIn = useSnapshot(authState).status === 'authenticated';
  return (
    <>
      <section className="page-hero" aria-labelledby="about-title">
        <div className="container narrow">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 id="about-title">{t('title')}</h1>
          <p className="lead">{t('mission.body')}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="about-steps">
        <div className="container">
          <header className="section-header">
            <h2 id="about-steps">{t('steps.title')}</h2>
          </header>
          <ol className="card-grid card-grid-4 steps">
            {STEPS.map((step, index) => (
              <li key={step} className="card step-card">
                <span className="step-badge" aria-hidden="true">{index + 1}</span>
                <h3>{t(`steps.${step}.title`)}</h3>
                <p>{t(`steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="about-features">
        <div className="container">
          <header className="section-header">
            <h2 id="about-features">{t('features.title')}</h2>
          </header>
          <ul className="card-grid card-grid-2">
            {FEATURES.map(({ key, Icon }) => (
              <li key={key} className="card feature-card feature-card-row">
                <span className="feature-icon">
                  <Icon />
                </span>
                <div>
                  <h3>{t(`features.${key}.title`)}</h3>
                  <p>{t(`features.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction
        title={t(signedIn ? 'cta.signedIn.title' : 'cta.signedOut.title')}
        body={t(signedIn ? 'cta.signedIn.body' : 'cta.signedOut.body')}
        label={t(signedIn ? 'cta.signedIn.button' : 'cta.signedOut.button')}
        to={signedIn ? ROUTES.scenarios : ROUTES.register}
      />
    </>
  );
}
