import { expect } from 'chai';
import { emailChangedMail, signInLink } from '#src/modules/identity/application/email-changed-mail.ts';
import { passwordResetMail } from '#src/modules/identity/application/password-reset-mail.ts';

/** The mails that guard an account's address (ADR 0042). */
describe('identity mails about the account\'s address', () => {
  const link = signInLink('https://rapport.test');

  describe('the notice to the previous address', () => {
    it('goes to the previous address and says from which address to which the account moved', () => {
      const mail = emailChangedMail('old@example.com', 'en', { from: 'old@example.com', to: 'new@example.com' }, link);
      expect(mail.to).to.equal('old@example.com');
      expect(mail.subject).to.equal('The email address of your Rapport account was changed');
      expect(mail.text).to.include('was changed from old@example.com to new@example.com.');
      expect(link).to.equal('https://rapport.test/login?redirect=%2Fsettings');
      expect(mail.text).to.include(link);
      expect(mail.html).to.include('href="https://rapport.test/login?redirect=%2Fsettings"');
    });

    it('says what to do if it was not them: sign in with the new address and choose a new password — a reset link would go to the new address', () => {
      const { text } = emailChangedMail('old@example.com', 'en', { from: 'old@example.com', to: 'new@example.com' }, link);
      expect(text).to.include('Sign in at once with new@example.com and your password, choose a new password');
      expect(text).to.include('the link would go to the new address');
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
