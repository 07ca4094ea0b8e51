import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Spinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../state/localize';
import { GENERIC_PERSONA_ID, loadStartDetails, selectPersona, sessionStartState } from '../state/session-start.store';

/**
 * One card per persona archetype plus the generic partner (id 0). Native radios give the group
 * its semantics and keyboard use (Tab in, arrows to move); none is chosen until the learner picks.
 * Start pressed before that: the group says so, and each radio is marked and described by it.
 */
export function PersonaPicker() {
  const { t } = useTranslation('catalogue');
  const { personas, detailsStatus, personaId, pressed } = useSnapshot(sessionStartState);
  const locale = currentLocale();
  const missing = pressed && personaId === null;
  const options = [
    ...personas.map((persona) => ({
      id: persona.id,
      name: localized(persona, 'name', locale),
      description: localized(persona, 'description', locale),
    })),
    { id: GENERIC_PERSONA_ID, name: t('start.personas.generic'), description: t('start.personas.genericDescription') },
  ];

  return (
    <fieldset className="start-fieldset" aria-describedby={missing ? 'persona-hint persona-error' : 'persona-hint'}>
      <legend className="start-legend">{t('start.personas.legend')}</legend>
      <p id="persona-hint" className="field-hint">
        {t('start.personas.hint')}
      </p>
      {missing && (
        <p id="persona-error" className="field-error">
          {t('start.chooseStyle')}
        </p>
      )}
      <div aria-live="polite">
        {detailsStatus === 'loading' && (
          <p className="persona-status">
            <Spinner size="sm" /> {t('start.personas.loading')}
          </p>
        )}
        {detailsStatus === 'error' && (
          <p className="persona-status persona-status-error">
            <span id="persona-load-error">{t('start.personas.error')}</span>{' '}
            <button type="button" className="link-button" data-start-fix="details" aria-describedby="persona-load-error" onClick={() => void loadStartDetails()}>
              {t('common:actions.retry')}
            </button>
          </p>
        )}
      </div>
      <div className="persona-grid">
        {options.map((option) => (
          <label key={option.id} className="persona-option" data-persona-id={option.id}>
            <input
              type="radio"
              name="persona"
              value={option.id}
              checked={personaId === option.id}
              onChange={() => selectPersona(option.id)}
              aria-labelledby={`persona-${option.id}-name`}
              aria-describedby={missing ? `persona-${option.id}-desc persona-error` : `persona-${option.id}-desc`}
              aria-invalid={missing || undefined}
            />
            <span className="persona-text">
              <span id={`persona-${option.id}-name`} className="persona-name">
                {option.name}
              </span>
              <span id={`persona-${option.id}-desc`} className="persona-desc">
                {option.description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
