import { useTranslation } from 'react-i18next';
import type { Currency } from '../api/billing.api';
import { formatMoney, priceText } from '../state/prices';

interface MoneyProps {
  amount: number;
  currency: Currency;
  /** The currency the card is charged in: amounts in it are exact, the others approximate. */
  charged: Currency;
  locale: string;
  className?: string;
}

/**
 * A price: exact in the charge currency ('BYN 89.00'); approximate in the others, '~$29.99' on
 * screen and 'approximately $29.99' to a screen reader, which would otherwise read the tilde by
 * name or skip it.
 */
export function Money({ amount, currency, charged, locale, className }: MoneyProps) {
  const { t } = useTranslation('billing');
  const { text, approximate } = priceText(amount, currency, charged, locale);
  return (
    <span className={className ? `money ${className}` : 'money'} data-currency={currency}>
      {approximate ? (
        <>
          <span className="money-text" aria-hidden="true">
            {text}
          </span>
          <span className="visually-hidden">
            {t('plans.approximately')} {formatMoney(amount, currency, locale)}
          </span>
        </>
      ) : (
        <span className="money-text">{text}</span>
      )}
    </span>
  );
}
