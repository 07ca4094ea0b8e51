import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ConfigError, loadConfig } from '#src/platform/config.ts';
import { AppError } from '#src/platform/errors.ts';
import { createLogger } from '#src/platform/logger.ts';
import { startServer } from './server.ts';

/** Composition root of the server process. */
async function main() {
  // Run from the project root (npm start / npm run dev), bundled or not.
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
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
    collectStartupGarbage();
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

/**
 * Start-up (migrations, content packs) leaves a few hundred MB of garbage that V8, with memory to
 * spare, would keep resident until the server gets busy. An idle server should look idle.
 */
function collectStartupGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

void main();
