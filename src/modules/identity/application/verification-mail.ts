import type { MailMessage } from '#src/platform/mail/mailer.ts';
import { VERIFICATION_TTL_MS } from '../domain/email-verification.ts';
import type { Locale } from '../domain/user.ts';

const PRODUCT = 'Rapport';
const HOURS = VERIFICATION_TTL_MS / 3_600_000;

/** The words of the mail in each language the product speaks; `{hours}` and the like are filled in below. */
const WORDS: Record<Locale, { subject: string; greeting: string; body: string; button: string; token: string; expiry: string; ignore: string; team: string }> = {
  en: {
    subject: `Confirm your email address for ${PRODUCT}`,
    greeting: 'Hello,',
    body: `Please confirm that this is your email address for ${PRODUCT}. Open the link and press “Verify email”:`,
    button: 'Verify email',
    token: 'Or paste this code on the verification page:',
    expiry: `The link works for ${HOURS} hours and only once; a newer mail replaces it.`,
    ignore: `If you did not sign up for ${PRODUCT}, ignore this mail: nothing happens without the link.`,
    team: `The ${PRODUCT} team`,
  },
  ru: {
    subject: `Подтвердите адрес электронной почты для ${PRODUCT}`,
    greeting: 'Здравствуйте!',
    body: `Подтвердите, что это ваш адрес электронной почты в ${PRODUCT}. Откройте ссылку и нажмите «Подтвердить почту»:`,
    button: 'Подтвердить почту',
    token: 'Или вставьте этот код на странице подтверждения:',
    expiry: `Ссылка действует ${HOURS} часа и только один раз; новое письмо заменяет её.`,
    ignore: `Если вы не регистрировались в ${PRODUCT}, просто не обращайте внимания на это письмо: без ссылки ничего не произойдёт.`,
    team: `Команда ${PRODUCT}`,
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page the link opens verifies only when the learner presses its button (a mail scanner opening the link verifies nothing). */
export function verificationLink(baseUrl: string, token: string): string {
  return `${baseUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** The verification mail in the learner's language: a plain-text part and an HTML part saying the same. */
export function verificationMail(to: string, locale: Locale, link: string, token: string): MailMessage {
  const w = WORDS[locale];
  const text = [w.greeting, '', w.body, link, '', w.token, token, '', w.expiry, w.ignore, '', `— ${w.team}`].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${e(w.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">${PRODUCT}</p>
<p>${e(w.greeting)}</p>
<p>${e(w.body)}</p>
<p style="margin:28px 0"><a href="${e(link)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${e(w.button)}</a></p>
<p style="font-size:14px;word-break:break-all"><a href="${e(link)}">${e(link)}</a></p>
<p style="font-size:14px">${e(w.token)}<br><code style="font-size:15px;word-break:break-all">${e(token)}</code></p>
<p style="font-size:14px;color:#4b5563">${e(w.expiry)}</p>
<p style="font-size:14px;color:#4b5563">${e(w.ignore)}</p>
<p>— ${e(w.team)}</p>
</div></body></html>`;
  return { to, subject: w.subject, text, html };
}
