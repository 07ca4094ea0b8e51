import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TextField } from '../../../components/FormField';
import { currentLocale } from '../../../lib/i18n';
import type { PersonaGender } from '../api/catalogue.api';
import {
  avatarUrl,
  FIRST_NAME_MAX,
  regenerateAvatar,
  sessionStartState,
  setAvatarLoaded,
  setFirstName,
  setGender,
} from '../state/session-start.store';
import { localized } from '../state/localize';

const GENDERS: readonly PersonaGender[] = ['male', 'female'];

const RefreshIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
  </svg>
);

/**
 * The look of the scenario's first character, named here: gender (the cast's by default), an
 * optional first name, and an avatar picked at random by gender. In a group scene the others keep theirs.
 */
export function CharacterSetup() {
  const { t } = useTranslation('catalogue');
  const { cast, detailsStatus, gender, firstName, avatarIndex, avatarStatus } = useSnapshot(sessionStartState);
  const [character, ...others] = cast;
  if (detailsStatus !== 'ready' || !character) return <div className="character-setup character-setup-pending" aria-hidden="true" />;
  const locale = currentLocale();
  const name = localized(character, 'name', locale);
  const othersList = new Intl.ListFormat(locale, { type: 'conjunction' }).format(others.map((member) => localized(member, 'name', locale)));
  const src = avatarUrl(gender, avatarIndex);

  return (
    <div className="character-setup" role="group" aria-labelledby="character-title" aria-describedby={others.length ? 'character-group-note' : undefined}>
      <div className="character-heading">
        <p id="character-title" className="character-title">
          {t('start.character.title', { name })}
        </p>
        <p className="character-role">{localized(character, 'role', locale)}</p>
        {others.length > 0 && (
          <p id="character-group-note" className="field-hint">
            {t('start.character.groupNote', { name, others: othersList, count: others.length })}
          </p>
        )}
      </div>
      <div className="avatar-preview">
        <img
          key={src}
          src={src}
          alt={t('start.avatar.alt')}
          width={112}
          height={112}
          className="avatar-image"
          onLoad={() => setAvatarLoaded(true)}
          onError={() => setAvatarLoaded(false)}
        />
        <button type="button" className="btn btn-secondary btn-sm" onClick={regenerateAvatar}>
          <RefreshIcon /> {t('start.avatar.regenerate')}
        </button>
        {avatarStatus === 'failed' && (
          <p className="field-error" role="alert">
            {t('start.avatar.failed')}
          </p>
        )}
      </div>
      <div className="character-fields">
        <fieldset className="start-fieldset">
          <legend className="start-legend">{t('start.gender.legend')}</legend>
          <div className="segmented">
            {GENDERS.map((value) => (
              <label key={value} className="segmented-option">
                <input type="radio" name="persona-gender" value={value} checked={gender === value} onChange={() => setGender(value)} />
                <span>{t(`start.gender.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('start.firstName.label')}
          hint={t('start.firstName.hint')}
          placeholder={name}
          value={firstName}
          maxLength={FIRST_NAME_MAX}
          autoComplete="off"
          onChange={(e) => setFirstName(e.target.value)}
        />
      </div>
    </div>
  );
}
