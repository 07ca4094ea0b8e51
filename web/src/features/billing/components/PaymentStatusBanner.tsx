import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { CheckIcon, CloseIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { focusMain } from '../../../lib/focus-main';
import { withRedirect } from '../../../lib/redirect';
import { authState } from '../../auth';
import { confirmationState, confirmPayment } from '../state/confirmation.store';
import { SupportText } from './SupportText';
import '../styles/banner.css';
import { keepYearMark } from '../../../lib/due-date';

function formatDate(iso: string | null): string | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? keepYearMark(date.toLocaleDateString(currentLocale(), { day: 'numeric', month: 'long', year: 'numeric' })) : null;
}

function Banner({ onDismiss }: { onDismiss(): void }) {
  const { t } = useTranslation('billing');
  const { status, expiresAt } = useSnapshot(confirmationState);
  const banner = useRef<HTMLDivElement>(null);
  const shown = status !== 'hidden';
  // Focused once as it appears, ahead of the page (the navigation focused the main region, below it).
  useEffect(() => {
    if (shown) banner.current?.focus();
  }, [shown]);
  if (!shown) return null;
  const until = formatDate(expiresAt);
  return (
    <div ref={banner} className={`payment-banner payment-banner-${status}`} tabIndex={-1}>
      <div className="container payment-banner-inner">
        <span className="payment-banner-icon">{status === 'confirming' ? <Spinner size="sm" /> : <CheckIcon size={20} />}</span>
        <div className="payment-banner-body">
          <p className="payment-banner-text">
            <strong>{t('success.title')}</strong>{' '}
            {status === 'confirming' && t('success.confirming')}
            {status === 'active' && (until ? t('success.activeUntil', { date: until }) : t('success.active'))}
            {status === 'pending' && <SupportText i18nKey="success.pending" />}
            {status === 'signedOut' && t('success.signedOut')}
          </p>
          {status === 'active' && (
            <Link href={ROUTES.scenarios} className="btn btn-sm btn-primary">
              {t('success.practise')}
            </Link>
          )}
          {status === 'signedOut' && (
            <Link href={withRedirect(ROUTES.login, ROUTES.dashboard)} className="btn btn-sm btn-primary">
              {t('success.login')}
            </Link>
          )}
        </div>
        <button type="button" className="icon-button notice-dismiss" onClick={() => { onDismiss(); focusMain(); }} aria-label={t('success.dismiss')}>
          <CloseIcon size={18} />
        </button>
      </div>
    </div>
  );
}

/**
 * /dashboard?payment=success (SPEC §2): thanks, then Premium once the server has it. The live
 * region is always in the page, so what appears in it is announced; dismissing drops the query,
 * so a reload does not thank twice.
 */
export function PaymentStatusBanner() {
  const [onDashboard] = useRoute(ROUTES.dashboard);
  const search = useSearch();
  const [, navigate] = useLocation();
  const { status } = useSnapshot(authState);
  const returned = onDashboard && new URLSearchParams(search).get('payment') === 'success';

  useEffect(() => {
    if (returned && status !== 'initialising') void confirmPayment();
  }, [returned, status]);

  return (
    <div className="payment-banner-region" role="status">
      {returned && status !== 'initialising' && (
        // Its own boundary: the shell renders outside the page's Suspense while `billing` loads.
        <Suspense fallback={null}>
          <Banner onDismiss={() => navigate(ROUTES.dashboard, { replace: true })} />
        </Suspense>
      )}
    </div>
  );
}
