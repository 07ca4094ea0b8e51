import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('HTTP platform', function () {
  let server: TestServer;
  let webDir: string;
  before(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'rapport-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Rapport</title><div id="root"></div>');
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
    server = await startTestServer({ WEB_DIST_DIR: webDir, BODY_LIMIT_KB: '1' });
  });
  after(async () => {
    await server.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('GET /api/health reports the database, version and uptime', async () => {
    const res = await server.api('/api/health');
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ status: 'ok', database: 'ok', version: 'test' });
    expect(res.body.uptimeSeconds).to.be.a('number');
    expect(res.headers.get('x-request-id')).to.match(/[0-9a-f-]{36}/);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await server.api('/api/no-such-thing');
    expect(res.status).to.equal(404);
    expect(res.body.error.code).to.equal('NOT_FOUND');
  });

  it('answers a path asked with a method it does not take with 405 and the methods it does', async () => {
    for (const [method, path, allow] of [['GET', '/api/auth/login', 'POST'], ['DELETE', '/api/health', 'HEAD, GET'], ['PATCH', '/api/results/7', 'HEAD, GET']]) {
      const res = await server.api(path!, { method });
      expect([res.status, res.body.error.code], `${method} ${path}`).to.deep.equal([405, 'METHOD_NOT_ALLOWED']);
      expect(res.headers.get('allow')?.split(', ').sort(), `${method} ${path}`).to.deep.equal(allow!.split(', ').sort());
    }
  });

  it('answers OPTIONS on a path with the methods it takes (204, Allow)', async () => {
    const res = await server.api('/api/auth/login', { method: 'OPTIONS' });
    expect(res.status).to.equal(204);
    expect(res.headers.get('allow')?.split(', ').sort()).to.deep.equal(['OPTIONS', 'POST']);
  });

  it('answers a body that is not JSON with 415, not with the fields it seems to lack', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await server.api('/api/auth/login', { body: '{"email":"a@b.co","password":"secret1"}', headers: { 'content-type': type } });
      expect([res.status, res.body.error.code], type).to.deep.equal([415, 'UNSUPPORTED_MEDIA_TYPE']);
    }
  });

  it('answers malformed JSON with 400 BAD_JSON', async () => {
    const res = await server.api('/api/auth/login', { body: '{"email": ' });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('BAD_JSON');
  });

  it('answers a body whose Content-Encoding does not match its bytes with 400, and an unknown encoding with 415', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await server.api('/api/auth/login', { body: '{"email":"a@b.co"}', headers: { 'content-encoding': encoding } });
      expect(res.status, encoding).to.equal(400);
      expect(res.body.error).to.deep.include({ code: 'BAD_ENCODING', message: 'The request body does not match its Content-Encoding.' });
    }
    const unknown = await server.api('/api/auth/login', { body: '{}', headers: { 'content-encoding': 'zstd-nonsense' } });
    expect(unknown.status).to.equal(415);
    expect(unknown.body.error.code).to.equal('UNSUPPORTED_ENCODING');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await server.api('/api/auth/login', { body: { email: 'a@b.co', password: 'x'.repeat(2000) } });
    expect(res.status).to.equal(413);
    expect(res.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
  });

  it('serves the OpenAPI 3.1 document generated from the contracts', async () => {
    const res = await server.api('/api/openapi.json');
    expect(res.status).to.equal(200);
    expect(res.body.openapi).to.equal('3.1.0');
    const login = res.body.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).to.have.keys('email', 'password', 'rememberMe', 'locale');
    expect(res.body.paths['/api/auth/me'].get.security).to.deep.equal([{ bearer: [] }]);
    expect(res.body.paths).to.have.property('/api/health');
  });

  it('sends security headers: a strict CSP that forbids framing, nosniff, a referrer policy, and no HSTS over http', async () => {
    for (const path of ['/', '/scenarios', '/api/health']) {
      const res = await server.api(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).to.include("default-src 'self'").and.include("script-src 'self'").and.include("frame-ancestors 'none'").and.include("object-src 'none'");
      expect(csp, path).to.not.match(/script-src[^;]*unsafe/);
      expect(res.headers.get('x-content-type-options'), path).to.equal('nosniff');
      expect(res.headers.get('x-frame-options'), path).to.equal('DENY');
      expect(res.headers.get('referrer-policy'), path).to.equal('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), path).to.equal(null);
    }
  });

  it('sends HSTS when a trusted proxy says the client came over https, and not when anyone else says so', async () => {
    const proxied = await startTestServer({ WEB_DIST_DIR: webDir, TRUST_PROXY: 'loopback' });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      expect((await proxied.api('/api/health', { headers: https })).headers.get('strict-transport-security')).to.match(/max-age=31536000/);
      expect((await server.api('/api/health', { headers: https })).headers.get('strict-transport-security')).to.equal(null);
    } finally {
      await proxied.stop();
    }
  });

  it('serves web assets and falls back to index.html for client routes', async () => {
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.status).to.equal(200);
    expect(asset.headers.get('cache-control')).to.contain('immutable');
    for (const path of ['/', '/login', '/scenario/12?x=1']) {
      const page = await fetch(server.url + path);
      expect(page.status, path).to.equal(200);
      expect(await page.text()).to.contain('<div id="root">');
    }
  });

  it('does not fall back to the web client for other methods', async () => {
    const res = await server.api('/login', { method: 'POST', body: {} });
    expect(res.status).to.equal(404);
  });
});
