import { useTranslation } from 'react-i18next';
import type { Currency } from '../api/billing.api';
import { approximately, formatMoney } from '../state/prices';

/**
 * An approximate amount: '~$29.99' on screen; 'approximately $29.99' to a screen reader, which
 * would otherwise read the tilde by name or skip it.
 */
export function Money({ amount, currency, locale, className }: { amount: number; currency: Currency; locale: string; className?: string }) {
  const { t } = useTranslation('billing');
  return (
    <span className={className ? `money ${className}` : 'money'} data-currency={currency}>
      <span className="money-text" aria-hidden="true">
        {approximately(amount, currency, locale)}
      </span>
      <span className="visually-hidden">
        {t('plans.approximately')} {formatMoney(amount, currency, locale)}
      </span>
    </span>
  );
}
