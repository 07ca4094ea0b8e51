import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import websockify from 'koa-websocket';
import type { Clock } from '#src/platform/clock.ts';
import type { Config } from '#src/platform/config.ts';
import type { Logger } from '#src/platform/logger.ts';
import { createHttpApp } from '#src/platform/http/app.ts';
import type { ApiRouter } from '#src/platform/http/api-router.ts';
import type { TokenVerifier } from '#src/platform/http/auth.ts';
import { healthRouter } from '#src/platform/http/health.ts';
import { HubServer } from '#src/platform/realtime/hub-server.ts';
import { clientIpOf } from '#src/platform/http/client-address.ts';
import { PLATFORM, type RealtimeBinding } from '#src/platform/tokens.ts';
import { bootKernel, type Booted } from './kernel.ts';

export interface RunningServer {
  url: string;
  server: Server;
  kernel: Booted;
  hubs: HubServer;
  close(): Promise<void>;
}

/** Boots everything and listens. `close()` is the graceful shutdown SIGTERM/SIGINT trigger; `clock` is for tests. */
export async function startServer(config: Config, logger: Logger, options: { clock?: Clock } = {}): Promise<RunningServer> {
  const kernel = await bootKernel(config, logger, { server: true, clock: options.clock });
  const { container, db } = kernel;
  const verifier = container.get<TokenVerifier>(PLATFORM.TokenVerifier);

  const hubs = new HubServer({
    logger,
    verifier,
    maxFrameBytes: config.WS_MAX_FRAME_BYTES,
    messagesPer10Seconds: config.WS_MESSAGES_PER_10_SECONDS,
    maxSocketsPerUser: config.WS_MAX_SOCKETS_PER_USER,
    pingIntervalMs: config.WS_PING_INTERVAL_MS,
    clientIp: clientIpOf(config.TRUST_PROXY),
    runInContext: kernel.inContext,
  });
  // The practice module adds the simulation methods; the hub and its events exist from the start.
  hubs.define({ name: 'simulation', methods: {} });
  const detach = [kernel.live.attach(hubs), ...container.getAll<RealtimeBinding>(PLATFORM.RealtimeBinding).map((b) => b.attach(hubs))];

  const routers = [healthRouter(db, config.version), ...container.getAll<ApiRouter>(PLATFORM.HttpRouter)];
  const app = websockify(createHttpApp({ config, logger, db, verifier, routers }), hubs.wsOptions() as never);
  app.ws.use(hubs.middleware() as never);

  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
    s.once('error', reject);
  }).catch(async (e) => {
    await kernel.shutdown();
    throw e;
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      logger.info('shutting down: no new connections, finishing requests in flight');
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      hubs.closeAll(1001, 'Server shutting down');
      const timer = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
      await drained;
      clearTimeout(timer);
      detach.forEach((d) => d());
      await kernel.shutdown();
      logger.info('shut down cleanly');
    })());
  return { url, server, kernel, hubs, close };
}
