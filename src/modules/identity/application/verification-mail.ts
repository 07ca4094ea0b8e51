import type { MailMessage } from '#src/platform/mail/mailer.ts';
import { VERIFICATION_TTL_MS } from '../domain/email-verification.ts';
import type { Locale } from '../domain/user.ts';
import { mailHtml, PRODUCT } from './mail-layout.ts';

const HOURS = VERIFICATION_TTL_MS / 3_600_000;

/**
 * The words of the mail in each language the product speaks; `{hours}` and the like are filled in below.
 * The button the body names is the verification page's (web/src/locales/<lang>/verification.json).
 */
const WORDS: Record<Locale, { subject: string; greeting: string; body: string; button: string; token: string; expiry: string; ignore: string; team: string }> = {
  en: {
    subject: `Confirm your email address for ${PRODUCT}`,
    greeting: 'Hello,',
    body: `Please confirm that this is your email address for ${PRODUCT}. Open the link, then press “Verify” on the page it opens:`,
    button: 'Verify email',
    token: 'Or paste this code on the verification page:',
    expiry: `The link works for ${HOURS} hours and only once; a newer mail replaces it.`,
    ignore: `If you did not sign up for ${PRODUCT}, ignore this mail: nothing happens without the link.`,
    team: `The ${PRODUCT} team`,
  },
  ru: {
    subject: `Подтвердите адрес электронной почты для ${PRODUCT}`,
    greeting: 'Здравствуйте!',
    body: `Подтвердите, что это ваш адрес электронной почты в ${PRODUCT}. Откройте ссылку и на открывшейся странице нажмите «Подтвердить»:`,
    button: 'Подтвердить почту',
    token: 'Или вставьте этот код на странице подтверждения:',
    expiry: `Ссылка действует ${HOURS} часа и только один раз; новое письмо заменяет её.`,
    ignore: `Если вы не регистрировались в ${PRODUCT}, просто не обращайте внимания на это письмо: без ссылки ничего не произойдёт.`,
    team: `Команда ${PRODUCT}`,
  },
};

/** The page the link opens verifies only when the learner presses its button (a mail scanner opening the link verifies nothing). */
export function verificationLink(baseUrl: string, token: string): string {
  return `${baseUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** The verification mail in the learner's language: a plain-text part and an HTML part saying the same. */
export function verificationMail(to: string, locale: Locale, link: string, token: string): MailMessage {
  const w = WORDS[locale];
  const text = [w.greeting, '', w.body, link, '', w.token, token, '', w.expiry, w.ignore, '', `— ${w.team}`].join('\n');
  const html = mailHtml(locale, w.subject, {
    greeting: w.greeting, body: [w.body], button: w.button, link, team: w.team,
    notes: [{ text: w.token, code: token }, { text: w.expiry, muted: true }, { text: w.ignore, muted: true }],
  });
  return { to, subject: w.subject, text, html };
}
