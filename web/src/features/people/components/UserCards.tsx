import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { superadminUserPath } from '../../../app/paths';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { RoleBadge } from '../../../components/RoleBadge';
import type { UserListItem } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, formatDateTime } from '../state/local-time';
import { PresenceBadge, VerifiedBadge } from './badges';

/** The table's rows as cards, for phones: every column in view without scrolling sideways. */
export function UserCards({ users }: { users: readonly UserListItem[] }) {
  const { t } = useTranslation('people');
  const locale = currentLocale();
  return (
    <ul className="people-cards">
      {users.map((user) => {
        const facts: [string, string][] = [
          ['organization', user.organization?.name ?? '—'],
          ['registeredAt', formatDate(user.registeredAt, locale)],
          ['lastLoginAt', user.lastLoginAt ? formatDateTime(user.lastLoginAt, locale) : t('never')],
          ['lastHeartbeatAt', user.lastHeartbeatAt ? formatDateTime(user.lastHeartbeatAt, locale) : t('never')],
          ['completedScenarios', user.completedScenarios.toLocaleString(locale)],
          ['incompleteScenarios', user.incompleteScenarios.toLocaleString(locale)],
        ];
        return (
          <li key={user.id} className="people-card">
            <p className="people-card-email wa-email"><BreakableEmail email={user.email} /></p>
            <p className="people-card-badges">
              <RoleBadge role={user.role} />
              <PresenceBadge presence={user.presence} />
              <VerifiedBadge verified={user.emailVerified} />
            </p>
            <dl className="people-card-facts">
              {facts.map(([key, value]) => (
                <div key={key}><dt>{t(`columns.${key}`)}</dt><dd>{value}</dd></div>
              ))}
            </dl>
            <Link href={superadminUserPath(user.id)} className="btn btn-secondary btn-sm" aria-label={t('list.showLabel', { email: user.email })}>
              {t('list.show')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
