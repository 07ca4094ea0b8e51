import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SparkIcon } from '../../components/icons';
import { isPremium, useOwnUsage } from '../../features/usage';
import type { UserView } from '../../lib/contracts';
import { ROUTES } from '../paths';

/**
 * SPEC §2: a Free user sees an Upgrade button to /payment; a Premium user sees the plan instead.
 * The usage store is the fresher copy (it is read again after a payment), the profile the fallback.
 */
export function PlanStatus({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const current = useOwnUsage() ?? user.usage;
  if (isPremium(current)) {
    return (
      <span className="plan-badge">
        <SparkIcon size={16} /> {t('plan.premium')}
      </span>
    );
  }
  const full = t('plan.upgrade');
  const label = t('plan.upgradeShort');
  return (
    // The navbar has room for a short label only; it is part of the full name, so voice control
    // still finds the button by what it shows (WCAG 2.5.3).
    <Link href={ROUTES.payment} className="btn btn-sm btn-upgrade" aria-label={label === full ? undefined : full}>
      <SparkIcon size={16} /> {label}
    </Link>
  );
}
