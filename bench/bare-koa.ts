// The baseline: koa + @koa/router answering a small JSON body, nothing else.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import Koa from 'koa';
import Router from '@koa/router';

const router = new Router();
router.get('/bare', (ctx) => {
  ctx.body = { id: 1, email: 'bench@example.com', role: 'User', locale: 'en' };
});
// The same bytes a route of ours answers (BARE_BODY_FILE, compressed JSON in BARE_BODY_ENCODING): what
// serving that payload costs koa alone, so a heavy route can be compared with a baseline of its own weight.
if (process.env.BARE_BODY_FILE) {
  const body = readFileSync(process.env.BARE_BODY_FILE);
  const encoding = process.env.BARE_BODY_ENCODING ?? 'identity';
  router.get('/bare-same-bytes', (ctx) => {
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.type = 'application/json';
    ctx.body = body;
  });
}
// 15 KiB of ASCII and 15 KiB of random bytes: a load generator that decodes bodies as text (autocannon
// does) pays far more for binary ones such as brotli output. Shows how much of a figure is the client.
const ascii = Buffer.alloc(15 * 1024, 'x');
const random = randomBytes(15 * 1024);
router.get('/bare-ascii-15k', (ctx) => {
  ctx.type = 'application/json';
  ctx.body = ascii;
});
router.get('/bare-random-15k', (ctx) => {
  ctx.type = 'application/octet-stream';
  ctx.body = random;
});
const app = new Koa().use(router.routes());
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
