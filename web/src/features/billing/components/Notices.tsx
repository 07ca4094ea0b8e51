import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { AlertIcon, CloseIcon } from '../../../components/icons';
import { focusMain } from '../../../lib/focus-main';
import type { CheckoutProblem } from '../state/payment.store';
import { SupportText } from './SupportText';

/**
 * /payment?payment=failed (SPEC §2): the provider sent the learner back without a payment. It takes
 * the focus as it appears (on arrival, and after each decline in the widget, which remounts it), so
 * it is read out and scrolled into view from wherever the learner was on the page.
 */
export function FailedNotice({ onDismiss }: { onDismiss(): void }) {
  const { t } = useTranslation('billing');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} className="alert alert-error payment-failed" role="alert" tabIndex={-1}>
      <AlertIcon className="alert-icon" size={20} />
      <div className="alert-body">
        <p className="alert-title">{t('failed.title')}</p>
        <p>
          <SupportText i18nKey="failed.body" />
        </p>
      </div>
      <button type="button" className="icon-button notice-dismiss" onClick={() => { onDismiss(); focusMain(); }} aria-label={t('failed.dismiss')}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

/** PAYMENT_PROVIDER=none: prices to read, nothing to press (the issue: no dead buttons). */
export function NotSetUpNotice() {
  const { t } = useTranslation('billing');
  return (
    <Alert variant="info" title={t('notSetUp.title')}>
      <SupportText i18nKey="notSetUp.body" />
    </Alert>
  );
}

/**
 * Why the checkout did not open, with Try again where another attempt can help. It takes the focus
 * as each problem appears: on a phone the plans stack, and the one pressed may be a screen or more
 * below this notice, so without it nothing would seem to happen (Tab then reaches Try again).
 */
export function CheckoutProblemNotice({ problem, onRetry }: { problem: CheckoutProblem; onRetry(): void }) {
  const { t } = useTranslation('billing');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [problem]);
  return (
    <div ref={notice} className="checkout-problem" tabIndex={-1}>
      <Alert variant="error">
        <SupportText i18nKey={`problems.${problem.kind}`} />
      </Alert>
      {'plan' in problem && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      )}
    </div>
  );
}
