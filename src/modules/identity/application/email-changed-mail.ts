import type { MailMessage } from '#src/platform/mail/mailer.ts';
import type { Locale } from '../domain/user.ts';
import { mailHtml, PRODUCT } from './mail-layout.ts';

interface Words {
  subject: string;
  greeting: string;
  body: (from: string, to: string) => string;
  after: string;
  button: string;
  notYou: (to: string) => string;
  why: string;
  team: string;
}

/**
 * The words of the notice in each language the product speaks. What to do if it was not them: a
 * reset link would go to the new address (the account's now), so the way back is to sign in with
 * the new address and the password, which the change needed, before anything else changes.
 */
const WORDS: Record<Locale, Words> = {
  en: {
    subject: `The email address of your ${PRODUCT} account was changed`,
    greeting: 'Hello,',
    body: (from, to) => `The email address of your ${PRODUCT} account was changed from ${from} to ${to}.`,
    after: 'From now on you sign in with the new address, and our mail goes there. If you made this change, there is nothing to do.',
    button: `Sign in to ${PRODUCT}`,
    notYou: (to) => `If it was not you, someone knows your password. Sign in at once with ${to} and your password, choose a new password (Change password in the account menu: every other device is signed out), then change the address back in Settings. Resetting the password by mail will not reach you: the link would go to the new address.`,
    why: 'We send this notice to the previous address of the account, once, whenever the address changes.',
    team: `The ${PRODUCT} team`,
  },
  ru: {
    subject: `Адрес почты аккаунта ${PRODUCT} изменён`,
    greeting: 'Здравствуйте!',
    body: (from, to) => `Адрес почты вашего аккаунта ${PRODUCT} изменён с ${from} на ${to}.`,
    after: 'Теперь для входа нужен новый адрес, и наши письма приходят на него. Если адрес меняли вы, ничего делать не нужно.',
    button: `Войти в ${PRODUCT}`,
    notYou: (to) => `Если это были не вы, кто-то знает ваш пароль. Сразу войдите с адресом ${to} и своим паролем, задайте новый пароль («Сменить пароль» в меню аккаунта: вход на всех остальных устройствах завершится), затем верните прежний адрес в настройках. Сброс пароля по почте вам не поможет: ссылка придёт на новый адрес.`,
    why: 'Это уведомление мы отправляем на прежний адрес аккаунта один раз при каждой смене адреса.',
    team: `Команда ${PRODUCT}`,
  },
};

/** Where the notice's button leads: Login, then Settings. */
export const signInLink = (baseUrl: string) => `${baseUrl}/login?redirect=${encodeURIComponent('/settings')}`;

/** The notice to the account's previous address, in the account's language: a plain-text part and an HTML part saying the same. */
export function emailChangedMail(to: string, locale: Locale, change: { from: string; to: string }, link: string): MailMessage {
  const w = WORDS[locale];
  const body = w.body(change.from, change.to);
  const notYou = w.notYou(change.to);
  const text = [w.greeting, '', body, w.after, '', notYou, link, '', w.why, '', `— ${w.team}`].join('\n');
  const html = mailHtml(locale, w.subject, {
    greeting: w.greeting, body: [body, w.after, notYou], button: w.button, link, team: w.team,
    notes: [{ text: w.why, muted: true }],
  });
  return { to, subject: w.subject, text, html };
}
