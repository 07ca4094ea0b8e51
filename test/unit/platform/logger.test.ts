import { expect } from 'chai';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createLogger, redactUrl } from '#src/platform/logger.ts';
import { logContext } from '#src/platform/log-context.ts';

type LoggerConfig = Parameters<typeof createLogger>[0];

/** What the logger writes to its console stream, as the CLI hands it process.stderr. */
function captured() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    text: () => chunks.join(''),
    lines: () => chunks.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const config = (overrides: Partial<LoggerConfig> = {}): LoggerConfig => ({ LOG_LEVEL: 'info', logPretty: false, DATA_DIR: '.', ...overrides });

const SECRETS = {
  password: 'hunter2-password',
  currentPassword: 'old-secret-1',
  newPassword: 'new-secret-2',
  confirmPassword: 'new-secret-3',
  token: 'reset-token-456',
  refreshToken: 'refresh-token-123',
  accessToken: 'access-token-789',
  access_token: 'eyJ.query.token',
  authorization: 'Bearer eyJ.header.token',
  cookie: 'refresh=cookie-secret',
  secretKey: 'bepaid-shop-secret-key',
};
const LEAK = new RegExp(Object.values(SECRETS).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

describe('createLogger', () => {
  describe('when a log line carries credentials', () => {
    it('writes [Redacted] in place of passwords, tokens and refresh tokens at the top level', () => {
      const out = captured();
      const log = createLogger(config(), false, out.stream);
      const { password, token, refreshToken, accessToken, access_token } = SECRETS;
      log.info({ password, token, refreshToken, accessToken, access_token }, 'signing in');
      const [line] = out.lines();
      expect(line).to.include({ msg: 'signing in', password: '[Redacted]', token: '[Redacted]', refreshToken: '[Redacted]' });
      expect(line).to.include({ accessToken: '[Redacted]', access_token: '[Redacted]' });
      expect(out.text()).to.not.match(LEAK);
    });

    it('redacts every password field and token inside a request body', () => {
      const out = captured();
      const log = createLogger(config(), false, out.stream);
      const { password, currentPassword, newPassword, confirmPassword, token, refreshToken, accessToken } = SECRETS;
      log.info({ body: { email: 'ann@example.com', password, currentPassword, newPassword, confirmPassword, token, refreshToken, accessToken } });
      const [line] = out.lines();
      expect(line.body).to.deep.equal({
        email: 'ann@example.com', password: '[Redacted]', currentPassword: '[Redacted]', newPassword: '[Redacted]',
        confirmPassword: '[Redacted]', token: '[Redacted]', refreshToken: '[Redacted]', accessToken: '[Redacted]',
      });
      expect(out.text()).to.not.match(LEAK);
    });

    it('redacts a payment provider’s secret key, wherever it sits', () => {
      const out = captured();
      const log = createLogger(config(), false, out.stream);
      log.info({ secretKey: SECRETS.secretKey, bepaid: { secretKey: SECRETS.secretKey }, config: { BEPAID_SECRET_KEY: SECRETS.secretKey } });
      expect(out.lines()[0]).to.deep.include({ secretKey: '[Redacted]', bepaid: { secretKey: '[Redacted]' }, config: { BEPAID_SECRET_KEY: '[Redacted]' } });
      expect(out.text()).to.not.match(LEAK);
    });

    it('redacts the authorization header and the cookie of a logged request, and keeps the other headers', () => {
      const out = captured();
      const log = createLogger(config(), false, out.stream);
      log.warn({ req: { method: 'GET', headers: { authorization: SECRETS.authorization, cookie: SECRETS.cookie, 'user-agent': 'mocha' } } });
      log.warn({ headers: { authorization: SECRETS.authorization } });
      const [request, headers] = out.lines();
      expect(request!.req).to.deep.equal({ method: 'GET', headers: { authorization: '[Redacted]', cookie: '[Redacted]', 'user-agent': 'mocha' } });
      expect(headers!.headers).to.deep.equal({ authorization: '[Redacted]' });
      expect(out.text()).to.not.match(LEAK);
    });

    it('logs a WebSocket URL without its access_token once it went through redactUrl, as the request log does', () => {
      const out = captured();
      const log = createLogger(config(), false, out.stream);
      log.info({ url: redactUrl(`/hubs/simulation?access_token=${SECRETS.access_token}&lang=ru`) }, 'request');
      expect(out.lines()[0]).to.include({ url: '/hubs/simulation?access_token=[Redacted]&lang=ru' });
      expect(out.text()).to.not.include(SECRETS.access_token);
    });

    it('logs a verification token in a URL as [Redacted]: the link’s query and the validate path', () => {
      expect(redactUrl('/verify-email?token=abc_DEF-123&lang=en')).to.equal('/verify-email?token=[Redacted]&lang=en');
      expect(redactUrl('/api/email-verification/validate/abc_DEF-123?lang=ru')).to.equal('/api/email-verification/validate/[Redacted]?lang=ru');
      expect(redactUrl('/api/email-verification/status?lang=ru')).to.equal('/api/email-verification/status?lang=ru');
    });

    it('logs an invitation token in a URL as [Redacted]: the link’s query and every /api/invitations/{token} path', () => {
      expect(redactUrl('/invite?token=abc_DEF-123')).to.equal('/invite?token=[Redacted]');
      expect(redactUrl('/api/invitations/abc_DEF-123')).to.equal('/api/invitations/[Redacted]');
      expect(redactUrl('/api/invitations/abc_DEF-123/accept?lang=ru')).to.equal('/api/invitations/[Redacted]/accept?lang=ru');
      expect(redactUrl('/api/invitations/abc_DEF-123/decline')).to.equal('/api/invitations/[Redacted]/decline');
      expect(redactUrl('/api/admin/team/invitations/12')).to.equal('/api/admin/team/invitations/12');
      expect(redactUrl('/api//invitations/abc_DEF-123')).to.equal('/api//invitations/[Redacted]');
      expect(redactUrl('//api/email-verification//validate/abc')).to.equal('//api/email-verification//validate/[Redacted]');
    });

    it('logs a sign-in callback URL without the provider’s authorisation code', () => {
      const out = captured();
      const log = createLogger(config(), false, out.stream);
      log.info({ url: redactUrl('/auth/callback/auth0?code=Zq8-authcode-3f&state=abc') }, 'request');
      expect(out.lines()[0]).to.include({ url: '/auth/callback/auth0?code=[Redacted]&state=abc' });
    });

    it('redacts a Facebook app secret and provider tokens wherever a log line carries them', () => {
      const out = captured();
      const log = createLogger(config(), false, out.stream);
      log.info({ FACEBOOK_APP_SECRET: 'fb-app-secret-1', body: { accessToken: 'EAAB-user-token', idToken: 'eyJ-id-token' } }, 'oauth');
      expect(out.text()).to.not.match(/fb-app-secret-1|EAAB-user-token|eyJ-id-token/);
    });

    it('redacts in the pretty development output too', () => {
      const out = captured();
      const log = createLogger(config({ logPretty: true }), false, out.stream);
      log.info({ password: SECRETS.password, req: { headers: { authorization: SECRETS.authorization } } }, 'pretty line');
      expect(out.text()).to.include('pretty line').and.include('[Redacted]');
      expect(out.text()).to.not.match(LEAK);
    });

    it('keeps the secrets out of <DATA_DIR>/logs/rapport.log as well', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'rapport-logger-'));
      try {
        const out = captured();
        const log = createLogger(config({ DATA_DIR: dataDir }), true, out.stream);
        log.info({ body: { password: SECRETS.password }, refreshToken: SECRETS.refreshToken }, 'to the file');
        const file = join(dataDir, 'logs', 'rapport.log');
        const written = await eventually(() => (existsSync(file) ? readFileSync(file, 'utf8') : ''), (t) => t.includes('to the file'));
        expect(JSON.parse(written.trim())).to.deep.include({ body: { password: '[Redacted]' }, refreshToken: '[Redacted]' });
        expect(written).to.not.match(LEAK);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe('the request id', () => {
    it('puts the id of the request being served on every line logged while serving it, and on no other', async () => {
      const out = captured();
      const log = createLogger(config(), false, out.stream);
      await logContext.run('req-1', async () => {
        log.info('inside');
        await new Promise((r) => setTimeout(r, 1));
        log.child({ module: 'x' }).warn('after an await, from a child logger');
      });
      log.info('outside');
      expect(out.lines().map((l) => [l.msg, l.reqId])).to.deep.equal([
        ['inside', 'req-1'], ['after an await, from a child logger', 'req-1'], ['outside', undefined],
      ]);
    });

    it('keeps the id a line gives itself', () => {
      const out = captured();
      const log = createLogger(config(), false, out.stream);
      logContext.run('req-2', () => log.info({ reqId: 'given' }, 'line'));
      expect(out.lines()[0]).to.include({ reqId: 'given' });
    });
  });

  describe('the level from the configuration', () => {
    it('drops lines below LOG_LEVEL and writes those at or above it', () => {
      const out = captured();
      const log = createLogger(config({ LOG_LEVEL: 'warn' }), false, out.stream);
      log.debug('debug line');
      log.info('info line');
      log.warn('warn line');
      log.error('error line');
      expect(log.level).to.equal('warn');
      expect(out.lines().map((l) => l.msg)).to.deep.equal(['warn line', 'error line']);
    });

    it('writes debug lines when LOG_LEVEL is debug, and not trace', () => {
      const out = captured();
      const log = createLogger(config({ LOG_LEVEL: 'debug' }), false, out.stream);
      log.trace('trace line');
      log.debug('debug line');
      expect(out.lines().map((l) => l.msg)).to.deep.equal(['debug line']);
    });

    it('writes nothing at all, and opens no log file, when LOG_LEVEL is silent', () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'rapport-logger-'));
      try {
        const out = captured();
        const log = createLogger(config({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), true, out.stream);
        log.fatal('fatal line');
        log.error('error line');
        expect(out.text()).to.equal('');
        expect(existsSync(join(dataDir, 'logs'))).to.equal(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});

describe('redactUrl', () => {
  it('replaces the access_token query parameter and keeps the rest of the URL', () => {
    expect(redactUrl('/hubs/simulation?access_token=eyJ.abc.def&x=1')).to.equal('/hubs/simulation?access_token=[Redacted]&x=1');
  });

  it('replaces a token parameter that is not the first one', () => {
    expect(redactUrl('/api/auth/reset?lang=ru&token=abc123')).to.equal('/api/auth/reset?lang=ru&token=[Redacted]');
  });

  it('leaves a URL without tokens alone', () => {
    expect(redactUrl('/api/scenario?category=2&mytoken_count=3')).to.equal('/api/scenario?category=2&mytoken_count=3');
  });
});

/** Polls `read` until `done` holds (the log file is written asynchronously), at most two seconds. */
async function eventually(read: () => string, done: (value: string) => boolean): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const value = read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  return read();
}
