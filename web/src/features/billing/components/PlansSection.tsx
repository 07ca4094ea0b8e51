import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { choosePlan, loadPlans, paymentState, retryCheckout } from '../state/payment.store';
import { CURRENCIES, PLAN_KEYS } from '../api/billing.api';
import { isPremium, useOwnUsage } from '../../usage';
import { ConsentFieldset } from './ConsentFieldset';
import { CheckoutProblemNotice, NotSetUpNotice } from './Notices';
import { PlanCard } from './PlanCard';

function PlanSkeletons() {
  return (
    <ul className="plan-grid" aria-hidden="true">
      {PLAN_KEYS.map((key) => (
        <li key={key} className="plan-card plan-card-skeleton">
          <span className="plan-skeleton" style={{ width: '45%' }} />
          <span className="plan-skeleton plan-skeleton-price" />
          <span className="plan-skeleton" />
          <span className="plan-skeleton" style={{ width: '70%' }} />
          <span className="plan-skeleton plan-skeleton-button" />
        </li>
      ))}
    </ul>
  );
}

/** The three plans with their prices from GET /api/billing/plans, and the way to buy one. */
export function PlansSection() {
  const { t } = useTranslation('billing');
  const { plans, plansStatus, consents, starting, problem } = useSnapshot(paymentState);
  const usage = useOwnUsage();
  const locale = currentLocale();
  const ready = consents.offer && consents.recurring;
  // Premium an administrator gave without an end: a period bought now would add nothing to it.
  const openEnded = !!usage && isPremium(usage) && !usage.subscriptionExpiresAt;

  let body;
  if (plansStatus === 'error') {
    body = (
      <div className="plans-state">
        <Alert variant="error">{t('plans.error')}</Alert>
        <button type="button" className="btn btn-primary" onClick={() => void loadPlans()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  } else if (!plans) {
    body = (
      <>
        <p className="plans-loading" role="status">
          <Spinner size="sm" /> {t('plans.loading')}
        </p>
        <PlanSkeletons />
      </>
    );
  } else {
    const online = plans.checkout.provider !== 'none' && !openEnded;
    const charged = CURRENCIES.includes(plans.checkout.currency) ? plans.checkout.currency : 'USD';
    body = (
      <>
        {openEnded ? <Alert variant="info">{t('plans.nothingToBuy')}</Alert> : online ? <ConsentFieldset /> : <NotSetUpNotice />}
        {problem && <CheckoutProblemNotice problem={problem} onRetry={retryCheckout} />}
        <ul className="plan-grid">
          {plans.plans.map((plan) => (
            <PlanCard
              key={plan.key}
              plan={plan}
              charged={charged}
              locale={locale}
              action={
                online
                  ? { ready, opening: starting === plan.key, busy: starting !== null && starting !== plan.key, onChoose: () => choosePlan(plan.key) }
                  : undefined
              }
            />
          ))}
        </ul>
        {online && <p className="plans-note">{t('plans.chargedIn', { currency: charged })}</p>}
      </>
    );
  }

  return (
    <section className="plans" aria-labelledby="plans-heading">
      <h2 id="plans-heading" className="plans-heading">
        {t('plans.heading')}
      </h2>
      {body}
    </section>
  );
}
