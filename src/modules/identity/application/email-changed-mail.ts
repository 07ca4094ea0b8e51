import type { MailMessage } from '#src/platform/mail/mailer.ts';
import type { Locale } from '../domain/user.ts';
import { mailHtml, PRODUCT } from './mail-layout.ts';

interface Words {
  subject: string;
  greeting: string;
  body: (from: string, to: string) => string;
  after: string;
  button: string;
  notYou: string;
  why: string;
  team: string;
}

/**
 * The words of the notice in each language the product speaks. What to do if it was not them: the
 * button's link (ADR 0047), since a reset link would now go to the new address.
 */
const WORDS: Record<Locale, Words> = {
  en: {
    subject: `The email address of your ${PRODUCT} account was changed`,
    greeting: 'Hello,',
    body: (from, to) => `The email address of your ${PRODUCT} account was changed from ${from} to ${to}.`,
    after: 'From now on you sign in with the new address, and our mail goes there. If you made this change, there is nothing to do.',
    button: 'It was not me: restore my address',
    notYou: 'If it was not you, someone has been in your account. Within 7 days, use the link below: it puts this address back, has you choose a new password, signs out every device and disconnects the sign-ins through other services. Resetting the password by mail will not reach you: the link would go to the new address.',
    why: 'We send this notice to the previous address of the account, once, whenever the address changes.',
    team: `The ${PRODUCT} team`,
  },
  ru: {
    subject: `Адрес почты аккаунта ${PRODUCT} изменён`,
    greeting: 'Здравствуйте!',
    body: (from, to) => `Адрес почты вашего аккаунта ${PRODUCT} изменён с ${from} на ${to}.`,
    after: 'Теперь для входа нужен новый адрес, и наши письма приходят на него. Если адрес меняли вы, ничего делать не нужно.',
    button: 'Это не я: вернуть мой адрес',
    notYou: 'Если это были не вы, в вашем аккаунте побывал кто-то другой. В течение 7 дней перейдите по ссылке ниже: она вернёт этот адрес, попросит задать новый пароль, завершит вход на всех устройствах и отключит вход через другие сервисы. Сброс пароля по почте вам не поможет: ссылка придёт на новый адрес.',
    why: 'Это уведомление мы отправляем на прежний адрес аккаунта один раз при каждой смене адреса.',
    team: `Команда ${PRODUCT}`,
  },
};

/** Where the notice's button leads: the page that undoes the change (ADR 0047). */
export const undoLink = (baseUrl: string, token: string) => `${baseUrl}/undo-email-change?token=${encodeURIComponent(token)}`;

/** The notice to the account's previous address, in the account's language: a plain-text part and an HTML part saying the same. */
export function emailChangedMail(to: string, locale: Locale, change: { from: string; to: string }, link: string): MailMessage {
  const w = WORDS[locale];
  const body = w.body(change.from, change.to);
  const text = [w.greeting, '', body, w.after, '', w.notYou, link, '', w.why, '', `— ${w.team}`].join('\n');
  const html = mailHtml(locale, w.subject, {
    greeting: w.greeting, body: [body, w.after, w.notYou], button: w.button, link, team: w.team,
    notes: [{ text: w.why, muted: true }],
  });
  return { to, subject: w.subject, text, html };
}
