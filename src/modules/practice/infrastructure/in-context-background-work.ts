import type { Database } from '#src/platform/db/database.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { BackgroundWork } from '../domain/ports.ts';

/**
 * Background work with an EntityManager of its own, as a request has: the hub invocation that
 * started it has answered, and its fork is not to be shared with what runs after it.
 */
export const inContextBackgroundWork = (db: Pick<Database, 'inContext'>, logger: Logger): BackgroundWork => ({
  start(name, work) {
    db.inContext(work).catch((err: unknown) => logger.error({ err, work: name }, 'background work failed'));
  },
});
