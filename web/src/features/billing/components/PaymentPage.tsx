import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { PAYMENT_RETURN, ROUTES } from '../../../app/paths';
import { withRedirect } from '../../../lib/redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { enterPaymentPage, outcomeHandled, paymentState, restoreConsentsAfterCheckout } from '../state/payment.store';
import { FailedNotice } from './Notices';
import { PaymentHero } from './PaymentHero';
import { PaymentTerms } from './PaymentTerms';
import { PlansSection } from './PlansSection';
import '../styles/payment.css';
import '../styles/plans.css';

/** /payment (SPEC §2 "Payment"): plans and prices, the two agreements, checkout, terms and refunds. */
export default function PaymentPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('documentTitle'));
  const [, navigate] = useLocation();
  const search = useSearch();
  const { outcome, plans } = useSnapshot(paymentState);
  // Bumped when the widget reports another decline on this page, so the notice is announced again.
  const [declines, setDeclines] = useState(0);
  const failed = new URLSearchParams(search).get('payment') === 'failed';

  useEffect(enterPaymentPage, []);
  useEffect(() => {
    if (failed) restoreConsentsAfterCheckout();
  }, [failed]);
  useEffect(() => {
    if (!outcome) return;
    outcomeHandled();
    if (outcome === 'signIn') navigate(withRedirect(ROUTES.register, ROUTES.payment));
    else if (outcome === 'paid') navigate(PAYMENT_RETURN.paid);
    else {
      setDeclines((n) => n + 1);
      navigate(PAYMENT_RETURN.declined, { replace: true });
    }
  }, [outcome, navigate]);

  return (
    <div className="payment-page">
      {/* Above the hero, where it is seen on arrival even on a phone, not a screen's height below. */}
      {failed && (
        <div className="container payment-result">
          <FailedNotice key={declines} onDismiss={() => navigate(ROUTES.payment, { replace: true })} />
        </div>
      )}
      <PaymentHero />
      <div className="container payment-body">
        <PlansSection />
        {/* How card payment and refunds work, once the server says it takes payments at all. */}
        {plans && plans.checkout.provider !== 'none' && <PaymentTerms />}
      </div>
    </div>
  );
}
