import type { JobQueue } from './job-queue.ts';

/**
 * The job queue of a process that only reads (a CLI command such as `user list`): no pg-boss is
 * started, so nothing of its own (schema, queues) is installed in a database the command was asked
 * only to read. Such a command queues nothing; one that tried would be a mistake, said at once.
 */
export class ReadOnlyJobQueue implements JobQueue {
  define(): Promise<void> {
    return refuse();
  }

  send(): Promise<string> {
    return refuse();
  }

  work(): Promise<void> {
    return refuse();
  }

  async stop(): Promise<void> {}
}

const refuse = (): Promise<never> => Promise.reject(new Error('This command only reads: it cannot queue or run background jobs.'));
