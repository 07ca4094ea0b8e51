import { Trans, useTranslation } from 'react-i18next';
import { business } from '../../../config/business';

/** A billing text whose <mail> part is the support address, as a link that opens the mail app. */
export function SupportText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation('billing');
  const email = business.supportEmail;
  return <Trans t={t} i18nKey={i18nKey} values={{ email }} components={{ mail: <a href={`mailto:${email}`} /> }} />;
}
