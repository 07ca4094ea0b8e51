import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { isUnlimited } from '../../usage';
import { formatDate, formatDateTime } from '../state/local-time';
import { PresenceBadge, TierBadge, VerifiedBadge } from './badges';
import { Facts } from './Facts';

function Card({ id, title, facts }: { id: string; title: string; facts: [string, ReactNode][] }) {
  return (
    <section className="wa-panel people-info" aria-labelledby={id}>
      <h2 id={id} className="wa-panel-title people-panel-title">{title}</h2>
      <Facts facts={facts} />
    </section>
  );
}

/** SPEC §2: Account Information, Subscription Details, Activity Summary. */
export function InfoCards({ user }: { user: UserDetail }) {
  const { t } = useTranslation('people');
  const locale = currentLocale();
  const n = (value: number) => value.toLocaleString(locale);
  const used = (count: number, limit: number) => `${n(count)} / ${isUnlimited(limit) ? '∞' : n(limit)}`;
  const methods = [...(user.hasPassword ? [t('info.password')] : []), ...user.linkedProviders];
  return (
    <div className="people-info-grid">
      <Card id="info-account" title={t('info.account')} facts={[
        [t('info.id'), `#${user.id}`],
        [t('fields.level'), user.level?.trim() || t('info.expert')],
        [t('fields.experiencePoints'), n(user.experiencePoints)],
        [t('fields.locale'), t(`edit.locales.${user.locale}`)],
        [t('fields.firstName'), user.firstName ?? '—'],
        [t('fields.emailVerified'), <VerifiedBadge verified={user.emailVerified} />],
        [t('fields.registeredAt'), formatDateTime(user.registeredAt, locale)],
        [t('columns.lastLoginAt'), user.lastLoginAt ? formatDateTime(user.lastLoginAt, locale) : t('never')],
        [t('info.signIn'), methods.length ? methods.join(', ') : '—'],
      ]} />
      <Card id="info-subscription" title={t('info.subscription')} facts={[
        [t('fields.subscriptionTier'), <TierBadge tier={user.subscriptionTier} />],
        [t('fields.subscriptionExpiresAt'), user.subscriptionExpiresAt ? formatDate(user.subscriptionExpiresAt, locale) : t('info.noExpiry')],
        [t('info.sessions'), used(user.sessionCountThisMonth, user.sessionLimit)],
        [t('info.coachSessions'), used(user.coachSessionCountThisMonth, user.coachSessionLimit)],
        [t('fields.monthlyResetDate'), formatDate(user.monthlyResetDate, locale)],
      ]} />
      <Card id="info-activity" title={t('info.activity')} facts={[
        [t('fields.totalSessions'), n(user.totalSessions)],
        [t('columns.completedScenarios'), n(user.completedScenarios)],
        [t('columns.incompleteScenarios'), n(user.incompleteScenarios)],
        [t('columns.presence'), <PresenceBadge presence={user.presence} />],
        [t('columns.lastHeartbeatAt'), user.lastHeartbeatAt ? formatDateTime(user.lastHeartbeatAt, locale) : t('never')],
      ]} />
    </div>
  );
}
