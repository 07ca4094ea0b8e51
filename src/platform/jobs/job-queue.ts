/**
 * Port: durable background work (DESIGN §2 "Jobs"). A job survives a crash of the process that
 * ran it: it is retried with backoff after its time limit, and after its last attempt it lands on
 * the queue's dead-letter queue.
 */
export interface QueueSpec {
  name: string;
  /** Attempts in all, the first included. */
  attempts: number;
  retryDelaySeconds: number;
  /** An attempt still running after this long counts as failed (its process died or hung). */
  timeoutSeconds: number;
  /** Where a job goes after its last failed attempt. */
  deadLetter?: string;
}

export interface SendOptions {
  startAfter?: Date;
}

export interface QueuedJob<T> {
  id: string;
  data: T;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
}

export interface JobQueue {
  /** Creates the queue if needed (idempotent, any process may call it). */
  define(spec: QueueSpec): Promise<void>;
  /**
   * Queues a job; a worker of this process, if any, is woken at once. With `startAfter` the job
   * waits until then (by the database's clock), e.g. to end a subscription when it runs out.
   */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string>;
  /**
   * Runs `handler` for jobs of the queue in this process, up to `concurrency` at a time; a thrown
   * error fails the attempt.
   */
  work<T>(queue: string, handler: (job: QueuedJob<T>) => Promise<void>, options?: { concurrency?: number }): Promise<void>;
  stop(): Promise<void>;
}
