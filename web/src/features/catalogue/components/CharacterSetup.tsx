import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TextField } from '../../../components/FormField';
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

const GENDERS: readonly PersonaGender[] = ['male', 'female'];

const RefreshIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
  </svg>
);

/** The character's look: gender, optional first name, and an avatar picked at random by gender. */
export function CharacterSetup() {
  const { t } = useTranslation('catalogue');
  const { gender, firstName, avatarIndex, avatarStatus } = useSnapshot(sessionStartState);
  const src = avatarUrl(gender, avatarIndex);

  return (
    <div className="character-setup">
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
          placeholder={t('start.firstName.placeholder')}
          value={firstName}
          maxLength={FIRST_NAME_MAX}
          autoComplete="off"
          onChange={(e) => setFirstName(e.target.value)}
        />
      </div>
    </div>
  );
}
