import { version } from '#src/platform/version.ts';
import { ConfigError, loadConfig } from '#src/platform/config.ts';
import { AppError } from '#src/platform/errors.ts';
import { createLogger } from '#src/platform/logger.ts';
import { startServer } from './server.ts';
import { ALLOCATOR_ENV, hasAllocatorEnv, releaseStartupMemory } from '#src/platform/memory.ts';
import { EMBEDDED_DATABASE_NODE_FLAGS, hasEmbeddedDatabaseNodeFlags } from '#src/platform/db/embedded-node-flags.ts';

/** Composition root of the server process. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env, version);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config);
  try {
    const running = await startServer(config, logger);
    logger.info({ url: running.url, database: running.kernel.db.kind, version }, `Rapport is listening on port ${config.PORT}`);
    if (running.kernel.db.kind === 'pglite' && !hasEmbeddedDatabaseNodeFlags()) {
      const flags = EMBEDDED_DATABASE_NODE_FLAGS.join(' ');
      logger.warn(`Started without \`node ${flags}\` (npm start passes it): the embedded database will hold ~100 MB more memory`);
    }
    if (process.platform === 'linux' && !hasAllocatorEnv()) {
      const env = Object.entries(ALLOCATOR_ENV).map(([name, value]) => `${name}=${value}`).join(' ');
      logger.warn(`Started without ${env} (npm start sets it): after busy sign-in periods, password hashing will hold ~100 MB more memory`);
    }
    releaseStartupMemory();
    const stop = (signal: string) => {
      logger.info({ signal }, 'signal received');
      running.close().then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  } catch (e) {
    if (e instanceof AppError) logger.fatal(e.message);
    else logger.fatal({ err: e }, 'Rapport could not start');
    logger.flush();
    process.exitCode = 1;
  }
}

void main();
