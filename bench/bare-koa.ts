// The baseline: koa + @koa/router answering a small JSON body, nothing else.
import Koa from 'koa';
import Router from '@koa/router';

const router = new Router();
router.get('/bare', (ctx) => {
  ctx.body = { id: 1, email: 'bench@example.com', role: 'User', locale: 'en' };
});
const app = new Koa().use(router.routes());
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
