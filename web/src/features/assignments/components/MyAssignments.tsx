import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { scenarioPath, simulationPath } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { currentLocale } from '../../../lib/i18n';
import { authState } from '../../auth';
import { localized } from '../../catalogue';
import { formatScore } from '../../results';
import { assignmentAction, scenarioCount } from '../state/assignment-action';
import { loadMyAssignments, myAssignmentsState } from '../state/my-assignments.store';
import { AssignmentStatusChip } from './AssignmentStatusChip';
import { DueDate } from './DueDate';

/**
 * The learner's assignments from their team admin (dashboard and curriculum). Nothing at all is
 * drawn for someone without any — no empty card for people who have no team.
 */
export function MyAssignments({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('assignments');
  const { user } = useSnapshot(authState);
  const { status, items, userId } = useSnapshot(myAssignmentsState);
  const Heading = `h${headingLevel}` as const;
  useEffect(() => {
    if (user) void loadMyAssignments(user.id);
  }, [user?.id]);

  if (!user || userId !== user.id) return null;
  // A failed load matters only to someone in a team: for everyone else there was nothing to show.
  if (status === 'error' && user.organization) {
    return (
      <section className="my-assignments" aria-labelledby="my-assignments-title">
        <Heading id="my-assignments-title" className="my-assignments-title">{t('title')}</Heading>
        <div className="my-assignments-problem">
          <Alert variant="error">{t('loadFailed')}</Alert>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void loadMyAssignments(user.id)}>
            {t('common:actions.retry')}
          </button>
        </div>
      </section>
    );
  }
  if (status !== 'ready' || items.length === 0) return null;

  const locale = currentLocale();
  return (
    <section className="my-assignments" aria-labelledby="my-assignments-title">
      <Heading id="my-assignments-title" className="my-assignments-title">{t('title')}</Heading>
      <p className="my-assignments-intro">{t('intro', { count: scenarioCount(items) })}</p>
      <ul className="my-assignments-list">
        {items.map((item) => {
          const name = localized(item, 'scenarioName', locale);
          const action = assignmentAction(item);
          return (
            <li key={item.id} className="my-assignment">
              <div className="my-assignment-body">
                <p className="my-assignment-name">{name}</p>
                <p className="my-assignment-meta">
                  <DueDate dueDate={item.dueDate} settled={item.status === 'passed' || !item.available} />
                  <span>{t('passScore', { score: formatScore(item.passScore) })}</span>
                  {item.bestScore !== null && <span>{t('bestScore', { score: formatScore(item.bestScore) })}</span>}
                </p>
                {/* Under the name, not beside the chip: on a phone the two would share one narrow row. */}
                {!item.available && <p className="my-assignment-retired">{t('noLongerOffered')}</p>}
              </div>
              <AssignmentStatusChip status={item.status} />
              {action.kind === 'continue' && (
                <Link href={simulationPath(action.sessionId)} className="btn btn-primary btn-sm my-assignment-start" aria-label={t('continueLabel', { name })}>
                  {t('continue')}
                </Link>
              )}
              {(action.kind === 'start' || action.kind === 'again') && (
                <Link href={scenarioPath(item.scenarioId)} className="btn btn-primary btn-sm my-assignment-start" aria-label={t('startLabel', { name })}>
                  {action.kind === 'again' ? t('practiseAgain') : t('start')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
