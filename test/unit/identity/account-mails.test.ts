import { expect } from 'chai';
import { emailChangedMail, undoLink } from '#src/modules/identity/application/email-changed-mail.ts';
import { passwordResetMail } from '#src/modules/identity/application/password-reset-mail.ts';

/** The mails that guard an account's address (ADR 0042). */
describe('identity mails about the account\'s address', () => {
  const link = undoLink('https://rapport.test', 'a+token/=');

  describe('the notice to the previous address', () => {
    it('goes to the previous address and says from which address to which the account moved', () => {
      const mail = emailChangedMail('old@example.com', 'en', { from: 'old@example.com', to: 'new@example.com' }, link);
      expect(mail.to).to.equal('old@example.com');
      expect(mail.subject).to.equal('The email address of your Rapport account was changed');
      expect(mail.text).to.include('was changed from old@example.com to new@example.com.');
      expect(link).to.equal('https://rapport.test/undo-email-change?token=a%2Btoken%2F%3D');
      expect(mail.text).to.include(link);
      expect(mail.html).to.include(`href="${link}"`);
    });

    it('says what to do if it was not them: the link puts the address back within 7 days — a reset link would go to the new address', () => {
      const { text, html } = emailChangedMail('old@example.com', 'en', { from: 'old@example.com', to: 'new@example.com' }, link);
      expect(text).to.include('Within 7 days, use the link below: it puts this address back, has you choose a new password, signs out every device');
      expect(text).to.include('the link would go to the new address');
      expect(html).to.include('It was not me: restore my address');
      expect(emailChangedMail('old@example.com', 'ru', { from: 'old@example.com', to: 'new@example.com' }, link).html).to.include('Это не я: вернуть мой адрес');
    });

    it('speaks the account\'s language', () => {
      const mail = emailChangedMail('old@example.com', 'ru', { from: 'old@example.com', to: 'new@example.com' }, link);
      expect(mail.subject).to.equal('Адрес почты аккаунта Rapport изменён');
      expect(mail.text).to.include('изменён с old@example.com на new@example.com.');
      expect(mail.html).to.include('<html lang="ru">');
    });

    it('escapes what it quotes in the HTML part', () => {
      const { html } = emailChangedMail('a&b@example.com', 'en', { from: 'a&b@example.com', to: '<x>@example.com' }, link);
      expect(html).to.include('a&amp;b@example.com').and.include('&lt;x&gt;@example.com');
      expect(html).to.not.include('<x>');
    });
  });

  describe('the password reset mail', () => {
    it('says a reset disconnects the sign-ins of an account whose address is unconfirmed, in both languages, only when asked', () => {
      expect(passwordResetMail('a@example.com', 'en', 'https://rapport.test/reset-password?token=t').text).to.not.include('disconnects');
      const en = passwordResetMail('a@example.com', 'en', 'https://rapport.test/reset-password?token=t', { disconnects: true });
      expect(en.text).to.include('setting a new password confirms it and disconnects the social sign-ins');
      expect(en.html).to.include('disconnects the social sign-ins');
      const ru = passwordResetMail('a@example.com', 'ru', 'https://rapport.test/reset-password?token=t', { disconnects: true });
      expect(ru.text).to.include('новый пароль подтвердит его и отключит');
    });
  });
});
