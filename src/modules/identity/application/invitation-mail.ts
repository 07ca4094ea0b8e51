import type { MailMessage } from '#src/platform/mail/mailer.ts';
import { INVITATION_TTL_MS } from '../domain/invitation.ts';
import type { JoinRefusal } from '../domain/team.ts';
import type { Locale } from '../domain/user.ts';
import { mailHtml, PRODUCT } from './mail-layout.ts';

const DAYS = INVITATION_TTL_MS / 86_400_000;

interface Words {
  subject: (org: string) => string;
  greeting: string;
  body: (admin: string, org: string) => string;
  how: string;
  button: string;
  /** For an account that may not join as it is: why, in place of `how`, and a button that only opens the page. */
  refused: Record<JoinRefusal, string>;
  view: string;
  nothingToDo: string;
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
    how: 'Open the link. If you are new to Rapport, choose a password there and press “Create account and join”; if you already have an account, sign in to it and press “Accept”.',
    button: 'Accept the invitation',
    refused: {
      'TEAM.OTHER_ORGANISATION': `Your ${PRODUCT} account already belongs to another organisation, and an account can be in only one: you cannot accept this invitation while you are there. If that organisation’s admin removes you from it, the link still works until it expires.`,
      'TEAM.ADMIN_NOT_INVITABLE': `Your ${PRODUCT} account is an administrator account. Administrators are added to organisations by the ${PRODUCT} operator, not by invitation, so you cannot accept this one. If you should be in this team, ask the operator.`,
    },
    view: 'View the invitation',
    nothingToDo: 'You need not do anything: nothing changes without your consent.',
    expiry: `The link works for ${DAYS} days and only once; a newer invitation replaces it.`,
    ignore: 'If you do not want to join, ignore this mail (with an account, you can also press “Decline” on that page): nothing changes without your consent.',
    team: `The ${PRODUCT} team`,
  },
  ru: {
    subject: (org) => `Вас приглашают в команду ${org} в ${PRODUCT}`,
    greeting: 'Здравствуйте!',
    body: (admin, org) => `${admin} приглашает вас в команду «${org}» в ${PRODUCT} — там тренируют трудные разговоры с ИИ-собеседниками.`,
    how: 'Откройте ссылку. Если вы новичок в Rapport, задайте там пароль и нажмите «Создать аккаунт и вступить»; если у вас уже есть аккаунт, войдите в него и нажмите «Принять».',
    button: 'Принять приглашение',
    refused: {
      'TEAM.OTHER_ORGANISATION': `Ваша учётная запись ${PRODUCT} уже состоит в другой организации, а состоять можно только в одной: пока вы там, принять это приглашение нельзя. Если администратор той организации исключит вас из неё, ссылка будет работать до конца срока.`,
      'TEAM.ADMIN_NOT_INVITABLE': `Ваша учётная запись ${PRODUCT} — учётная запись администратора. Администраторов добавляет в организации оператор ${PRODUCT}, а не приглашение, поэтому принять это приглашение нельзя. Если вам нужно быть в этой команде, обратитесь к оператору.`,
    },
    view: 'Открыть приглашение',
    nothingToDo: 'Делать ничего не нужно: без вашего согласия ничего не изменится.',
    expiry: `Ссылка действует ${DAYS} дней и только один раз; новое приглашение заменяет её.`,
    ignore: 'Если вы не хотите вступать в команду, не обращайте внимания на письмо (если у вас есть аккаунт, можно также нажать «Отклонить» на той странице): без вашего согласия ничего не изменится.',
    team: `Команда ${PRODUCT}`,
  },
};

/** The page the link opens asks before it does anything (a mail scanner opening the link accepts nothing). */
export function invitationLink(baseUrl: string, token: string): string {
  return `${baseUrl}/invite?token=${encodeURIComponent(token)}`;
}

export interface InvitationMailFacts {
  organizationName: string;
  invitedBy: string;
  link: string;
  /** Why the addressee's account may not join as it is now, if so (the page the link opens says it again). */
  refusal?: JoinRefusal | null;
}

/**
 * The invitation in the organisation's language: a plain-text part and an HTML part saying the same.
 * Someone who may not join is invited all the same (the Admin is told nothing of them), and the
 * mail says why they cannot accept rather than asking them to.
 */
export function invitationMail(to: string, locale: Locale, invite: InvitationMailFacts): MailMessage {
  const w = WORDS[locale];
  const subject = w.subject(invite.organizationName);
  const body = w.body(invite.invitedBy, invite.organizationName);
  const how = invite.refusal ? w.refused[invite.refusal] : w.how;
  const ignore = invite.refusal ? w.nothingToDo : w.ignore;
  const text = [w.greeting, '', body, '', how, invite.link, '', w.expiry, ignore, '', `— ${w.team}`].join('\n');
  const html = mailHtml(locale, subject, {
    greeting: w.greeting, body: [body, how], button: invite.refusal ? w.view : w.button, link: invite.link, team: w.team,
    notes: [{ text: w.expiry, muted: true }, { text: ignore, muted: true }],
  });
  return { to, subject, text, html };
}
