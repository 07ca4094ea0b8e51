import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { superadminUserPath } from '../../../app/paths';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { RoleBadge } from '../../../components/RoleBadge';
import { StackedTime } from '../../../components/StackedTime';
import type { UserListItem } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatDate } from '../state/local-time';
import { columnClass as col, USER_COLUMNS } from '../state/users-query';
import { PresenceBadge, VerifiedBadge } from './badges';
import { SortHeader } from './SortHeader';

/**
 * SPEC §2's table: a click anywhere on a row opens the user, as Show does (the link is the way in
 * for a keyboard and a screen reader; the row click is a mouse shortcut). On a narrower screen the
 * secondary columns give way (people.css) unless the SuperAdmin asks for all of them, and Show stays pinned
 * at the right edge while the rest scrolls.
 */
export function UsersTable({ users, allColumns }: { users: readonly UserListItem[]; allColumns: boolean }) {
  const { t } = useTranslation('people');
  const [, navigate] = useLocation();
  const locale = currentLocale();
  const moment = (iso: string | null) => (iso ? <StackedTime iso={iso} locale={locale} /> : <span className="people-muted">{t('never')}</span>);
  const openRow = (id: number) => (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) return;
    navigate(superadminUserPath(id));
  };
  return (
    // Focusable so a keyboard can scroll it sideways when it is wider than the screen.
    // Named apart from the list's section around it: two landmarks with one name cannot be told apart.
    <div className="wa-table-scroll" tabIndex={0} role="region" aria-label={t('list.table')}>
      <table className={`wa-table people-table${allColumns ? ' people-table-all' : ''}`}>
        <thead>
          <tr>{USER_COLUMNS.map((column) => <SortHeader key={column} column={column} />)}</tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="people-row" onClick={openRow(user.id)}>
              <td className={`wa-email people-email ${col('email')}`}><BreakableEmail email={user.email} /></td>
              <td className={col('role')}><RoleBadge role={user.role} /></td>
              <td className={col('organization')}>{user.organization?.name ?? '—'}</td>
              <td className={`people-nowrap ${col('registeredAt')}`}>{formatDate(user.registeredAt, locale)}</td>
              <td className={`people-nowrap ${col('lastLoginAt')}`}>{moment(user.lastLoginAt)}</td>
              <td className={col('presence')}><PresenceBadge presence={user.presence} /></td>
              <td className={`people-nowrap ${col('lastHeartbeatAt')}`}>{moment(user.lastHeartbeatAt)}</td>
              <td className={`people-number ${col('completedScenarios')}`}>{user.completedScenarios.toLocaleString(locale)}</td>
              <td className={`people-number ${col('incompleteScenarios')}`}>{user.incompleteScenarios.toLocaleString(locale)}</td>
              <td className={col('emailVerified')}><VerifiedBadge verified={user.emailVerified} /></td>
              <td className={col('actions')}>
                {/* Twenty links alike: each one's name also says whose account it opens ("Show a@b.c"). */}
                <Link href={superadminUserPath(user.id)} className="btn btn-secondary btn-sm" aria-label={t('list.showLabel', { email: user.email })}>
                  {t('list.show')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
