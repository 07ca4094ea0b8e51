import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ArrowRightIcon } from '../../../components/icons';
import { SupportText } from './SupportText';

const TERMS = ['delivery', 'payment', 'recurring'] as const;
const REFUNDS = ['first', 'renewal', 'outage', 'other'] as const;

/** SPEC §2: payment terms (delivery, payment rules) and the refund policy, as the public offer has them. */
export function PaymentTerms() {
  const { t } = useTranslation('billing');
  return (
    <div className="payment-terms">
      <section className="terms-card" aria-labelledby="terms-heading">
        <h2 id="terms-heading">{t('terms.heading')}</h2>
        {TERMS.map((key) => (
          <div key={key} className="terms-item">
            <h3>{t(`terms.${key}.title`)}</h3>
            <p>
              <SupportText i18nKey={`terms.${key}.body`} />
            </p>
          </div>
        ))}
      </section>
      <section className="terms-card" aria-labelledby="refunds-heading">
        <h2 id="refunds-heading">{t('terms.refunds.heading')}</h2>
        <ul className="terms-list">
          {REFUNDS.map((key) => (
            <li key={key}>{t(`terms.refunds.${key}`)}</li>
          ))}
        </ul>
        <p>
          <SupportText i18nKey="terms.refunds.how" />
        </p>
        <p className="terms-offer">
          {t('terms.offer')}{' '}
          <Link href={ROUTES.publicOffer} className="terms-offer-link">
            {t('terms.offerLink')} <ArrowRightIcon size={16} />
          </Link>
        </p>
      </section>
    </div>
  );
}
