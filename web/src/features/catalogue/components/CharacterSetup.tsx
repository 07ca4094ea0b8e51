import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TextField } from '../../../components/FormField';
import { RefreshIcon } from '../../../components/icons';
import { currentLocale } from '../../../lib/i18n';
import { firstNameInGender, firstNameOf } from '../../../lib/shared';
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

/**
 * The look of the scenario's first character, named here: gender (the cast's by default), an
 * optional first name, and an avatar picked at random by gender. A group scene's others: CastLooks.
 */
export function CharacterSetup() {
  const { t } = useTranslation('catalogue');
  const { cast, detailsStatus, gender, firstName, avatarIndex, avatarStatus } = useSnapshot(sessionStartState);
  const [character] = cast;
  if (detailsStatus !== 'ready' || !character) return <div className="character-setup character-setup-pending" aria-hidden="true" />;
  const locale = currentLocale();
  // Played in the other gender, the character goes by a name of that gender: the one the server will give them,
  // unless the learner types one (the heading names the character as they will be called).
  const written = localized(character, 'name', locale);
  const others = cast.slice(1).map((c) => localized(c, 'name', locale));
  const name = firstNameInGender(written, character.gender, gender, locale, others) ?? written;
  const src = avatarUrl(gender, avatarIndex);

  return (
    <div className="character-setup" role="group" aria-labelledby="character-title">
      <div className="character-heading">
        <p id="character-title" className="character-title">
          {t('start.character.title', { name: firstName.trim() || name })}
        </p>
        <p className="character-role">{localized(character, 'role', locale)}</p>
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
        {/* A failed preview keeps Start from starting: a press of Start brings the focus here, to the fix. */}
        <button type="button" className="btn btn-secondary btn-sm" onClick={regenerateAvatar}
          data-start-fix={avatarStatus === 'failed' ? 'avatar' : undefined} aria-describedby={avatarStatus === 'failed' ? 'avatar-failed' : undefined}>
          <RefreshIcon size={18} /> {t('start.avatar.regenerate')}
        </button>
        {avatarStatus === 'failed' && (
          <p id="avatar-failed" className="field-error" role="alert">
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
          placeholder={firstNameOf(name)}
          value={firstName}
          maxLength={FIRST_NAME_MAX}
          autoComplete="off"
          onChange={(e) => setFirstName(e.target.value)}
        />
      </div>
    </div>
  );
}
