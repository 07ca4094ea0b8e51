import { Trans, useTranslation } from 'react-i18next';
import { useSeller } from '../../../lib/seller';

/** SPEC §2 "Need Help" accordion: native disclosure widgets, so keyboards and screen readers know them already. */
export function NeedHelp() {
  const { t } = useTranslation('verification');
  const email = useSeller().seller?.supportEmail;
  return (
    <section className="verification-help" aria-labelledby="verification-help-title">
      <h2 id="verification-help-title" className="verification-help-title">{t('help.title')}</h2>
      <details>
        <summary>{t('help.noEmail.title')}</summary>
        <ul>
          <li>{t('help.noEmail.spam')}</li>
          <li>{t('help.noEmail.address')}</li>
          <li>{t('help.noEmail.wait')}</li>
          {email && (
            <li>
              <Trans t={t} i18nKey="help.noEmail.support" values={{ email }} components={{ mail: <a href={`mailto:${email}`} /> }} />
            </li>
          )}
        </ul>
      </details>
      <details>
        <summary>{t('help.expired.title')}</summary>
        <p>{t('help.expired.body')}</p>
      </details>
      <details>
        <summary>{t('help.token.title')}</summary>
        <ul>
          <li>{t('help.token.whole')}</li>
          <li>{t('help.token.spaces')}</li>
          <li>{t('help.token.case')}</li>
          <li>{t('help.token.link')}</li>
        </ul>
      </details>
    </section>
  );
}
