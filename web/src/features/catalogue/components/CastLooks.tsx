import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RefreshIcon } from '../../../components/icons';
import { currentLocale } from '../../../lib/i18n';
import { avatarUrl } from '../state/avatars';
import { localized } from '../state/localize';
import { regenerateCastLook, sessionStartState, setCastLookLoaded } from '../state/session-start.store';

/**
 * Group scenes: the look of every character after the first, each an avatar of that character's
 * own gender (the cast fixes who they are), with its own Regenerate. Nothing for a one-person scene.
 */
export function CastLooks() {
  const { t } = useTranslation('catalogue');
  const { cast, castLooks, detailsStatus } = useSnapshot(sessionStartState);
  const others = cast.slice(1);
  if (detailsStatus !== 'ready' || others.length === 0) return null;
  const locale = currentLocale();

  return (
    <div className="cast-looks" role="group" aria-labelledby="cast-looks-title" aria-describedby="cast-looks-hint">
      <p id="cast-looks-title" className="start-legend cast-looks-title">
        {t('start.cast.title')}
      </p>
      <p id="cast-looks-hint" className="field-hint">
        {t('start.cast.hint')}
      </p>
      <ul className="cast-list">
        {others.map((member, i) => {
          const look = castLooks[i];
          if (!look) return null;
          const name = localized(member, 'name', locale);
          const src = avatarUrl(member.gender, look.index);
          // A failed look keeps Start from starting: a press of Start brings the focus to its Regenerate.
          const failed = look.status === 'failed';
          return (
            <li key={`${member.name}-${i}`} className="cast-member">
              <img
                key={src}
                src={src}
                alt={t('start.cast.alt', { name })}
                width={64}
                height={64}
                className="cast-avatar"
                onLoad={() => setCastLookLoaded(i, true)}
                onError={() => setCastLookLoaded(i, false)}
              />
              <span className="cast-text">
                <span className="cast-name">{name}</span>
                <span className="cast-role">{localized(member, 'role', locale)}</span>
              </span>
              <button type="button" className="btn btn-secondary btn-sm cast-regenerate" onClick={() => regenerateCastLook(i)} aria-label={t('start.cast.regenerate', { name })}
                data-start-fix={failed ? 'avatar' : undefined} aria-describedby={failed ? `cast-failed-${i}` : undefined}>
                <RefreshIcon size={16} /> {t('start.avatar.regenerate')}
              </button>
              {failed && (
                <p id={`cast-failed-${i}`} className="field-error cast-error" role="alert">
                  {t('start.avatar.failed')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
