import { expect } from 'chai';
import { startSmtpSink, type CapturedMail, type SmtpSink } from '../support/smtp-sink.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { anAccount, type Person } from '../support/team.ts';
import { fullEdit } from '../support/people.ts';

/** "Forgot your password?": a link mailed over real SMTP (a sink on 127.0.0.1), a new password, every device signed out. */
describe('Password reset by mail', function () {
  let sink: SmtpSink;
  let server: TestServer;
  before(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>', PUBLIC_URL: 'https://rapport.test/', REGISTRATIONS_PER_HOUR: '100', TRUST_PROXY: 'loopback' });
  });
  after(async () => {
    await server?.stop();
    await sink?.stop();
  });

  const register = async (locale: 'en' | 'ru' = 'en') => {
    const email = uniqueEmail('reset');
    const res = await server.api('/api/auth/register', { body: { email, password: 'old-secret-1', locale, rememberMe: true } });
    expect(res.status).to.equal(201);
    await sink.next(email); // the verification mail
    return { email, refreshToken: res.body.refreshToken as string };
  };
  const ask = (email: string) => server.api('/api/auth/forgot-password', { body: { email } });
  const tokenOf = (mail: CapturedMail) => new URL(mail.text.match(/https:\/\/rapport\.test\/reset-password\?token=\S+/)![0]).searchParams.get('token')!;
  const login = (email: string, password: string) => server.api('/api/auth/login', { body: { email, password } });

  it('mails a link in the account’s language; the link sets a new password once and signs every device out', async () => {
    const { email, refreshToken } = await register('ru');
    const asked = await ask(email.toUpperCase());
    expect([asked.status, asked.body]).to.deep.equal([202, { success: true, message: 'If an account uses this address, we have sent it a link to choose a new password.' }]);
    const mail = await sink.next(email);
    expect(mail.subject).to.equal('Сброс пароля Rapport');
    expect(mail.text).to.include('60 минут');
    const token = tokenOf(mail);
    expect((await server.api(`/api/auth/reset-password?token=${encodeURIComponent(token)}`)).body).to.deep.equal({ valid: true });

    const short = await server.api('/api/auth/reset-password', { body: { token, newPassword: '123' } });
    expect([short.status, short.body.error.code]).to.deep.equal([400, 'VALIDATION_FAILED']);
    const done = await server.api('/api/auth/reset-password', { body: { token, newPassword: 'new-secret-2' } });
    expect([done.status, done.body.message]).to.deep.equal([200, 'Your password has been changed. Log in with the new one.']);

    expect((await login(email, 'old-secret-1')).status).to.equal(401);
    expect((await login(email, 'new-secret-2')).status).to.equal(200);
    expect((await server.api('/api/auth/refresh', { body: { refreshToken } })).status, 'the old sign-in is over').to.equal(401);
    const again = await server.api('/api/auth/reset-password', { body: { token, newPassword: 'third-secret-3' } });
    expect([again.status, again.body.error]).to.deep.equal([400, { code: 'IDENTITY.RESET_LINK_INVALID', message: 'This password reset link does not work any more. Ask for a new one.' }]);
    expect((await server.api(`/api/auth/reset-password?token=${encodeURIComponent(token)}`)).body).to.deep.equal({ valid: false });
  });

  it('revokes a mailed link once the account’s address or password changes, by its owner or a SuperAdmin', async () => {
    const superAdmin: Person = await anAccount(server, 'SuperAdmin', null);
    const linkFor = async (email: string) => {
      // From a network address of its own: the hour's allowance per address is the other tests'.
      await server.api('/api/auth/forgot-password', { body: { email }, headers: { 'x-forwarded-for': '203.0.113.7' } });
      const token = tokenOf(await sink.next(email));
      expect((await server.api(`/api/auth/reset-password?token=${encodeURIComponent(token)}`)).body).to.deep.equal({ valid: true });
      return token;
    };
    const signedIn = async (email: string, password = 'old-secret-1') => {
      const res = await login(email, password);
      return { token: res.body.token as string, id: res.body.user.id as number };
    };
    const changes: Record<string, (email: string) => Promise<number>> = {
      'the owner changes the address': async (email) => {
        const { token } = await signedIn(email);
        return (await server.api('/api/auth/update-email', { method: 'PUT', token, body: { email: uniqueEmail('moved'), currentPassword: 'old-secret-1' } })).status;
      },
      'the owner changes the password': async (email) => {
        const { token } = await signedIn(email);
        return (await server.api('/api/auth/change-password', { token, body: { currentPassword: 'old-secret-1', newPassword: 'owner-secret-2', confirmPassword: 'owner-secret-2' } })).status;
      },
      'a SuperAdmin changes the address': async (email) => {
        const { id } = await signedIn(email);
        return (await server.api(`/api/superadmin/users/${id}`, { method: 'PUT', token: superAdmin.token, body: fullEdit(uniqueEmail('moved-by-support')) })).status;
      },
      'a SuperAdmin sets a password': async (email) => {
        const { id } = await signedIn(email);
        return (await server.api(`/api/superadmin/users/${id}/password`, { method: 'PUT', token: superAdmin.token, body: { newPassword: 'support-secret-3' } })).status;
      },
    };
    for (const [change, make] of Object.entries(changes)) {
      const { email } = await register();
      const token = await linkFor(email);
      expect(await make(email), change).to.equal(200);
      expect((await server.api(`/api/auth/reset-password?token=${encodeURIComponent(token)}`)).body, change).to.deep.equal({ valid: false });
      const used = await server.api('/api/auth/reset-password', { body: { token, newPassword: 'taken-back-4' } });
      expect([used.status, used.body.error?.code], change).to.deep.equal([400, 'IDENTITY.RESET_LINK_INVALID']);
    }
  });

  it('answers an address with no account exactly as one with, and mails nothing', async () => {
    const stranger = uniqueEmail('nobody');
    const answer = await ask(stranger);
    const { email } = await register();
    const known = await ask(email);
    expect([answer.status, answer.body]).to.deep.equal([known.status, known.body]);
    await sink.next(email);
    expect(sink.to(stranger)).to.deep.equal([]);
  });

  it('sends one mail for a form pressed twice, and a made-up token sets nothing', async () => {
    const { email } = await register();
    await Promise.all([ask(email), ask(email)]);
    const first = tokenOf(await sink.next(email));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.to(email).filter((m) => m.subject.startsWith('Reset'))).to.have.length(1);
    const refused = await server.api('/api/auth/reset-password', { body: { token: 'not-a-token', newPassword: 'new-secret-2' } });
    expect(refused.body.error.code).to.equal('IDENTITY.RESET_LINK_INVALID');
    expect((await server.api(`/api/auth/reset-password?token=${encodeURIComponent(first)}`)).body).to.deep.equal({ valid: true });
  });

  it('lets two requests with one link set one password', async () => {
    const { email } = await register();
    await ask(email);
    const token = tokenOf(await sink.next(email));
    const answers = await Promise.all(['first-secret-1', 'second-secret-2'].map((newPassword) => server.api('/api/auth/reset-password', { body: { token, newPassword } })));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 400]);
    const winner = answers[0]!.status === 200 ? 'first-secret-1' : 'second-secret-2';
    expect((await login(email, winner)).status).to.equal(200);
  });

  it('limits how many links one address may ask for in an hour (429, with when to retry)', async () => {
    const email = uniqueEmail('flood');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask(email));
    expect(answers.map((a) => a.status)).to.deep.equal([202, 202, 202, 429]);
    expect(answers[3]!.body.error.code).to.equal('RATE_LIMITED');
  });
});
