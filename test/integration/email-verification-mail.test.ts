import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { createLogger } from '#src/platform/logger.ts';
import { SINK_USER, linkIn, startSmtpSink, tokenIn, type SmtpSink } from '../support/smtp-sink.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

const register = (server: TestServer, email: string, locale: 'en' | 'ru' = 'en') =>
  server.api('/api/auth/register', { body: { email, password: 'secret1', locale } });

describe('Verification mail over SMTP', function () {
  let sink: SmtpSink;
  let server: TestServer;
  before(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>', PUBLIC_URL: 'https://rapport.test/' });
  });
  after(async () => {
    await server?.stop();
    await sink?.stop();
  });

  it('writes to an English learner in English, in both parts, from MAIL_FROM, with a link built from PUBLIC_URL', async () => {
    const email = uniqueEmail('en');
    await register(server, email, 'en');
    const mail = await sink.next(email);
    expect(mail.user).to.equal(SINK_USER); // SMTP_URL's credentials were used
    expect(mail.envelope).to.deep.equal({ from: 'no-reply@rapport.test', to: [email] });
    expect(mail.from).to.equal('"Rapport" <no-reply@rapport.test>');
    expect(mail.subject).to.equal('Confirm your email address for Rapport');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).to.equal('https://rapport.test/verify-email');
    const token = tokenIn(mail);
    expect(mail.text).to.include('press “Verify” on the page it opens').and.include('24 hours').and.include(token);
    expect(mail.html).to.include('<html lang="en">').and.include(`href="${link.href}"`).and.include('Verify email').and.include('24 hours');
  });

  it('writes to a Russian learner in Russian, in both parts', async () => {
    const email = uniqueEmail('ru');
    await register(server, email, 'ru');
    const mail = await sink.next(email);
    expect(mail.subject).to.equal('Подтвердите адрес электронной почты для Rapport');
    expect(mail.text).to.include('нажмите «Подтвердить»').and.include('24 часа').and.include(linkIn(mail).href);
    expect(mail.html).to.include('<html lang="ru">').and.include('Подтвердить почту').and.include('Команда Rapport');
    expect(mail.text).not.to.match(/Verify email|Hello/);
  });

  it('answers EMAIL_SEND_FAILED when the relay refuses, starts no cooldown, and keeps the earlier link working', async () => {
    const email = uniqueEmail('refused');
    const { body } = await register(server, email);
    const first = tokenIn(await sink.next(email));
    const conn = server.kernel.db.orm.em.fork().getConnection();
    await conn.execute(`update users set email_verification_sent_at = now() - interval '61 seconds' where id = ?`, [body.user.id]);
    sink.refuse(true);
    const failed = await server.api('/api/email-verification/resend', { token: body.token, body: {} });
    sink.refuse(false);
    expect(failed.status).to.equal(503);
    expect(failed.body).to.include({ success: false, code: 'EMAIL_SEND_FAILED' });
    expect((await server.api(`/api/email-verification/validate/${first}`)).body.valid).to.equal(true);
    const retried = await server.api('/api/email-verification/resend', { token: body.token, body: {} });
    expect(retried.status).to.equal(200);
    expect(tokenIn(await sink.next(email))).not.to.equal(first);
  });

  it('still registers the learner when the mail cannot go', async () => {
    sink.refuse(true);
    const email = uniqueEmail('no-mail');
    const res = await register(server, email);
    sink.refuse(false);
    expect(res.status).to.equal(201);
    expect(sink.to(email)).to.deep.equal([]);
    const later = await server.api('/api/email-verification/resend', { token: res.body.token, body: {} });
    expect(later.status).to.equal(200); // the failed mail started no cooldown
  });
});

describe('Verification mail without SMTP_URL (the outbox)', function () {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  before(async () => {
    const console = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>));
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: 'info', logPretty: false, DATA_DIR: '.' }, false, console);
    server = await startTestServer({ LOG_LEVEL: 'info' }, undefined, logger);
  });
  after(() => server?.stop());

  it('writes the mail to DATA_DIR/outbox as an .eml file, names it in the log, and logs no token', async () => {
    const email = uniqueEmail('outbox');
    const { body } = await register(server, email, 'ru');
    const outbox = join(server.database.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).to.have.length(1);
    const mail = await simpleParser(readFileSync(join(outbox, files[0]!)));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').to.equal(email);
    expect(mail.subject).to.equal('Подтвердите адрес электронной почты для Rapport');
    expect(typeof mail.html === 'string' && mail.html).to.include('Подтвердить почту');
    const token = tokenIn({ text: mail.text ?? '' });
    expect(linkIn({ text: mail.text ?? '' }).origin).to.equal('http://localhost:0'); // no PUBLIC_URL: this machine (PORT=0 in tests)

    const logged = lines.find((l) => l.msg === 'mail written to the outbox (no SMTP_URL set)');
    expect(logged).to.include({ to: email, file: join(outbox, files[0]!) });
    await server.api(`/api/email-verification/validate/${token}`);
    await server.api('/api/email-verification/verify', { body: { token } });
    expect(lines.some((l) => l.url === '/api/email-verification/validate/[Redacted]')).to.equal(true);
    expect(JSON.stringify(lines)).not.to.include(token);
    expect((await server.api('/api/auth/me', { token: body.token })).body.emailVerified).to.equal(true);
  });
});
