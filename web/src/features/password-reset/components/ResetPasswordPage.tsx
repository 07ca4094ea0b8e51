import { passwordResetApi } from '../api';
import { type MailedLinkFlow, PasswordFromMailedLink } from './PasswordFromMailedLink';

const RESET: MailedLinkFlow = {
  keys: 'reset',
  check: passwordResetApi.check,
  save: passwordResetApi.reset,
  invalidCode: 'IDENTITY.RESET_LINK_INVALID',
};

/** /reset-password?token=…: a new password for the account the mailed link belongs to. */
export default function ResetPasswordPage() {
  return <PasswordFromMailedLink flow={RESET} />;
}
