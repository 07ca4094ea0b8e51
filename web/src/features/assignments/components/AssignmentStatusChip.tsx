import { useTranslation } from 'react-i18next';
import type { AssignmentStatus } from '../../../lib/team-contracts';

const TONE: Record<AssignmentStatus, string> = {
  notStarted: 'badge-neutral',
  inProgress: 'badge-blue',
  passed: 'badge-green',
  pastDue: 'badge-red',
};

/** Not started / in progress / passed / past due, each in its own colour (words carry it, not colour alone). */
export function AssignmentStatusChip({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation('assignments');
  return <span className={`badge ${TONE[status]} assignment-status assignment-status-${status}`}>{t(`status.${status}`)}</span>;
}
