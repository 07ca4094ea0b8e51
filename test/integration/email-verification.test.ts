import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { startSmtpSink, tokenIn, type SmtpSink } from '../support/smtp-sink.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { GrantPremium } from '#src/modules/billing/index.ts';
import { ChangeSubscription, CLI_OPERATOR } from '#src/modules/identity/index.ts';

/** SPEC §7 "Email verification" against the real server, its mail caught by a real SMTP server. */
describe('Email verification API', function () {
  let sink: SmtpSink;
  let server: TestServer;
  before(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>', PUBLIC_URL: 'https://rapport.test' });
  });
  after(async () => {
    await server?.stop();
    await sink?.stop();
  });

  const sql = (text: string, params: unknown[] = []) => server.kernel.db.orm.em.fork().getConnection().execute(text, params);
  /** A registered learner, and the token of the mail registration sent them. */
  async function learner(locale: 'en' | 'ru' = 'en') {
    const email = uniqueEmail('verify');
    const res = await server.api('/api/auth/register', { body: { email, password: 'secret1', locale } });
    expect(res.status).to.equal(201);
    return { email, token: res.body.token as string, id: res.body.user.id as number, mailToken: tokenIn(await sink.next(email)) };
  }
  const verify = (token: unknown) => server.api('/api/email-verification/verify', { body: { token } });
  const resend = (token: string) => server.api('/api/email-verification/resend', { token, body: {} });
  const send = (token: string, email: unknown) => server.api('/api/email-verification/send', { token, body: { email } });
  const validate = (token: string) => server.api(`/api/email-verification/validate/${encodeURIComponent(token)}`);
  /** Moves the last mail's time back, as if the cooldown had passed. */
  const coolDown = (id: number) => sql(`update users set email_verification_sent_at = now() - interval '61 seconds' where id = ?`, [id]);

  it('mails a link on registration that verifies once, awards the bonus sessions, and then is used up', async () => {
    const { email, token, mailToken } = await learner();
    expect(mailToken).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect((await server.api('/api/email-verification/status', { token })).body).to.include({ success: true, isVerified: false, temporaryEmail: false, linkSent: true });

    const ok = await verify(mailToken);
    expect(ok.status).to.equal(200);
    expect(ok.body).to.deep.equal({ success: true, message: 'Email verified. 3 practice sessions were added to this month.', email, bonusSessions: 3, bonusWaitsForFree: false });
    const status = await server.api('/api/email-verification/status', { token });
    expect(status.body).to.include({ success: true, isVerified: true, linkSent: false });
    expect(status.body.message).to.be.a('string');
    const me = (await server.api('/api/auth/me', { token })).body;
    expect(me.emailVerified).to.equal(true);
    expect(me.usage).to.include({ sessionLimit: 8 });

    const again = await verify(mailToken);
    expect(again.status).to.equal(400);
    expect(again.body).to.include({ success: false, code: 'VERIFICATION_TOKEN_INVALID' });
    expect(again.body.message).to.be.a('string').and.not.empty;
    expect(again.body.error.code).to.equal('VERIFICATION_TOKEN_INVALID');
  });

  it('says no link was sent when the mail could not go (the page must not claim one), and one was once a resend went', async () => {
    sink.refuse(true);
    try {
      const email = uniqueEmail('unsent');
      const res = await server.api('/api/auth/register', { body: { email, password: 'secret1' } });
      expect(res.status).to.equal(201);
      const token = res.body.token as string;
      expect((await server.api('/api/email-verification/status', { token })).body).to.include({ isVerified: false, linkSent: false, cooldownSeconds: 0 });
      sink.refuse(false);
      expect((await resend(token)).status).to.equal(200);
      expect((await server.api('/api/email-verification/status', { token })).body).to.include({ linkSent: true });
    } finally {
      sink.refuse(false);
    }
  });

  it('stores only a hash of the token', async () => {
    const { id, mailToken } = await learner();
    const [row] = await sql('select email_verification_token from users where id = ?', [id]);
    expect(row.email_verification_token).to.equal(createHash('sha256').update(mailToken).digest('hex'));
    expect(JSON.stringify(await sql('select * from users where id = ?', [id]))).not.to.include(mailToken);
  });

  it('validates a token without using it up (a mail scanner opening the link verifies nothing)', async () => {
    const { token, mailToken } = await learner();
    expect((await validate(mailToken)).body).to.include({ success: true, valid: true });
    expect((await validate(mailToken)).body.valid).to.equal(true);
    expect((await server.api('/api/email-verification/status', { token })).body.isVerified).to.equal(false);
    expect((await validate('A'.repeat(43))).body).to.include({ success: true, valid: false });
    expect((await validate('A'.repeat(2000))).body, 'far too long for a token of ours').to.include({ success: true, valid: false });
    await verify(mailToken);
    expect((await validate(mailToken)).body.valid).to.equal(false);
  });

  it('on Premium, says the bonus waits for the first month on Free, and it is there when Premium ends', async () => {
    const { email, token, mailToken } = await learner();
    await server.kernel.inContext(() => server.kernel.container.get(GrantPremium).execute(email, 1, CLI_OPERATOR));
    const ok = await verify(mailToken);
    expect(ok.body).to.deep.equal({
      success: true, message: 'Email verified. 3 practice sessions will be added to your first month on the Free plan.', email, bonusSessions: 3, bonusWaitsForFree: true,
    });
    expect((await server.api('/api/auth/me', { token })).body.usage).to.include({ subscriptionTier: 'Premium' });
    await server.kernel.inContext(() => server.kernel.container.get(ChangeSubscription).endPremium(email, CLI_OPERATOR));
    expect((await server.api('/api/auth/me', { token })).body.usage).to.include({ subscriptionTier: 'Free', sessionLimit: 8 });
  });

  it('lets only one of many simultaneous presses with one token through, and awards the bonus once', async () => {
    const { token, mailToken } = await learner();
    const results = await Promise.all(Array.from({ length: 6 }, () => verify(mailToken)));
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 400, 400, 400, 400, 400]);
    expect((await server.api('/api/auth/me', { token })).body.usage.sessionLimit).to.equal(8);
  });

  it('refuses an expired link, and validate says it is not valid', async () => {
    const { id, mailToken } = await learner();
    await sql(`update users set email_verification_expires_at = now() - interval '1 second' where id = ?`, [id]);
    expect((await validate(mailToken)).body.valid).to.equal(false);
    const res = await verify(mailToken);
    expect(res.status).to.equal(400);
    expect(res.body).to.include({ success: false, code: 'VERIFICATION_TOKEN_EXPIRED' });
  });

  it('answers a missing, empty, unknown or oversized token with a code, never a 500', async () => {
    expect((await verify(undefined)).body).to.include({ success: false, code: 'VERIFICATION_TOKEN_REQUIRED', message: 'Verification token is required' });
    expect((await verify('   ')).body.code).to.equal('VERIFICATION_TOKEN_REQUIRED');
    expect((await verify('not-a-token')).body.code).to.equal('VERIFICATION_TOKEN_INVALID');
    expect((await verify('x'.repeat(600))).status).to.equal(400);
  });

  it('holds resends 60 s apart (RATE_LIMITED with cooldownSeconds and cooldownMinutes), then mails a link that replaces the last', async () => {
    const { email, token, id, mailToken } = await learner();
    const early = await resend(token);
    expect(early.status).to.equal(429);
    expect(early.body).to.include({ success: false, code: 'RATE_LIMITED', message: 'Please wait before requesting another email.', cooldownMinutes: 1 });
    expect(early.body.cooldownSeconds).to.be.within(1, 60);
    expect(Number(early.headers.get('retry-after'))).to.equal(early.body.cooldownSeconds);
    expect((await server.api('/api/email-verification/status', { token })).body.cooldownSeconds).to.be.within(1, 60);
    expect(sink.to(email)).to.have.length(1);

    await coolDown(id);
    const later = await resend(token);
    expect(later.status).to.equal(200);
    expect(later.body).to.include({ success: true, cooldownSeconds: 60 });
    const newer = tokenIn(await sink.next(email));
    expect(newer).not.to.equal(mailToken);
    expect((await validate(mailToken)).body.valid).to.equal(false);
    expect((await verify(newer)).status).to.equal(200);
  });

  it('sends one mail when two resends race past the cooldown', async () => {
    const { email, token, id } = await learner();
    await coolDown(id);
    const results = await Promise.all([resend(token), resend(token)]);
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 429]);
    await sink.next(email);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.to(email)).to.have.length(2); // registration's and one resend
  });

  it('sends only to the account’s own address (EMAIL_INVALID otherwise), and nothing once verified (ALREADY_VERIFIED)', async () => {
    const { email, token, id, mailToken } = await learner();
    await coolDown(id);
    for (const other of [uniqueEmail(), 'not-an-email', '', null, `${'a'.repeat(250)}@example.com`]) {
      const res = await send(token, other);
      expect(res.status, String(other)).to.equal(400);
      expect(res.body).to.include({ success: false, code: 'EMAIL_INVALID' });
    }
    expect((await send(token, email.toUpperCase())).body).to.include({ success: true });
    await verify(tokenIn(await sink.next(email)));
    expect((await validate(mailToken)).body.valid).to.equal(false);
    for (const res of [await send(token, email), await resend(token)]) {
      expect(res.status).to.equal(409);
      expect(res.body).to.include({ success: false, code: 'ALREADY_VERIFIED' });
    }
    expect(sink.to(email)).to.have.length(2);
  });

  it('needs a signed-in account to send or read the status, and says so with success false', async () => {
    const res = await server.api('/api/email-verification/resend', { body: {} });
    expect(res.status).to.equal(401);
    expect(res.body).to.include({ success: false, code: 'AUTH.UNAUTHENTICATED' });
    expect((await server.api('/api/email-verification/status')).status).to.equal(401);
  });

  it('resets verification when the email changes and mails the new address at once; the bonus is not given twice', async () => {
    const { email, token, mailToken } = await learner();
    await verify(mailToken);
    const fresh = uniqueEmail('changed');
    const put = await server.api('/api/auth/update-email', { token, method: 'PUT', body: { email: fresh, currentPassword: 'secret1' } });
    expect(put.body).to.include({ success: true, email: fresh, verificationEmailSent: true });
    expect((await server.api('/api/auth/me', { token })).body).to.include({ email: fresh, emailVerified: false });
    const mail = await sink.next(fresh);
    // The old address got its registration mail, then the notice of the change (ADR 0042): no new link.
    expect(sink.to(email).map((m) => m.subject)).to.deep.equal(['Confirm your email address for Rapport', 'The email address of your Rapport account was changed']);
    const second = await verify(tokenIn(mail));
    expect(second.body).to.deep.equal({ success: true, message: 'Email verified.', email: fresh, bonusSessions: 0, bonusWaitsForFree: false });
    expect((await server.api('/api/auth/me', { token })).body.usage.sessionLimit).to.equal(8);
  });

  it('kills a pending link when the email changes', async () => {
    const { token, mailToken } = await learner();
    expect((await server.api('/api/auth/update-email', { token, method: 'PUT', body: { email: uniqueEmail('moved'), currentPassword: 'secret1' } })).status).to.equal(200);
    expect((await verify(mailToken)).body.code).to.equal('VERIFICATION_TOKEN_INVALID');
  });

  describe('temporary-email accounts', () => {
    const TEMP = 'temp.rapport.invalid';

    it('are never mailed: send and resend answer EMAIL_TEMPORARY', async () => {
      const { token, id } = await learner();
      const placeholder = `fb-${id}@${TEMP}`;
      await sql('update users set email = ?, email_verification_token = null, email_verification_sent_at = null where id = ?', [placeholder, id]);
      const before = sink.mails.length;
      const res = await resend(token);
      expect(res.status).to.equal(400);
      expect(res.body).to.include({ success: false, code: 'EMAIL_TEMPORARY' });
      expect((await send(token, placeholder)).body.code).to.equal('EMAIL_TEMPORARY');
      expect((await server.api('/api/email-verification/status', { token })).body).to.include({ isVerified: false, temporaryEmail: true });
      expect(sink.mails.length).to.equal(before);
    });

    it('cannot be chosen: registering or changing to an address in that domain is refused, the reason named', async () => {
      const named = { path: 'body.email', code: 'custom', problem: 'temporaryEmail', message: 'Please enter your own email address.' };
      for (const email of [`someone@${TEMP}`, `Someone@${TEMP.toUpperCase()}`]) {
        const reg = await server.api('/api/auth/register', { body: { email, password: 'secret1' } });
        expect(reg.status, email).to.equal(400);
        expect(reg.body.error.code).to.equal('VALIDATION_FAILED');
        expect(reg.body.error.details).to.deep.equal([named]);
      }
      const { token } = await learner();
      const put = await server.api('/api/auth/update-email', { token, method: 'PUT', body: { email: `Me@${TEMP.toUpperCase()}`, currentPassword: 'secret1' } });
      expect(put.body.error.code).to.equal('EMAIL_INVALID');
      expect(put.body.error.details).to.deep.equal([named]);
    });
  });
});
