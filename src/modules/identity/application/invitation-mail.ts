import type { MailMessage } from '#src/platform/mail/mailer.ts';
import { INVITATION_TTL_MS } from '../domain/invitation.ts';
import type { Locale } from '../domain/user.ts';
import { mailHtml, PRODUCT } from './mail-layout.ts';

const DAYS = INVITATION_TTL_MS / 86_400_000;

interface Words {
  subject: (org: string) => string;
  greeting: string;
  body: (admin: string, org: string) => string;
  how: string;
  button: string;
  expiry: string;
  ignore: string;
  team: string;
}

/** The words of the invitation in each language the product speaks. */
const WORDS: Record<Locale, Words> = {
  en: {
    subject: (org) => `You are invited to join ${org} on ${PRODUCT}`,
    greeting: 'Hello,',
    body: (admin, org) => `${admin} invites you to join the team “${org}” on ${PRODUCT}, where you practise difficult conversations with AI partners.`,
    how: 'Open the link and press “Accept the invitation”: if you are new to Rapport, you choose a password there; if you already have an account, sign in to it first.',
    button: 'Accept the invitation',
    expiry: `The link works for ${DAYS} days and only once; a newer invitation replaces it.`,
    ignore: 'If you do not want to join, ignore this mail or decline on that page: nothing changes without your consent.',
    team: `The ${PRODUCT} team`,
  },
  ru: {
    subject: (org) => `Вас приглашают в команду ${org} в ${PRODUCT}`,
    greeting: 'Здравствуйте!',
    body: (admin, org) => `${admin} приглашает вас в команду «${org}» в ${PRODUCT} — там тренируют трудные разговоры с ИИ-собеседниками.`,
    how: 'Откройте ссылку и нажмите «Принять приглашение»: если вы новичок в Rapport, там же задайте пароль; если у вас уже есть аккаунт, сначала войдите в него.',
    button: 'Принять приглашение',
    expiry: `Ссылка действует ${DAYS} дней и только один раз; новое приглашение заменяет её.`,
    ignore: 'Если вы не хотите вступать в команду, не обращайте внимания на письмо или отклоните приглашение на той странице: без вашего согласия ничего не изменится.',
    team: `Команда ${PRODUCT}`,
  },
};

/** The page the link opens asks before it does anything (a mail scanner opening the link accepts nothing). */
export function invitationLink(baseUrl: string, token: string): string {
  return `${baseUrl}/invite?token=${encodeURIComponent(token)}`;
}

/** The invitation in the organisation's language: a plain-text part and an HTML part saying the same. */
export function invitationMail(to: string, locale: Locale, invite: { organizationName: string; invitedBy: string; link: string }): MailMessage {
  const w = WORDS[locale];
  const subject = w.subject(invite.organizationName);
  const body = w.body(invite.invitedBy, invite.organizationName);
  const text = [w.greeting, '', body, '', w.how, invite.link, '', w.expiry, w.ignore, '', `— ${w.team}`].join('\n');
  const html = mailHtml(locale, subject, {
    greeting: w.greeting, body: [body, w.how], button: w.button, link: invite.link, team: w.team,
    notes: [{ text: w.expiry, muted: true }, { text: w.ignore, muted: true }],
  });
  return { to, subject, text, html };
}
