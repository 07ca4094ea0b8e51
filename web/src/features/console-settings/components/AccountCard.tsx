import { useTranslation } from 'react-i18next';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { RoleBadge } from '../../../components/RoleBadge';
import type { UserView } from '../../../lib/contracts';

/** SPEC §2: the SuperAdmin's email, role and tier, read only (a SuperAdmin's email cannot be changed). */
export function AccountCard({ user }: { user: UserView }) {
  const { t } = useTranslation('consoleSettings');
  const premium = user.usage.subscriptionTier !== 'Free';
  return (
    <section className="settings-section" aria-labelledby="console-account-title">
      <h2 id="console-account-title" className="settings-section-title">{t('account.title')}</h2>
      <dl className="console-facts">
        <div><dt>{t('account.email')}</dt><dd className="wa-email"><BreakableEmail email={user.email} /></dd></div>
        <div><dt>{t('account.role')}</dt><dd><RoleBadge role={user.role} /></dd></div>
        <div>
          <dt>{t('account.tier')}</dt>
          <dd><span className={`badge ${premium ? 'badge-blue' : 'badge-neutral'}`}>{premium ? t('account.premium') : t('account.free')}</span></dd>
        </div>
      </dl>
      <p className="form-note">{t('account.emailFixed')}</p>
    </section>
  );
}
