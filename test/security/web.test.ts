import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { send, sendRawLine } from './support/http.ts';

const SECRET = 'TOP-SECRET-CONTENTS-OUTSIDE-THE-WEB-ROOT';
const UP = '../'.repeat(12);

/**
 * Ways out of the web root, each for a file that exists and one that does not: `{file}` is a
 * name one level above the root (`secret.txt` exists there), `{up}` climbs to the file system's root.
 */
const TRAVERSALS: [string, string, string][] = [
  ['plain ../', '/../{file}', ''],
  ['plain ../ to /etc/passwd', `/${UP}etc/passwd`, `/${UP}etc/rapport-no-such-file`],
  ['../ after a real folder', '/assets/../../{file}', ''],
  ['a doubled slash', '//../{file}', ''],
  ['%2e%2e/', '/%2e%2e/{file}', ''],
  ['%2e%2e%2f', '/%2e%2e%2f{file}', ''],
  ['.%2e/', '/.%2e/{file}', ''],
  ['..%2f', '/..%2f{file}', ''],
  ['encoded all the way to /etc/passwd', `/${'%2e%2e%2f'.repeat(12)}etc%2fpasswd`, `/${'%2e%2e%2f'.repeat(12)}etc%2frapport-no-such-file`],
  ['..%5c (an encoded backslash)', '/..%5c{file}', ''],
  ['a raw backslash', '/..\\{file}', ''],
  ['double-encoded %252e%252e%252f', '/%252e%252e%252f{file}', ''],
  ['overlong UTF-8 ..%c0%af', '/..%c0%af{file}', ''],
  ['a null byte before an extension', '/../{file}%00.html', ''],
  ['a null byte in a folder name', '/..%00/{file}', ''],
];

describe('Security: headers and static files', function () {
  this.timeout(30_000);
  let server: TestServer;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rapport-static-'));
    mkdirSync(join(dir, 'web', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>Rapport</title><div id="root"></div>');
    writeFileSync(join(dir, 'web', 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'secret.txt'), SECRET);
    server = await startTestServer({ WEB_DIST_DIR: join(dir, 'web') });
  });
  after(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the security headers on pages, assets, API answers and API errors', async () => {
    const requests: [string, string, string?][] = [
      ['GET', '/'], ['GET', '/scenarios'], ['GET', '/assets/app.js'], ['GET', '/api/health'], ['GET', '/api/openapi.json'],
      ['GET', '/api/auth/me'], ['GET', '/api/no-such-route'], ['POST', '/api/auth/login', '{"email":'],
    ];
    for (const [method, path, body] of requests) {
      const res = await send(server.url, { method, path, body, headers: body ? { 'content-type': 'application/json' } : {} });
      const csp = String(res.headers['content-security-policy'] ?? '');
      const where = `${method} ${path} (${res.status})`;
      for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"])
        expect(csp, where).to.include(directive);
      expect(csp, where).to.not.match(/script-src[^;]*(unsafe|\*)/);
      expect(res.headers, where).to.include({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
      expect(res.headers, where).to.not.have.any.keys('x-powered-by', 'strict-transport-security', 'server');
    }
  });

  it('never serves a file outside the web root by an absolute path', async () => {
    for (const path of ['/etc/passwd', '//etc/passwd', '/%2fetc%2fpasswd', `/${join(dir, 'secret.txt')}`]) {
      const res = await sendRawLine(server.url, path);
      expect(res.text, path).to.not.include(SECRET).and.not.match(/root:.*:0:0:/);
    }
  });

  it('answers a path too long for the file system as any other unknown path: the page, or 404 for an asset, never a 500', async () => {
    const long = 'a'.repeat(300);
    for (const [path, status] of [[`/${long}`, 200], [`/${long}/${long}`, 200], [`/assets/${long}.js`, 404]] as const) {
      const res = await sendRawLine(server.url, path);
      expect(res.status, path.slice(0, 20)).to.equal(status);
    }
  });

  // R2.3 #8: until the static server normalises and refuses before touching the file system, the
  // attacks the router sees as `..` segments tell an existing file from a missing one (400 vs 200).
  for (const [kind, template, missingTemplate] of TRAVERSALS) {
    it(`path traversal, ${kind}: the same answer whether the target exists or not, and never its contents`, async () => {
      const existing = template.replace('{file}', 'secret.txt');
      const missing = (missingTemplate || template).replace('{file}', 'rapport-no-such-file.txt');
      const [found, notFound] = [await sendRawLine(server.url, existing), await sendRawLine(server.url, missing)];
      expect(found.text, existing).to.not.include(SECRET).and.not.match(/root:.*:0:0:/);
      expect({ status: found.status, body: found.text }, `${existing} vs ${missing}`).to.deep.equal({ status: notFound.status, body: notFound.text });
    });
  }
});
