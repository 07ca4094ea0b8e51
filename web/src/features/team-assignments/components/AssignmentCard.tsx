import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { currentLocale } from '../../../lib/i18n';
import type { Assignment, AssignmentStatus } from '../../../lib/team-contracts';
import { AssignmentStatusChip, DueDate } from '../../assignments';
import { localized } from '../../catalogue';
import { formatScore, ScoreBadge } from '../../results';
import { askToRemove } from '../state/team-assignments.store';

const STATUSES: readonly AssignmentStatus[] = ['notStarted', 'inProgress', 'passed', 'pastDue'];

/** One assignment: what, when, the bar to pass, how the team stands, and each member's status. */
export function AssignmentCard({ assignment }: { assignment: Snapshot<Assignment> }) {
  const { t } = useTranslation(['teamAssignments', 'assignments']);
  const name = localized(assignment, 'scenarioName', currentLocale());
  const total = assignment.members.length;
  const everyonePassed = total > 0 && assignment.counts.passed === total;
  const titleId = `assignment-${assignment.id}-title`;
  return (
    <li className="ta-card">
      <div className="ta-card-header">
        <h3 id={titleId} className="ta-card-title">{name}</h3>
        <button type="button" className="btn btn-secondary btn-sm ta-remove" onClick={() => askToRemove(assignment.id)}
          aria-label={t('list.removeLabel', { name })}>
          {t('list.remove')}
        </button>
      </div>
      <p className="ta-card-meta">
        <DueDate dueDate={assignment.dueDate} settled={everyonePassed || !assignment.available} />
        <span>{t('list.passScore', { score: formatScore(assignment.passScore) })}</span>
        <span>{assignment.wholeTeam ? t('list.wholeTeam') : t('list.chosen', { count: total })}</span>
      </p>
      {/* Retired or deleted since: nobody can start it now, so it asks nothing more of anyone; it stays to be removed. */}
      {!assignment.available && <p className="ta-retired">{t('list.noLongerOffered')}</p>}
      <ul className="ta-counts" aria-label={t('list.countsLabel')}>
        {STATUSES.map((status) => (
          <li key={status} className={`ta-count ta-count-${status}`}>
            <span className="ta-count-value">{assignment.counts[status]}</span> {t(`assignments:status.${status}`)}
          </li>
        ))}
      </ul>
      {total === 0 ? (
        <p className="ta-nobody">{t('list.nobody')}</p>
      ) : (
        <ul className="ta-members-status" aria-label={t('list.membersLabel', { name })}>
          {assignment.members.map((member) => (
            <li key={member.userId} className="ta-member">
              <span className="wa-email ta-member-email"><BreakableEmail email={member.email} /></span>
              {member.bestScore !== null && <ScoreBadge score={member.bestScore} label={t('list.best')} />}
              <AssignmentStatusChip status={member.status} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
