import { useTranslation } from 'react-i18next';

/** Card networks accepted on the payment page, drawn inline (no third-party assets). */
export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <ul className="payment-badges">
      <li>
        <svg viewBox="0 0 60 36" role="img" aria-label="Visa" className="payment-badge">
          <rect width="60" height="36" rx="5" fill="#fff" stroke="#d5dbe5" />
          <text x="30" y="24" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="16" fontWeight="700" fontStyle="italic" fill="#1a1f71">
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 60 36" role="img" aria-label="Mastercard" className="payment-badge">
          <rect width="60" height="36" rx="5" fill="#fff" stroke="#d5dbe5" />
          <circle cx="25" cy="18" r="10" fill="#eb001b" />
          <circle cx="35" cy="18" r="10" fill="#f79e1b" />
          <path d="M30 9.3a10 10 0 0 1 0 17.4 10 10 0 0 1 0-17.4z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 60 36" role="img" aria-label={t('cardNetworks.mir')} className="payment-badge">
          <rect width="60" height="36" rx="5" fill="#fff" stroke="#d5dbe5" />
          <text x="30" y="23.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="14" fontWeight="700" fill="#0f754e" letterSpacing="0.5">
            МИР
          </text>
        </svg>
      </li>
    </ul>
  );
}
