import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { CURRENCIES, type Currency, type PlanView } from '../api/billing.api';
import { currencyOrder } from '../state/prices';
import { Money } from './Money';

interface PlanCardProps {
  plan: PlanView;
  /** The currency the card is charged in: shown largest. */
  charged: Currency;
  locale: string;
  /** Absent when this server takes no online payments: the card then only informs. */
  action?: {
    /** Both agreements ticked; otherwise a click explains what is missing (aria-disabled, not disabled). */
    ready: boolean;
    /** This plan's checkout is opening. */
    opening: boolean;
    /** Another plan's checkout is opening. */
    busy: boolean;
    onChoose(): void;
  };
}

export function PlanCard({ plan, charged, locale, action }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const [, ...others] = currencyOrder(charged, CURRENCIES);
  return (
    <li className={`plan-card${plan.bestValue ? ' plan-card-best' : ''}`} data-plan={plan.key}>
      <div className="plan-card-head">
        <h3 className="plan-name">{t(`plans.${plan.key}.name`)}</h3>
        {plan.bestValue && <span className="plan-ribbon">{t('plans.bestValue')}</span>}
        {plan.discountPercent > 0 && <span className="badge badge-green plan-save">{t('plans.save', { percent: plan.discountPercent })}</span>}
      </div>
      <p className="plan-period">{t(`plans.${plan.key}.period`)}</p>
      <p className="plan-price">
        <Money className="plan-total" amount={plan.totals[charged]} currency={charged} charged={charged} locale={locale} />
        <span className="plan-for"> {t('plans.forMonths', { count: plan.months })}</span>
      </p>
      {plan.discountPercent > 0 && (
        <p className="plan-per-month">
          <Money className="plan-per-month-price" amount={plan.perMonth[charged]} currency={charged} charged={charged} locale={locale} />{' '}
          <span className="plan-per-month-unit">{t('plans.perMonth')}</span>{' '}
          <span className="visually-hidden">{t('plans.insteadOf')} </span>
          <s className="plan-base">
            <Money amount={plan.baseMonthly[charged]} currency={charged} charged={charged} locale={locale} />
          </s>
        </p>
      )}
      <p className="plan-others">
        <span className="plan-others-label">{t('plans.otherCurrencies')}</span>{' '}
        {others.map((currency, i) => (
          <span key={currency}>
            {i > 0 && <span aria-hidden="true"> · </span>}
            <Money className="plan-other" amount={plan.totals[currency]} currency={currency} charged={charged} locale={locale} />
          </span>
        ))}
      </p>
      {action && (
        <button
          type="button"
          className={`btn btn-block ${plan.bestValue ? 'btn-primary' : 'btn-secondary'} plan-choose`}
          aria-disabled={action.ready && !action.opening ? undefined : true}
          aria-describedby={action.ready ? undefined : 'consent-hint'}
          disabled={action.busy}
          onClick={action.onChoose}
        >
          {action.opening && <Spinner size="sm" />}
          {action.opening ? t('plans.opening') : t(`plans.${plan.key}.choose`)}
        </button>
      )}
    </li>
  );
}

