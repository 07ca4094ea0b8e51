import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ArrowRightIcon } from '../../../components/icons';
import { ChatPreview } from './ChatPreview';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero-title">
            {t('hero.title')}
          </h1>
          <p className="lead">{t('hero.lead')}</p>
          <div className="hero-actions">
            <Link href={ROUTES.register} className="btn btn-primary btn-lg">
              {t('hero.primaryCta')} <ArrowRightIcon size={18} />
            </Link>
            <a href="#how-it-works" className="btn btn-secondary btn-lg">
              {t('hero.secondaryCta')}
            </a>
          </div>
          <p className="hero-note">{t('hero.note')}</p>
        </div>
        <ChatPreview />
      </div>
    </section>
  );
}
