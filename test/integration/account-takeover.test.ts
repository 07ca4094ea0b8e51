import { expect } from 'chai';
import { person, startOAuthWorld, type OAuthWorld } from '../support/oauth.ts';
import { startSmtpSink, tokenIn, type CapturedMail, type SmtpSink } from '../support/smtp-sink.ts';
import { uniqueEmail } from '../support/test-server.ts';
import { anAccount, inviteTokenIn, uniqueOrg } from '../support/team.ts';
import { CreateUser } from '#src/modules/identity/index.ts';

/**
 * Taking an account through its address (ADR 0042), played as an attacker would, against the real
 * server with its mail caught by a real SMTP server and the providers faked as protocol servers.
 */
describe('Account takeover through the email address', function () {
  this.timeout(90_000);
  let sink: SmtpSink;
  let w: OAuthWorld;
  before(async () => {
    sink = await startSmtpSink();
    w = await startOAuthWorld({
      SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>', PUBLIC_URL: 'https://rapport.test', REGISTRATIONS_PER_HOUR: '100',
    });
  });
  after(async () => {
    await w?.stop();
    await sink?.stop();
  });

  const api = (...args: Parameters<OAuthWorld['server']['api']>) => w.server.api(...args);
  const register = async (email: string, locale: 'en' | 'ru' = 'en') => {
    const res = await api('/api/auth/register', { body: { email, password: 'owner-secret-1', locale, rememberMe: true } });
    expect(res.status).to.equal(201);
    return { token: res.body.token as string, refreshToken: res.body.refreshToken as string, id: res.body.user.id as number, mail: await sink.next(email) };
  };
  /** Registers, and confirms the address with the link mailed to it. */
  const registerVerified = async (email: string, locale: 'en' | 'ru' = 'en') => {
    const account = await register(email, locale);
    expect((await api('/api/email-verification/verify', { body: { token: tokenIn(account.mail) } })).status).to.equal(200);
    return account;
  };
  const changeEmail = (token: string, body: Record<string, unknown>) => api('/api/auth/update-email', { method: 'PUT', token, body });
  const me = async (token: string) => (await api('/api/auth/me', { token })).body;
  const resetLinkIn = (mail: CapturedMail) => new URL(/https:\/\/rapport\.test\/reset-password\?token=\S+/.exec(mail.text)![0]).searchParams.get('token')!;
  /** The owner of `email` asks for a reset link and sets a new password with it. */
  const resetThroughMail = async (email: string, newPassword: string) => {
    expect((await api('/api/auth/forgot-password', { body: { email } })).status).to.equal(202);
    const mail = await sink.next(email);
    const done = await api('/api/auth/reset-password', { body: { token: resetLinkIn(mail), newPassword } });
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    return { mail, message: done.body.message as string };
  };
  const links = async (userId: number) => w.rows('select provider from oauth_accounts where user_id = ?', [userId]);
  const undoTokenIn = (mail: CapturedMail) => new URL(/https:\/\/rapport\.test\/undo-email-change\?token=\S+/.exec(mail.text)![0]).searchParams.get('token')!;
  const checkUndo = async (token: string) => (await api(`/api/auth/undo-email-change?token=${encodeURIComponent(token)}`)).body;
  const undo = (token: string, newPassword: string) => api('/api/auth/undo-email-change', { body: { token, newPassword } });
  /** Moves the account to `to` and answers the undo link the notice took to the address it left. */
  const moveAway = async (sessionToken: string, from: string, to: string, currentPassword?: string) => {
    const changed = await changeEmail(sessionToken, { email: to, ...(currentPassword ? { currentPassword } : {}) });
    expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
    await sink.next(to); // the new address's verification link
    return undoTokenIn(await sink.next(from));
  };

  describe('changing the address', () => {
    it('needs the password, so a session alone cannot move the account to another mailbox', async () => {
      const victim = uniqueEmail('victim');
      const { token } = await register(victim);
      const attacker = uniqueEmail('attacker');
      const taken = await changeEmail(token, { email: attacker });
      expect([taken.status, taken.body.error.code]).to.deep.equal([400, 'IDENTITY.INCORRECT_PASSWORD']);
      expect((await me(token)).email).to.equal(victim);
      // Nothing was mailed anywhere: no link to the attacker, no notice to the owner.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sink.to(attacker)).to.deep.equal([]);
      expect(sink.to(victim)).to.have.length(1); // the registration's verification mail
      const reset = await api('/api/auth/forgot-password', { body: { email: attacker } });
      expect(reset.status).to.equal(202);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sink.to(attacker), 'no reset link goes to an address that is not the account\'s').to.deep.equal([]);
    });

    it('tells the previous address, in the account\'s language, where the account went and what to do if it was not them', async () => {
      for (const locale of ['en', 'ru'] as const) {
        const before = uniqueEmail(`old-${locale}`);
        const { token } = await registerVerified(before, locale);
        const after = uniqueEmail(`new-${locale}`);
        const changed = await changeEmail(token, { email: after, currentPassword: 'owner-secret-1' });
        expect(changed.status).to.equal(200);
        const notice = await sink.next(before);
        await sink.next(after); // the new address's verification link
        expect(notice.subject).to.equal(locale === 'en' ? 'The email address of your Rapport account was changed' : 'Адрес почты аккаунта Rapport изменён');
        for (const part of [notice.text, notice.html]) {
          expect(part).to.include(before).and.include(after);
          expect(part).to.include('https://rapport.test/undo-email-change?token=');
        }
        expect(notice.text).to.include(locale === 'en' ? 'If it was not you, someone has been in your account.' : 'Если это были не вы, в вашем аккаунте побывал кто-то другой.');
        expect(notice.text.match(/token=/g), 'one link: the way back, no link that would verify or reset anything').to.have.length(1);
      }
    });

    it('tells an address that was never verified nothing: it may be a typo\'s, whose owner is a stranger to the account', async () => {
      const typo = uniqueEmail('typo');
      const { token, id } = await register(typo);
      expect((await changeEmail(token, { email: uniqueEmail('meant'), currentPassword: 'owner-secret-1' })).status).to.equal(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sink.to(typo).map((m) => m.subject), 'only the registration\'s verification mail').to.deep.equal(['Confirm your email address for Rapport']);
      expect(await w.rows('select count(*)::int as n from email_change_undos where user_id = ?', [id])).to.deep.equal([{ n: 0 }]);
    });

    it('asks nothing of an account without a password, and mails no notice to a placeholder address', async () => {
      const fb = await api('/api/oauth/login', { body: { provider: 'facebook', accessToken: w.facebook.accessToken(person({ email: null })) } });
      const placeholder = fb.body.user.email as string;
      const real = uniqueEmail('real');
      const added = await changeEmail(fb.body.token, { email: real });
      expect(added.status).to.equal(200);
      await sink.next(real);
      expect(sink.to(placeholder)).to.deep.equal([]);
      expect(await w.rows('select count(*)::int as n from email_change_undos where user_id = ?', [fb.body.userId]), 'no way back to a placeholder').to.deep.equal([{ n: 0 }]);
    });
  });

  describe('"it was not me": undoing a change from the address it left (ADR 0047)', () => {
    it('puts the address back, proven, with a new password, and shuts out whoever moved the account', async () => {
      // A Google-only account has no password to ask for: a stolen session alone moves it, then mails itself a reset link.
      const owner = uniqueEmail('owner');
      const signedIn = await api('/api/oauth/login', { body: { provider: 'google', accessToken: w.google.accessToken(person({ email: owner })), rememberMe: true } });
      const accountId = signedIn.body.userId as number;
      const attacker = uniqueEmail('attacker');
      const undoToken = await moveAway(signedIn.body.token, owner, attacker);
      expect((await api('/api/auth/forgot-password', { body: { email: attacker } })).status).to.equal(202);
      const attackersReset = resetLinkIn(await sink.next(attacker));

      const checked = await api(`/api/auth/undo-email-change?token=${encodeURIComponent(undoToken)}`);
      expect(checked.body).to.deep.equal({ valid: true, email: owner });
      expect(checked.headers.get('cache-control'), 'an address in a public answer: kept by no cache').to.equal('no-store');
      const done = await undo(undoToken, 'owner-secret-9');
      expect(done.status, JSON.stringify(done.body)).to.equal(200);
      expect(done.body).to.deep.equal({
        success: true, email: owner,
        message: 'Your address is back and your new password is set. Every device was signed out, and the sign-ins through other services were disconnected. Log in with the new password.',
      });

      const back = (await api('/api/auth/login', { body: { email: owner, password: 'owner-secret-9' } })).body;
      expect(back.user).to.include({ id: accountId, email: owner, emailVerified: true, hasPassword: true });
      expect(await links(accountId), 'the Google sign-in may have been the intruder\'s: connect it again in Settings').to.deep.equal([]);
      expect((await api('/api/auth/me', { token: signedIn.body.token })).status, 'the stolen session').to.equal(401);
      expect((await api('/api/auth/refresh', { body: { refreshToken: signedIn.body.refreshToken } })).status).to.equal(401);
      const reset = await api('/api/auth/reset-password', { body: { token: attackersReset, newPassword: 'attacker-1' } });
      expect([reset.status, reset.body.error.code], 'the reset link mailed to the intruder').to.deep.equal([400, 'IDENTITY.RESET_LINK_INVALID']);
      expect((await api('/api/auth/login', { body: { email: attacker, password: 'attacker-1' } })).status).to.equal(401);

      // Once only.
      expect(await checkUndo(undoToken)).to.deep.equal({ valid: false, email: null });
      const again = await undo(undoToken, 'owner-secret-10');
      expect([again.status, again.body.error]).to.deep.equal([400, {
        code: 'IDENTITY.UNDO_LINK_INVALID', message: 'This link does not work any more. If you cannot sign in, ask for a password reset at your address.',
      }]);
    });

    it('keeps working after an intruder\'s further changes, whose own link never works; one use voids the account\'s other links; refusals change nothing', async () => {
      const owner = uniqueEmail('owner');
      const { token } = await registerVerified(owner);
      // The intruder moves the account to a mailbox of theirs, confirms it, and moves it again: its notice goes to them.
      const intruder = uniqueEmail('intruder');
      const ownersUndo = await moveAway(token, owner, intruder, 'owner-secret-1');
      const confirmation = sink.to(intruder).find((m) => m.subject.startsWith('Confirm'))!;
      expect((await api('/api/email-verification/verify', { body: { token: tokenIn(confirmation) } })).status).to.equal(200);
      const third = uniqueEmail('third');
      const intrudersUndo = await moveAway(token, intruder, third, 'owner-secret-1');
      expect(await checkUndo(ownersUndo)).to.deep.equal({ valid: true, email: owner });
      // Mailed while the owner's link was open, the intruder's never works: used first, it would have voided the owner's.
      expect(await checkUndo(intrudersUndo)).to.deep.equal({ valid: false, email: null });

      for (const bad of [{ token: 'made-up' }, { token: '' }, { token: ownersUndo, newPassword: '12345' }, { newPassword: 'owner-secret-2' }, { token: intrudersUndo }]) {
        const res = await api('/api/auth/undo-email-change', { body: { newPassword: 'owner-secret-2', ...bad } });
        expect(res.status, JSON.stringify(bad)).to.equal(400);
        expect(res.body.error.code, JSON.stringify(bad)).to.be.oneOf(['IDENTITY.UNDO_LINK_INVALID', 'VALIDATION_FAILED']);
      }
      expect((await me(token)).email, 'nothing changed').to.equal(third);

      const done = await undo(ownersUndo, 'owner-secret-2');
      expect(done.status, JSON.stringify(done.body)).to.equal(200);
      expect(done.body.email).to.equal(owner);
      expect(await checkUndo(intrudersUndo), 'the intruder\'s own link is used up with it').to.deep.equal({ valid: false, email: null });
      expect((await undo(intrudersUndo, 'intruder-1')).body.error.code).to.equal('IDENTITY.UNDO_LINK_INVALID');
      expect((await api('/api/auth/login', { body: { email: owner, password: 'owner-secret-2' } })).status).to.equal(200);
    });

    it('gives the intruder\'s own link nothing once the owner\'s lapses, and blocks no later link with it', async () => {
      const owner = uniqueEmail('owner');
      const { token, id } = await registerVerified(owner);
      const intruder = uniqueEmail('intruder');
      await moveAway(token, owner, intruder, 'owner-secret-1');
      const confirmation = sink.to(intruder).find((m) => m.subject.startsWith('Confirm'))!;
      expect((await api('/api/email-verification/verify', { body: { token: tokenIn(confirmation) } })).status).to.equal(200);
      // Back to the owner's address (its own link has nothing left to undo), mailing one to the intruder's mailbox.
      const intrudersUndo = await moveAway(token, intruder, owner, 'owner-secret-1');
      // A week on: the owner's link lapsed a minute ago; the intruder's, mailed while it was open, has days left.
      await w.rows(`update email_change_undos set created_at = now() - interval '7 days 1 minute', expires_at = now() - interval '1 minute' where user_id = ? and previous_email = ?`, [id, owner]);
      await w.rows(`update email_change_undos set created_at = now() - interval '2 minutes', expires_at = now() + interval '7 days' - interval '2 minutes' where user_id = ? and previous_email = ?`, [id, intruder]);
      expect(await checkUndo(intrudersUndo)).to.deep.equal({ valid: false, email: null });
      const refused = await undo(intrudersUndo, 'intruder-1');
      expect([refused.status, refused.body.error.code]).to.deep.equal([400, 'IDENTITY.UNDO_LINK_INVALID']);
      expect((await me(token)).email).to.equal(owner);

      // The owner confirms their address again; a move away from it then mails a link that works, dead links or not.
      const reconfirm = sink.to(owner).filter((m) => m.subject.startsWith('Confirm')).at(-1)!;
      expect((await api('/api/email-verification/verify', { body: { token: tokenIn(reconfirm) } })).status).to.equal(200);
      const next = await moveAway(token, owner, uniqueEmail('later'), 'owner-secret-1');
      expect(await checkUndo(next)).to.deep.equal({ valid: true, email: owner });
      expect(await checkUndo(intrudersUndo)).to.deep.equal({ valid: false, email: null });
    });

    it('works for a week, and not for an account that has become a SuperAdmin\'s', async () => {
      const owner = uniqueEmail('owner');
      const { token, id } = await registerVerified(owner);
      const lapsed = await moveAway(token, owner, uniqueEmail('elsewhere'), 'owner-secret-1');
      await w.rows(`update email_change_undos set expires_at = now() - interval '1 second' where user_id = ?`, [id]);
      expect(await checkUndo(lapsed), 'past its week').to.deep.equal({ valid: false, email: null });
      expect((await undo(lapsed, 'owner-secret-2')).body.error.code).to.equal('IDENTITY.UNDO_LINK_INVALID');

      const other = uniqueEmail('other');
      const second = await registerVerified(other);
      const promoted = await moveAway(second.token, other, uniqueEmail('away'), 'owner-secret-1');
      await w.rows(`update users set role = 'SuperAdmin' where id = ?`, [second.id]);
      const refused = await undo(promoted, 'owner-secret-2');
      expect([refused.status, refused.body.error.code]).to.deep.equal([409, 'IDENTITY.SUPERADMIN_EMAIL_LOCKED']);
      expect(await checkUndo(promoted), 'unused').to.deep.equal({ valid: true, email: other });
    });

    it('holds the address it restores for its week: nobody else registers it or moves to it, the account itself may go back', async () => {
      const owner = uniqueEmail('owner');
      const { token } = await registerVerified(owner);
      const undoToken = await moveAway(token, owner, uniqueEmail('elsewhere'), 'owner-secret-1');
      const squat = await api('/api/auth/register', { body: { email: owner, password: 'squatter-1', locale: 'en' } });
      expect([squat.status, squat.body.error.code]).to.deep.equal([409, 'IDENTITY.EMAIL_TAKEN']);
      const other = await registerVerified(uniqueEmail('other'));
      const moved = await changeEmail(other.token, { email: owner, currentPassword: 'owner-secret-1' });
      expect([moved.status, moved.body.error.code]).to.deep.equal([409, 'EMAIL_ALREADY_TAKEN']);
      expect(await checkUndo(undoToken)).to.deep.equal({ valid: true, email: owner });
      // The owner, signed in still, changes their mind: nothing is left to undo then.
      expect((await changeEmail(token, { email: owner, currentPassword: 'owner-secret-1' })).status).to.equal(200);
      expect(await checkUndo(undoToken)).to.deep.equal({ valid: false, email: null });
    });

    it('opens no new account at the address it holds: not a provider\'s verified address, not an invitation', async () => {
      const owner = uniqueEmail('owner');
      const { token } = await registerVerified(owner);
      const undoToken = await moveAway(token, owner, uniqueEmail('elsewhere'), 'owner-secret-1');

      // A Google account with the address, verified there: refused, and told the address is held (the web then points to the mailed link).
      const google = person({ email: owner, emailVerified: true });
      const social = await api('/api/oauth/login', { body: { provider: 'google', accessToken: w.google.accessToken(google) } });
      expect([social.status, social.body.error.code, social.body.error.details?.addressOnHold]).to.deep.equal([409, 'OAUTH.ACCOUNT_EXISTS', true]);
      // Unverified there, the address was never going to be the account's: a placeholder one is, as always.
      const unverified = await api('/api/oauth/login', { body: { provider: 'google', accessToken: w.google.accessToken(person({ email: owner, emailVerified: false })) } });
      expect(unverified.status, JSON.stringify(unverified.body)).to.equal(200);
      expect((await me(unverified.body.token)).email).to.not.equal(owner);

      // An Admin's invitation to the address: the link's page says it is held, and joining is refused.
      const admin = await anAccount(w.server, 'Admin', uniqueOrg());
      expect((await api('/api/admin/team/invite', { token: admin.token, body: { email: owner } })).status).to.equal(201);
      const inviteToken = inviteTokenIn(await sink.next(owner));
      expect((await api(`/api/invitations/${encodeURIComponent(inviteToken)}`)).body).to.include({ existingAccount: false, refusal: 'TEAM.ADDRESS_ON_HOLD' });
      const joined = await api('/api/auth/accept-invite', { body: { token: inviteToken, password: 'joiner-1', locale: 'en' } });
      expect([joined.status, joined.body.error.code]).to.deep.equal([409, 'TEAM.ADDRESS_ON_HOLD']);

      expect(await w.rows('select id from users where email = ?', [owner])).to.deep.equal([]);
      expect((await undo(undoToken, 'owner-secret-2')).status, 'the owner still gets the address back').to.equal(200);
      expect((await api('/api/auth/login', { body: { email: owner, password: 'owner-secret-2' } })).status).to.equal(200);
    });

    it('will not take back an address an operator has given another account since, and keeps the link for when it is free', async () => {
      const owner = uniqueEmail('owner');
      const { token } = await registerVerified(owner);
      const undoToken = await moveAway(token, owner, uniqueEmail('elsewhere'), 'owner-secret-1');
      const { container, inContext } = w.server.kernel;
      await inContext(() => container.get(CreateUser).execute({ email: owner, password: 'operator-1', role: 'User' })); // `rapport user create`
      const refused = await undo(undoToken, 'owner-secret-2');
      expect([refused.status, refused.body.error]).to.deep.equal([409, {
        code: 'EMAIL_ALREADY_TAKEN', message: 'Another account has taken this address since. Please contact support.',
      }]);
      expect(await checkUndo(undoToken)).to.deep.equal({ valid: true, email: owner });
      expect((await api('/api/auth/me', { token })).status, 'a refused undo signs nobody out').to.equal(200);
    });
  });

  describe('a sign-in linked to an address nobody proved', () => {
    it('cannot be made: a squatter who registered the address cannot link their Google account', async () => {
      const victim = uniqueEmail('victim');
      const squatter = await register(victim);
      const google = person(); // the squatter's own Google account
      const refused = await api('/api/oauth/link', { token: squatter.token, body: { provider: 'google', accessToken: w.google.accessToken(google) } });
      expect([refused.status, refused.body.error.code]).to.deep.equal([409, 'OAUTH.ACCOUNT_EMAIL_UNVERIFIED']);
      expect(await links(squatter.id)).to.deep.equal([]);

      // The owner takes the address back with "Forgot your password?": it is proven now, without the bonus the link would have given.
      await resetThroughMail(victim, 'owner-secret-2');
      const owner = (await api('/api/auth/login', { body: { email: victim, password: 'owner-secret-2' } })).body;
      expect(owner.user).to.include({ id: squatter.id, emailVerified: true });
      expect(owner.user.usage.sessionLimit, 'no verification bonus for a reset').to.equal(5);
      expect((await api('/api/auth/refresh', { body: { refreshToken: squatter.refreshToken } })).status, 'the squatter is signed out').to.equal(401);
      const squattersGoogle = await api('/api/oauth/login', { body: { provider: 'google', accessToken: w.google.accessToken(google) } });
      expect(squattersGoogle.body.userId).to.not.equal(squatter.id);
    });

    it('is removed by a reset through the mailed link, which also proves the address (and signs everyone out)', async () => {
      // A link made while the address was someone else's placeholder: a Facebook account without an
      // email moves to the victim's address (no password to ask for) and keeps its Facebook sign-in.
      const attackerFacebook = person({ email: null });
      const fb = await api('/api/oauth/login', { body: { provider: 'facebook', accessToken: w.facebook.accessToken(attackerFacebook), rememberMe: true } });
      const accountId = fb.body.userId as number;
      const victim = uniqueEmail('victim');
      expect((await changeEmail(fb.body.token, { email: victim })).status).to.equal(200);
      await sink.next(victim); // the verification mail the attacker cannot open
      expect(await links(accountId)).to.deep.equal([{ provider: 'facebook' }]);

      const { mail, message } = await resetThroughMail(victim, 'owner-secret-2');
      expect(mail.text, 'the reset mail says what it will do').to.include('disconnects the social sign-ins');
      expect(message).to.include('disconnected');
      expect(await links(accountId)).to.deep.equal([]);
      const owner = (await api('/api/auth/login', { body: { email: victim, password: 'owner-secret-2' } })).body;
      expect(owner.user).to.include({ id: accountId, emailVerified: true, hasPassword: true });
      expect(owner.user.usage.sessionLimit, 'no verification bonus for a reset').to.equal(5);
      expect((await api('/api/auth/refresh', { body: { refreshToken: fb.body.refreshToken } })).status).to.equal(401);
      expect((await api('/api/auth/me', { token: fb.body.token })).status).to.equal(401);

      // The attacker's Facebook no longer opens the account: it makes an account of its own.
      const again = await api('/api/oauth/login', { body: { provider: 'facebook', accessToken: w.facebook.accessToken(attackerFacebook) } });
      expect(again.body).to.include({ isNewUser: true });
      expect(again.body.userId).to.not.equal(accountId);
    });

    it('leaves the links of an account whose address was verified alone', async () => {
      const email = uniqueEmail('proven');
      const google = await api('/api/oauth/login', { body: { provider: 'google', accessToken: w.google.accessToken(person({ email })) } });
      expect(google.body.emailVerified).to.equal(true);
      const { mail, message } = await resetThroughMail(email, 'now-a-password-1');
      expect(mail.text).to.not.include('disconnects');
      expect(message).to.equal('Your password has been changed. Log in with the new one.');
      expect(await links(google.body.userId)).to.deep.equal([{ provider: 'google' }]);
    });
  });
});
