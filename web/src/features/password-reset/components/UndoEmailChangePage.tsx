import { Trans } from 'react-i18next';
import { passwordResetApi } from '../api';
import { type MailedLinkFlow, PasswordFromMailedLink } from './PasswordFromMailedLink';

const UNDO: MailedLinkFlow = {
  keys: 'undo',
  check: passwordResetApi.checkUndo,
  save: passwordResetApi.undo,
  invalidCode: 'IDENTITY.UNDO_LINK_INVALID',
  errorKeys: { EMAIL_ALREADY_TAKEN: 'taken' },
  intro: (email) => email && (
    <p>
      <Trans ns="passwordReset" i18nKey="undo.address" values={{ email }} components={{ strong: <strong /> }} />
    </p>
  ),
};

/**
 * /undo-email-change?token=…: "it was not me", from the notice mailed to the address the account
 * left (ADR 0047). The address comes back with a new password; every device is signed out.
 */
export default function UndoEmailChangePage() {
  return <PasswordFromMailedLink flow={UNDO} />;
}
