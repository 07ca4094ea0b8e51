import { Trans, useTranslation } from 'react-i18next';
import { useSeller } from '../../../lib/seller';

/**
 * A billing text whose <mail> part is the support address, as a link that opens the mail app; where
 * the operator has set no address (SUPPORT_EMAIL), the key's `NoMail` wording, which names none.
 */
export function SupportText({ i18nKey }: { i18nKey: string }) {
  const { t, i18n } = useTranslation('billing');
  const { seller, settled } = useSeller();
  const email = seller?.supportEmail;
  // Nothing until the answer is in: one wording, not the one without an address and then the other.
  if (!settled) return null;
  if (!email && i18n.exists(`billing:${i18nKey}NoMail`)) return <>{t(`${i18nKey}NoMail`)}</>;
  return <Trans t={t} i18nKey={i18nKey} values={{ email }} components={{ mail: <a href={`mailto:${email}`} /> }} />;
}
