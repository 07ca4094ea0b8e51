import { expect } from 'chai';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import { TeamInvitationEntity } from '#src/modules/identity/infrastructure/identity.entities.ts';
import { hashVerificationToken } from '#src/modules/identity/application/verification-token.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { aLearner, anAccount, inviteLinkIn, inviteTokenIn, signIn, sqlOn, uniqueOrg, type Person } from '../support/team.ts';

describe('Team invitations', function () {
  this.timeout(30_000);
  let sink: SmtpSink;
  let server: TestServer;
  let sql: ReturnType<typeof sqlOn>;
  before(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>', PUBLIC_URL: 'https://rapport.test/' });
    sql = sqlOn(server);
  });
  after(async () => {
    await server?.stop();
    await sink?.stop();
  });

  const invite = (admin: Person, email: string) => server.api('/api/admin/team/invite', { token: admin.token, body: { email } });
  const view = (token: string) => server.api(`/api/invitations/${encodeURIComponent(token)}`);
  const acceptNew = (token: string, password = 'joined1', locale: 'en' | 'ru' = 'en') =>
    server.api('/api/auth/accept-invite', { body: { token, password, locale } });
  const accept = (person: Person, token: string) => server.api(`/api/invitations/${encodeURIComponent(token)}/accept`, { token: person.token, body: {} });
  const decline = (person: Person, token: string) => server.api(`/api/invitations/${encodeURIComponent(token)}/decline`, { token: person.token, body: {} });
  const team = async (admin: Person) => (await server.api('/api/admin/team', { token: admin.token })).body as { email: string; status: string; id: number | null }[];
  /** The next invitation to the address (a learner who registered got a verification mail first). */
  const nextInvite = async (email: string) => {
    for (;;) {
      const mail = await sink.next(email);
      if (mail.text.includes('/invite?token=')) return mail;
    }
  };
  /** Moves an invitation past its week, as if the days had gone by. */
  const expire = (email: string) => server.kernel.inContext(() =>
    server.kernel.container.get<EntityManager>(PLATFORM.EntityManager).nativeUpdate(TeamInvitationEntity, { email }, { expiresAt: new Date(Date.now() - 1000) }));

  describe('a person without an account', () => {
    it('gets a mail with a /invite link, sees the invitation, sets a password and is signed in as a verified member', async () => {
      const org = uniqueOrg('Acme');
      const admin = await anAccount(server, 'Admin', org);
      const email = uniqueEmail('newcomer');
      const invited = await invite(admin, email.toUpperCase());
      expect(invited.status).to.equal(201);
      expect(invited.body).to.deep.include({ id: null, email, role: 'User', status: 'pending', level: null, experiencePoints: 0 });
      expect(invited.body.invitationId).to.be.a('number');
      expect(Date.parse(invited.body.expiresAt) - Date.parse(invited.body.invitedAt)).to.equal(7 * 24 * 3_600_000);

      const mail = await nextInvite(email);
      expect(mail.subject).to.equal(`You are invited to join ${org} on Rapport`);
      expect(mail.text).to.include(admin.email);
      const link = inviteLinkIn(mail);
      expect(`${link.origin}${link.pathname}`).to.equal('https://rapport.test/invite');
      const token = inviteTokenIn(mail);
      expect(Buffer.from(token, 'base64url')).to.have.length(32);
      const [row] = await sql('select token_hash from team_invitations where id = ?', [invited.body.invitationId]);
      expect(row!.token_hash).to.equal(hashVerificationToken(token)).and.not.equal(token);

      const shown = await view(token);
      expect(shown.status).to.equal(200);
      expect(shown.body).to.deep.equal({ email, organizationName: org, invitedBy: admin.email, existingAccount: false, refusal: null, expiresAt: invited.body.expiresAt });

      const joined = await acceptNew(token, 'joined1', 'ru');
      expect(joined.status).to.equal(201);
      expect(joined.body.user).to.deep.include({ email, role: 'User', emailVerified: true, hasPassword: true, locale: 'ru' });
      expect(joined.body.user.organization).to.deep.include({ name: org });
      const me = await server.api('/api/auth/me', { token: joined.body.token });
      expect(me.body.organization.name).to.equal(org);
      expect((await signIn(server, email, 'joined1')).id).to.equal(joined.body.user.id);
      const members = await team(admin);
      expect(members.map((m) => [m.email, m.status])).to.deep.equal([[admin.email, 'active'], [email, 'active']]);
      const [user] = await sql('select password_hash, invited_by_user_id, organization_joined_at from users where email = ?', [email]);
      expect(user!.password_hash).to.match(/^\$argon2id\$/);
      expect(user!.invited_by_user_id).to.equal(admin.id);
      expect(user!.organization_joined_at).to.not.equal(null);
    });

    it('uses a link once: the second accept and any later view say it was used', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const email = uniqueEmail('once');
      await invite(admin, email);
      const token = inviteTokenIn(await nextInvite(email));
      const both = await Promise.all([acceptNew(token), acceptNew(token)]);
      expect(both.map((r) => r.status).sort()).to.deep.equal([201, 409]);
      const again = await acceptNew(token);
      expect([again.status, again.body.error.code, again.body.error.message]).to.deep.equal([409, 'INVITE.USED', 'This invitation has already been used.']);
      expect((await view(token)).body.error.code).to.equal('INVITE.USED');
    });

    it('refuses an expired link with 410, and a made-up one with 404', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const email = uniqueEmail('late');
      await invite(admin, email);
      const token = inviteTokenIn(await nextInvite(email));
      await expire(email);
      const late = await acceptNew(token);
      expect([late.status, late.body.error.code]).to.deep.equal([410, 'INVITE.EXPIRED']);
      expect(late.body.error.message).to.equal('This invitation has expired. Ask your team admin for a new one.');
      expect((await view(token)).status).to.equal(410);
      const [{ n }] = (await sql('select count(*)::int as n from users where email = ?', [email])) as [{ n: number }];
      expect(n).to.equal(0);
      const madeUp = await view('not-a-real-token');
      expect([madeUp.status, madeUp.body.error.code, madeUp.body.error.message]).to.deep.equal([404, 'INVITE.NOT_FOUND', 'This invitation link is not valid.']);
    });

    it('resends to a pending address with a new link (200): the old link stops working, the new one works', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const email = uniqueEmail('resend');
      const first = await invite(admin, email);
      const oldToken = inviteTokenIn(await nextInvite(email));
      const again = await invite(admin, email);
      expect(again.status).to.equal(200);
      expect(again.body.invitationId).to.equal(first.body.invitationId);
      const newToken = inviteTokenIn(await nextInvite(email));
      expect(newToken).to.not.equal(oldToken);
      expect((await view(oldToken)).status).to.equal(404);
      expect((await view(newToken)).status).to.equal(200);
      expect((await team(admin)).filter((m) => m.status === 'pending')).to.have.length(1);
    });

    it('stops working once the Admin revokes it (404, as a link never valid)', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const email = uniqueEmail('revoked');
      const invited = await invite(admin, email);
      const token = inviteTokenIn(await nextInvite(email));
      const revoked = await server.api(`/api/admin/team/invitations/${invited.body.invitationId}`, { method: 'DELETE', token: admin.token });
      expect(revoked.status).to.equal(204);
      expect((await acceptNew(token)).body.error.code).to.equal('INVITE.NOT_FOUND');
      expect((await team(admin)).map((m) => m.email)).to.not.include(email);
      const twice = await server.api(`/api/admin/team/invitations/${invited.body.invitationId}`, { method: 'DELETE', token: admin.token });
      expect(twice.status).to.equal(404);
    });

    it('keeps nothing and answers 503 EMAIL_SEND_FAILED when the mail cannot be sent', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const email = uniqueEmail('unsent');
      sink.refuse(true);
      const failed = await invite(admin, email).finally(() => sink.refuse(false));
      expect([failed.status, failed.body.error.code]).to.deep.equal([503, 'EMAIL_SEND_FAILED']);
      expect(await sql('select id from team_invitations where email = ?', [email])).to.deep.equal([]);
      expect((await team(admin)).map((m) => m.email)).to.not.include(email);
    });

    it('writes in one language per organisation, whichever Admin sends: English until an Admin saves another', async () => {
      const org = uniqueOrg('Ромашка');
      const ruAdmin = await anAccount(server, 'Admin', org);
      const enAdmin = await anAccount(server, 'Admin', org);
      await server.api('/api/auth/update-locale', { token: ruAdmin.token, body: { locale: 'ru' } });
      const settingsOf = async (admin: Person) => (await server.api('/api/admin/settings', { token: admin.token })).body;
      expect((await settingsOf(ruAdmin)).invitationLocale).to.equal('en');
      expect((await settingsOf(enAdmin)).invitationLocale).to.equal('en');
      const first = uniqueEmail('default');
      await invite(ruAdmin, first);
      expect((await nextInvite(first)).subject).to.match(/^You are invited to join/);

      const saved = await server.api('/api/admin/settings', { method: 'PUT', token: ruAdmin.token, body: { name: org, invitationLocale: 'ru' } });
      expect(saved.body.invitationLocale).to.equal('ru');
      expect((await settingsOf(enAdmin)).invitationLocale).to.equal('ru');
      const second = uniqueEmail('ru');
      await invite(enAdmin, second);
      const ru = await nextInvite(second);
      expect(ru.subject).to.match(/^Вас приглашают в команду/);
      expect(ru.text).to.include('Создать аккаунт и вступить').and.include('7 дней').and.not.include('Hello');
    });
  });

  describe('a person who already has an account', () => {
    it('is not moved by the invitation: they must sign in and accept, and only then are a member', async () => {
      const org = uniqueOrg();
      const admin = await anAccount(server, 'Admin', org);
      const learner = await aLearner(server);
      const invited = await invite(admin, learner.email);
      expect(invited.status).to.equal(201);
      expect(invited.body).to.deep.include({ id: null, status: 'pending' });
      const token = inviteTokenIn(await nextInvite(learner.email));
      expect((await server.api('/api/auth/me', { token: learner.token })).body.organization).to.equal(null);
      expect((await view(token)).body.existingAccount).to.equal(true);

      const withPassword = await acceptNew(token, 'hijack1');
      expect([withPassword.status, withPassword.body.error.code]).to.deep.equal([409, 'INVITE.ACCOUNT_EXISTS']);
      expect((await server.api('/api/auth/login', { body: { email: learner.email, password: 'hijack1' } })).status).to.equal(401);

      const accepted = await accept(learner, token);
      expect(accepted.status).to.equal(200);
      expect(accepted.body).to.deep.equal({ success: true, organization: { id: accepted.body.organization.id, name: org } });
      expect((await server.api('/api/auth/me', { token: learner.token })).body.organization).to.deep.equal(accepted.body.organization);
      expect((await team(admin)).find((m) => m.email === learner.email)).to.deep.include({ id: learner.id, status: 'active' });
    });

    it('can decline: nothing changes and the link is used up', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const learner = await aLearner(server);
      await invite(admin, learner.email);
      const token = inviteTokenIn(await nextInvite(learner.email));
      expect((await decline(learner, token)).status).to.equal(204);
      expect((await server.api('/api/auth/me', { token: learner.token })).body.organization).to.equal(null);
      expect((await accept(learner, token)).body.error.code).to.equal('INVITE.USED');
      expect((await team(admin)).map((m) => m.email)).to.not.include(learner.email);
    });

    it('refuses another signed-in account with 403 INVITE.WRONG_ACCOUNT, to accept or decline', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const learner = await aLearner(server);
      const stranger = await aLearner(server);
      await invite(admin, learner.email);
      const token = inviteTokenIn(await nextInvite(learner.email));
      for (const answer of [accept, decline]) {
        const res = await answer(stranger, token);
        expect([res.status, res.body.error.code, res.body.error.message])
          .to.deep.equal([403, 'INVITE.WRONG_ACCOUNT', 'This invitation was sent to another email address.']);
      }
      expect((await server.api('/api/auth/me', { token: stranger.token })).body.organization).to.equal(null);
      expect((await accept(learner, token)).status).to.equal(200);
    });

    it('refuses anonymous answers with 401 and an expired link with 410', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const learner = await aLearner(server);
      await invite(admin, learner.email);
      const token = inviteTokenIn(await nextInvite(learner.email));
      expect((await server.api(`/api/invitations/${token}/accept`, { body: {} })).status).to.equal(401);
      await expire(learner.email);
      expect((await accept(learner, token)).status).to.equal(410);
    });
  });

  describe('addresses that may not join', () => {
    /** The answer with what differs from one address to the next (the address, its invitation and times) left out. */
    const shapeOf = (res: { status: number; body: Record<string, unknown> }) => {
      const { email: _email, invitationId: _id, invitedAt: _at, expiresAt: _until, ...rest } = res.body;
      return { status: res.status, keys: Object.keys(res.body).sort(), rest };
    };
    const organizationOf = async (person: Person) => (await server.api('/api/auth/me', { token: person.token })).body.organization;

    it('invites a stranger, another organisation\'s member or Admin and a SuperAdmin with indistinguishable answers', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const otherOrg = uniqueOrg('Other');
      const addresses = [
        uniqueEmail('stranger'), // no account
        (await aLearner(server)).email, // an account in no organisation
        (await anAccount(server, 'User', otherOrg)).email,
        (await anAccount(server, 'Admin', otherOrg)).email,
        (await anAccount(server, 'SuperAdmin', null)).email,
      ];
      const answers = [];
      for (const email of addresses) answers.push(await invite(admin, email));
      const [first, ...others] = answers.map(shapeOf);
      expect(first).to.deep.equal({
        status: 201,
        keys: ['email', 'experiencePoints', 'expiresAt', 'id', 'invitationId', 'invitedAt', 'level', 'role', 'status'],
        rest: { id: null, role: 'User', level: null, experiencePoints: 0, status: 'pending' },
      });
      for (const [i, other] of others.entries()) expect(other, addresses[i + 1]).to.deep.equal(first);
      const pending = (await team(admin)).filter((m) => m.status === 'pending');
      expect(pending.map((m) => m.email)).to.have.members(addresses);
      for (const row of pending) expect(row.id, row.email).to.equal(null);
      // Every one of them gets a mail; those who cannot join are told so there, not the Admin.
      for (const email of addresses) expect((await nextInvite(email)).text).to.include(admin.email);
    });

    it('tells a member of another organisation, on the page and when they accept, that they cannot join; nothing changes', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const elsewhere = await anAccount(server, 'User', uniqueOrg('Other'));
      const before = await organizationOf(elsewhere);
      await invite(admin, elsewhere.email);
      const mail = await nextInvite(elsewhere.email);
      expect(mail.text).to.include('already belongs to another organisation').and.not.include('press “Create account and join”');
      const token = inviteTokenIn(mail);
      expect((await view(token)).body).to.deep.include({ existingAccount: true, refusal: 'TEAM.OTHER_ORGANISATION' });

      const refused = await accept(elsewhere, token);
      expect([refused.status, refused.body.error.code, refused.body.error.message])
        .to.deep.equal([409, 'TEAM.OTHER_ORGANISATION', 'Your account already belongs to another organisation: it cannot join this one while it is there.']);
      expect(await organizationOf(elsewhere)).to.deep.equal(before);
      const [row] = await sql('select status, accepted_user_id from team_invitations where email = ?', [elsewhere.email]);
      expect(row).to.deep.equal({ status: 'pending', accepted_user_id: null });
      expect((await team(admin)).find((m) => m.email === elsewhere.email)).to.deep.include({ status: 'pending', id: null });
    });

    it('tells a SuperAdmin or an Admin of no organisation that an operator places administrators; nothing changes', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      for (const role of ['SuperAdmin', 'Admin'] as const) {
        const administrator = await anAccount(server, role, null);
        await invite(admin, administrator.email);
        const mail = await nextInvite(administrator.email);
        expect(mail.text, role).to.include('is an administrator account');
        const token = inviteTokenIn(mail);
        expect((await view(token)).body.refusal, role).to.equal('TEAM.ADMIN_NOT_INVITABLE');
        const refused = await accept(administrator, token);
        expect([refused.status, refused.body.error.code], role).to.deep.equal([409, 'TEAM.ADMIN_NOT_INVITABLE']);
        const me = (await server.api('/api/auth/me', { token: administrator.token })).body;
        expect([me.role, me.organization], role).to.deep.equal([role, null]);
        const [row] = await sql('select status from team_invitations where email = ?', [administrator.email]);
        expect(row!.status, role).to.equal('pending');
      }
    });

    it('still refuses a member of this team, naming them', async () => {
      const admin = await anAccount(server, 'Admin', uniqueOrg());
      const self = await invite(admin, admin.email);
      expect([self.status, self.body.error.code, self.body.error.message]).to.deep.equal([409, 'TEAM.ALREADY_MEMBER', `${admin.email} is already in your team.`]);
      expect(sink.to(admin.email)).to.have.length(0);
    });

    it('refuses to accept when the person joined another organisation meanwhile', async () => {
      const first = await anAccount(server, 'Admin', uniqueOrg('First'));
      const second = await anAccount(server, 'Admin', uniqueOrg('Second'));
      const learner = await aLearner(server);
      await invite(first, learner.email);
      const firstToken = inviteTokenIn(await nextInvite(learner.email));
      await invite(second, learner.email);
      const secondToken = inviteTokenIn(await nextInvite(learner.email));
      expect((await accept(learner, secondToken)).status).to.equal(200);
      const refused = await accept(learner, firstToken);
      expect([refused.status, refused.body.error.code]).to.deep.equal([409, 'TEAM.OTHER_ORGANISATION']);
      expect((await server.api('/api/auth/me', { token: learner.token })).body.organization.id)
        .to.equal((await server.api('/api/admin/settings', { token: second.token })).body.organization.id);
    });
  });

  it('limits an Admin to 20 invitations an hour (429 RATE_LIMITED)', async () => {
    const admin = await anAccount(server, 'Admin', uniqueOrg());
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await invite(admin, uniqueEmail(`burst${i}`))).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).to.equal(true);
    expect(statuses[20]).to.equal(429);
  });
});
