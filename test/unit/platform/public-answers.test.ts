import type { AddressInfo } from 'node:net';
import { request, type Server } from 'node:http';
import { expect } from 'chai';
import Koa from 'koa';
import { z } from 'zod';
import { createLogger } from '#src/platform/logger.ts';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import { errorMiddleware } from '#src/platform/http/error-middleware.ts';
import { precompressJson, sendPrecompressed } from '#src/platform/http/precompressed.ts';
import { publicAnswers } from '#src/platform/http/public-answers.ts';

describe('publicAnswers', () => {
  let server: Server;
  let base: string;
  let calls = 0;
  let version = 1;

  before(async () => {
    const routes = new ApiRouter()
      .route({ method: 'get', path: '/list', summary: 'public', tag: 't', auth: false, query: z.object({ lang: z.enum(['en', 'ru']).optional() }),
        success: { status: 200, schema: null } }, async ({ query, ctx }) => {
        calls++;
        const kept = version;
        const language = query.lang ?? (ctx.get('Accept-Language').startsWith('ru') ? 'ru' : 'en');
        sendPrecompressed(ctx, precompressJson({ calls, language, version }), { alsoVaryOn: 'Accept-Language', keepWhile: () => version === kept });
      })
      .route({ method: 'get', path: '/mine', summary: 'signed in', tag: 't', auth: true, success: { status: 200, schema: null } }, async ({ ctx }) => {
        calls++;
        sendPrecompressed(ctx, precompressJson({ calls }), { keepWhile: () => true });
      });
    const app = new Koa();
    app.silent = true;
    app.use(errorMiddleware(createLogger({ LOG_LEVEL: 'silent', logPretty: false, DATA_DIR: '.' }, false)));
    app.use((ctx, next) => {
      if (ctx.get('Authorization')) ctx.state.user = { id: 1, email: 'a@b.c', role: 'User', issuedAt: 0 };
      return next();
    });
    app.use(publicAnswers());
    const router = ApiRouter.combine([routes]);
    app.use(router.routes()).use(router.allowedMethods());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    version++; // every test starts from nothing kept
    calls = 0;
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    return { status: res.status, headers: res.headers, body: res.status === 200 ? await res.json() : undefined };
  };
  /** Over node:http: fetch() adds Accept-Language: * and Cache-Control: no-cache (never fresh). */
  const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status?: number; etag?: string }>((resolve, reject) => {
      request(base + path, { method, headers }, (res) => {
        res.resume();
        resolve({ status: res.statusCode, etag: res.headers.etag });
      }).on('error', reject).end();
    });

  it('answers again from the kept answer, without running the route, until it no longer holds', async () => {
    expect((await get('/list')).body).to.include({ calls: 1 });
    expect((await get('/list')).body).to.include({ calls: 1 });
    expect(calls).to.equal(1);
    version++; // e.g. an import changed the catalogue
    expect((await get('/list')).body).to.include({ calls: 2 });
    expect((await get('/list')).body).to.include({ calls: 2 });
    expect(calls).to.equal(2);
  });

  it('keeps one answer per URL and Accept-Language, and negotiates the encoding per request', async () => {
    expect((await get('/list', { 'accept-language': 'ru' })).body).to.include({ language: 'ru', calls: 1 });
    expect((await get('/list', { 'accept-language': 'en' })).body).to.include({ language: 'en', calls: 2 });
    expect((await get('/list?lang=ru')).body).to.include({ language: 'ru', calls: 3 });
    expect((await get('/list', { 'accept-language': 'ru' })).body).to.include({ language: 'ru', calls: 1 });
    const gzip = await get('/list', { 'accept-language': 'ru', 'accept-encoding': 'gzip' });
    const plain = await get('/list', { 'accept-language': 'ru', 'accept-encoding': 'identity' });
    expect([gzip.headers.get('content-encoding'), plain.headers.get('content-encoding')]).to.deep.equal(['gzip', null]);
    expect(gzip.body).to.deep.equal(plain.body);
    expect(gzip.headers.get('vary')).to.equal('Accept-Encoding, Accept-Language');
    expect(calls).to.equal(3);
  });

  it('answers HEAD and If-None-Match from the kept answer too', async () => {
    const { etag } = await raw('GET', '/list');
    expect(await raw('HEAD', '/list')).to.deep.equal({ status: 200, etag });
    expect((await raw('GET', '/list', { 'if-none-match': etag! })).status).to.equal(304);
    expect((await raw('GET', '/list', { 'if-none-match': '"another version"' })).status).to.equal(200);
    expect(calls).to.equal(1);
  });

  it('does not answer other methods, or a query the route refused', async () => {
    await get('/list');
    expect((await raw('POST', '/list')).status).to.equal(405);
    expect((await get('/list?lang=de')).status).to.equal(400);
    expect((await get('/list?lang=de')).status).to.equal(400);
    expect(calls).to.equal(1);
  });

  it('refuses to keep the answer of a route that needs a signed-in user', async () => {
    expect((await get('/mine', { authorization: 'Bearer x' })).status).to.equal(500);
    expect((await get('/mine')).status).to.equal(401); // nothing was kept for someone signed out
    expect(calls).to.equal(1);
  });
});
