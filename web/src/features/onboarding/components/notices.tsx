import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { rateLimitedText } from '../../../lib/error-message';
import { discardDraft, type SaveFailure } from '../state/onboarding.store';

const TITLE: Record<SaveFailure['step'], string> = {
  validate: 'errors.validate',
  save: 'errors.save',
  generate: 'errors.generate',
};

const BODY: Record<Exclude<SaveFailure['kind'], 'limited'>, string> = {
  offline: 'common:errors.codes.network',
  refused: 'errors.refused',
  server: 'errors.tryAgain',
};

/**
 * A save that failed on the way (not a refusal of the goals): what happened, and a retry that sends
 * the same goals (or, when only the curriculum failed, builds it again).
 */
export function SaveFailureNotice({ failure, saving, onRetry }: { failure: SaveFailure; saving: boolean; onRetry(): void }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="onboarding-save-error">
      <Alert variant="error" title={t(TITLE[failure.step])}>
        {failure.kind === 'limited' ? rateLimitedText(failure.retryAfter, t) : t(BODY[failure.kind])}
      </Alert>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry} disabled={saving}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}

/** The choices on screen are unsaved ones from an earlier visit: say so, and offer the saved goals instead. */
export function DraftNotice({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="onboarding-draft">
      <Alert variant="info">
        <div className="onboarding-draft-row">
          <span>{t('draft.restored')}</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={discardDraft} disabled={disabled}>
            {t('draft.discard')}
          </button>
        </div>
      </Alert>
    </div>
  );
}
