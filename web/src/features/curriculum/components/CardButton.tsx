import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { simulationPath } from '../../../app/paths';
import { currentLocale } from '../../../lib/i18n';
import { coachLimitReached, localized, openSessionLimit, openSessionStart, sessionLimitReached } from '../../catalogue';
import { useOwnUsage } from '../../usage';
import type { CurriculumItem } from '../api/curriculum.api';
import { cardAction, stepFor, type Variant } from '../state/curriculum';

interface Props {
  items: readonly Snapshot<CurriculumItem>[];
  index: number;
  variant: Variant;
}

const LABELS = { replay: 'actions.replay', continue: 'actions.continue', start: 'actions.start' } as const;
const NAMED = { replay: 'actions.replayFor', continue: 'actions.continueFor', start: 'actions.startFor' } as const;

/**
 * Replay, Continue or Start (SPEC §2, §4). An unended session is a link to its chat; anything else
 * opens the session-start modal, or the upgrade modal when the month's sessions are used up.
 */
export function CardButton({ items, index, variant }: Props) {
  const { t } = useTranslation('curriculum');
  const current = useOwnUsage();
  const item = items[index]!;
  const name = localized(item, 'name', currentLocale());
  const action = cardAction(items, index);
  const step = stepFor(action, sessionLimitReached(current));
  const primary = action.kind === 'replay' ? 'btn-secondary' : 'btn-primary';
  const label = t(LABELS[action.kind]);
  const ariaLabel = t(NAMED[action.kind], { name });

  if (step.kind === 'open-session') {
    return (
      <Link href={simulationPath(step.sessionId)} className={`btn ${primary} btn-sm`} aria-label={ariaLabel}>
        {label}
      </Link>
    );
  }
  const hintId = `curriculum-${variant}-${index}-locked`;
  const onClick = () => {
    if (step.kind === 'upgrade') openSessionLimit();
    if (step.kind !== 'start-session') return;
    const { scenarioId: id, name_ru, description, description_ru } = item;
    openSessionStart({ id, name: item.name, name_ru, description, description_ru }, { coachLocked: coachLimitReached(current) });
  };
  return (
    <>
      {step.kind === 'none' && (
        <p id={hintId} className="curriculum-locked">
          {t('card.locked')}
        </p>
      )}
      <button
        type="button"
        className={`btn ${primary} btn-sm`}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-describedby={step.kind === 'none' ? hintId : undefined}
        disabled={step.kind === 'none'}
        onClick={onClick}
      >
        {label}
      </button>
    </>
  );
}
