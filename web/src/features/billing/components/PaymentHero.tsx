import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { currentLocale } from '../../../lib/i18n';
import { isPremium, useOwnUsage } from '../../usage';
import { Particles } from './Particles';
import { keepYearMark } from '../../../lib/due-date';

const INCLUDED = ['sessions', 'coach', 'everything'] as const;

/** A Premium learner buying again is told the new period follows the one they have (or that one without an end needs none). */
function PremiumNote() {
  const { t } = useTranslation('billing');
  const current = useOwnUsage();
  if (!current || !isPremium(current)) return null;
  const ends = current.subscriptionExpiresAt ? new Date(current.subscriptionExpiresAt) : null;
  const date = ends && !Number.isNaN(ends.getTime()) ? keepYearMark(ends.toLocaleDateString(currentLocale(), { day: 'numeric', month: 'long', year: 'numeric' })) : null;
  return <p className="payment-premium-note">{date ? t('hero.premiumUntil', { date }) : t('hero.premiumOpen')}</p>;
}

export function PaymentHero() {
  const { t } = useTranslation('billing');
  return (
    <header className="payment-hero">
      <Particles />
      <div className="container payment-hero-inner">
        <div className="payment-hero-copy">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 className="payment-title">{t('hero.title')}</h1>
          <p className="lead">{t('hero.lead')}</p>
          <PremiumNote />
        </div>
        <section className="payment-included" aria-labelledby="included-heading">
          <h2 id="included-heading" className="payment-included-title">
            {t('hero.included.label')}
          </h2>
          <ul className="check-list">
            {INCLUDED.map((key) => (
              <li key={key}>
                <CheckIcon size={18} /> <span>{t(`hero.included.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </header>
  );
}
