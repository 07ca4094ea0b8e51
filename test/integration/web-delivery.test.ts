import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_BYTES, precompress } from '../../scripts/precompress.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A GET whose body stays as sent (fetch would decode it), with exactly the headers given and the
 * path as written (a URL would have `/../` resolved away).
 */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    get({ hostname, port, path, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSET = 'assets/app-Df3k9Q1x.js';

describe('Web client delivery', function () {
  let base: string;
  let webDir: string;
  let server: TestServer;
  let original: Buffer;
  const url = (path: string) => server.url + path;

  before(async () => {
    base = mkdtempSync(join(tmpdir(), 'rapport-web-delivery-'));
    webDir = join(base, 'web');
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(base, 'outside.txt'), 'not part of the web client');
    // Text with some entropy, like a real bundle: compressible, but not to nothing.
    const lines = Array.from({ length: 400 }, (_, i) => `export const value${i} = '${randomBytes(12).toString('hex')}';`);
    original = Buffer.from(lines.join('\n'));
    writeFileSync(join(webDir, ASSET), original);
    writeFileSync(join(webDir, `${ASSET}.map`), JSON.stringify({ version: 3, sources: ['secret.ts'], mappings: 'A'.repeat(4000) }));
    writeFileSync(join(webDir, 'index.html'), `<!doctype html><title>Rapport</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
    writeFileSync(join(webDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    await precompress(webDir);
    server = await startTestServer({ WEB_DIST_DIR: webDir });
  });
  after(async () => {
    await server?.stop();
    rmSync(base, { recursive: true, force: true });
  });

  it('the build step writes brotli and gzip copies of compressible files, not of small files or source maps', () => {
    expect(existsSync(join(webDir, `${ASSET}.br`))).to.equal(true);
    expect(existsSync(join(webDir, `${ASSET}.gz`))).to.equal(true);
    expect(existsSync(join(webDir, 'index.html.br'))).to.equal(true);
    expect(readFileSync(join(webDir, 'robots.txt')).length).to.be.below(MIN_BYTES);
    expect(existsSync(join(webDir, 'robots.txt.br'))).to.equal(false);
    expect(existsSync(join(webDir, `${ASSET}.map.br`))).to.equal(false);
  });

  it('sends a hashed asset as its brotli copy to a caller that accepts br, cached for a year', async () => {
    const res = await rawGet(url(`/${ASSET}`), { 'accept-encoding': 'br' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers.vary).to.equal('Accept-Encoding');
    expect(res.headers['cache-control']).to.equal(IMMUTABLE);
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).to.equal(res.body.length);
    expect(res.body.length).to.be.below(original.length * 0.8);
    expect(res.body.equals(readFileSync(join(webDir, `${ASSET}.br`)))).to.equal(true);
    expect(brotliDecompressSync(res.body).equals(original)).to.equal(true);
  });

  it('sends the gzip copy to a caller that accepts only gzip', async () => {
    const res = await rawGet(url(`/${ASSET}`), { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).to.equal('gzip');
    expect(res.headers.vary).to.equal('Accept-Encoding');
    expect(res.headers['cache-control']).to.equal(IMMUTABLE);
    expect(Number(res.headers['content-length'])).to.equal(res.body.length);
    expect(gunzipSync(res.body).equals(original)).to.equal(true);
  });

  it('prefers br on a tie (as Chromium asks) and follows the caller’s q-values otherwise', async () => {
    const chromium = await rawGet(url(`/${ASSET}`), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(chromium.headers['content-encoding']).to.equal('br');
    const gzipFirst = await rawGet(url(`/${ASSET}`), { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzipFirst.headers['content-encoding']).to.equal('gzip');
    const api = await rawGet(url('/api/scenario'), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(api.headers['content-encoding'], 'the API negotiates alike').to.equal('br');
  });

  it('sends the file as it is to a caller that accepts no compression', async () => {
    for (const headers of [{} as Record<string, string>, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const res = await rawGet(url(`/${ASSET}`), headers);
      expect(res.status).to.equal(200);
      expect(res.headers['content-encoding'], JSON.stringify(headers)).to.equal(undefined);
      expect(res.headers.vary).to.equal('Accept-Encoding');
      expect(res.body.equals(original)).to.equal(true);
    }
  });

  it('has index.html, on every client route, revalidated on each use, and answers 304 when unchanged', async () => {
    for (const path of ['/', '/index.html', '/scenarios', '/scenario/7']) {
      const res = await rawGet(url(path), { 'accept-encoding': 'br' });
      expect(res.status, path).to.equal(200);
      expect(res.headers['cache-control'], path).to.equal('no-cache');
      expect(res.headers['content-type'], path).to.equal('text/html; charset=utf-8');
      expect(brotliDecompressSync(res.body).toString(), path).to.contain('<div id="root">');
      const again = await rawGet(url(path), { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
      expect(again.status, path).to.equal(304);
    }
    const gzip = await rawGet(url('/scenarios'), { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag, 'each encoded copy has its own tag').to.not.equal((await rawGet(url('/scenarios'), { 'accept-encoding': 'br' })).headers.etag);
  });

  it('sends small unhashed files uncompressed, revalidated on each use', async () => {
    const res = await rawGet(url('/robots.txt'), { 'accept-encoding': 'br, gzip' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal(undefined);
    expect(res.headers.vary).to.equal(undefined);
    expect(res.headers['cache-control']).to.equal('no-cache');
    expect(res.body.toString()).to.contain('User-agent');
  });

  it('answers source maps and missing assets with 404, not with the page', async () => {
    for (const path of [`/${ASSET}.map`, '/assets/app-missing.js', '/assets/other.js.map']) {
      const res = await rawGet(url(path));
      expect(res.status, path).to.equal(404);
      expect(res.body.toString(), path).to.not.contain('secret.ts').and.not.contain('<div id="root">');
    }
    const js = await rawGet(url(`/${ASSET}`));
    expect(js.headers.sourcemap).to.equal(undefined);
  });

  it('never sends a file from outside the web client', async () => {
    for (const path of ['/../outside.txt', '/assets/../../outside.txt']) {
      const res = await rawGet(url(path));
      expect(res.status, path).to.equal(404);
      expect(res.body.toString(), path).to.not.contain('not part of');
    }
  });

  describe('with WEB_SOURCE_MAPS=true', function () {
    let withMaps: TestServer;
    before(async () => {
      withMaps = await startTestServer({ WEB_DIST_DIR: webDir, WEB_SOURCE_MAPS: 'true' });
    });
    after(async () => withMaps?.stop());

    it('serves the maps and points browsers at them', async () => {
      const js = await rawGet(`${withMaps.url}/${ASSET}`);
      expect(js.headers.sourcemap).to.equal(`/${ASSET}.map`);
      const map = await rawGet(`${withMaps.url}/${ASSET}.map`);
      expect(map.status).to.equal(200);
      expect(JSON.parse(map.body.toString())).to.include({ version: 3 });
    });
  });
});
