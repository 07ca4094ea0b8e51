import type { MailMessage } from '#src/platform/mail/mailer.ts';
import { PASSWORD_RESET_TTL_MS } from '../domain/password-reset.ts';
import type { Locale } from '../domain/user.ts';
import { mailHtml, PRODUCT } from './mail-layout.ts';

const MINUTES = PASSWORD_RESET_TTL_MS / 60_000;

const WORDS: Record<Locale, { subject: string; greeting: string; body: string; button: string; expiry: string; disconnects: string; ignore: string; team: string }> = {
  en: {
    subject: `Reset your ${PRODUCT} password`,
    greeting: 'Hello,',
    body: `Someone asked to reset the password of the ${PRODUCT} account with this address. To choose a new one, open the link:`,
    button: 'Choose a new password',
    expiry: `The link works for ${MINUTES} minutes and only once; a newer mail replaces it. Setting a new password signs every device out.`,
    disconnects: 'This address has not been confirmed on the account yet: setting a new password confirms it and disconnects the social sign-ins (Google and the like) connected to the account. You can connect yours again in Settings.',
    ignore: 'If it was not you, ignore this mail: your password stays as it is.',
    team: `The ${PRODUCT} team`,
  },
  ru: {
    subject: `Сброс пароля ${PRODUCT}`,
    greeting: 'Здравствуйте!',
    body: `Поступил запрос на сброс пароля аккаунта ${PRODUCT} с этим адресом. Чтобы задать новый пароль, откройте ссылку:`,
    button: 'Задать новый пароль',
    expiry: `Ссылка действует ${MINUTES} минут и только один раз; новое письмо заменяет её. После смены пароля вход на всех устройствах завершится.`,
    disconnects: 'Этот адрес в аккаунте ещё не подтверждён: новый пароль подтвердит его и отключит подключённые к аккаунту входы через другие сервисы (Google и подобные). Свои вы сможете подключить снова в настройках.',
    ignore: 'Если это были не вы, просто не обращайте внимания на письмо: пароль останется прежним.',
    team: `Команда ${PRODUCT}`,
  },
};

export const passwordResetLink = (baseUrl: string, token: string) => `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * The reset mail in the account's language: a plain-text part and an HTML part saying the same.
 * `disconnects`: the address is unverified and sign-ins are connected, which the reset removes (ADR 0042).
 */
export function passwordResetMail(to: string, locale: Locale, link: string, options: { disconnects?: boolean } = {}): MailMessage {
  const w = WORDS[locale];
  const notes = [w.expiry, ...(options.disconnects ? [w.disconnects] : []), w.ignore];
  const text = [w.greeting, '', w.body, link, '', ...notes, '', `— ${w.team}`].join('\n');
  const html = mailHtml(locale, w.subject, {
    greeting: w.greeting, body: [w.body], button: w.button, link, team: w.team,
    notes: notes.map((note) => ({ text: note, muted: true })),
  });
  return { to, subject: w.subject, text, html };
}
