import { createInterface, type Interface } from 'node:readline';
import TailFile from '@logdna/tail-file';
import { currentLogFile, rotatedLogFile } from '#src/platform/log-files.ts';
import type { Logger } from '#src/platform/logger.ts';
import { readLogLine, type LogFeed, type LogWatch } from '../domain/log-lines.ts';
import type { LogLine } from '../http/operations.contracts.ts';
import { readLastLines } from './log-file-backlog.ts';

export interface TailFileLogFeedOptions {
  /** Lines a new watcher receives first. */
  backlogLines: number;
  /** How often the file is looked at: a new line reaches the page within about this long. */
  pollMs?: number;
}

/** New lines are sent together when they come this close; a burst is cut to what a page keeps. */
const BATCH_MS = 25;
const BATCH_LIMIT = 2000;
const RETRY_MS = 1000;

interface Following {
  tail: TailFile | null;
  lines: Interface | null;
  retry: NodeJS.Timeout | null;
}

/**
 * The server's log file, followed with @logdna/tail-file (which follows rotation: rapport.log renamed,
 * a new one begun) while anyone watches. One tail per process, whoever watches: it keeps the last
 * lines in memory for the next watcher and stops with the last one. The lines are the file's, so
 * they are redacted exactly as written.
 */
export class TailFileLogFeed implements LogFeed {
  private readonly watchers = new Set<(lines: LogLine[]) => void>();
  private recent: LogLine[] = [];
  private pending: LogLine[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private seq = 0;
  private following: Following | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly logger: Logger,
    private readonly options: TailFileLogFeedOptions,
  ) {}

  async watch(onLines: (lines: LogLine[]) => void): Promise<LogWatch> {
    if (!this.following) await (this.starting ??= this.start().finally(() => (this.starting = null)));
    // Lines waiting for their batch are already in `recent`: sent now, they cannot reach the newcomer twice.
    this.flush();
    this.watchers.add(onLines);
    return {
      backlog: [...this.recent],
      stop: () => {
        if (this.watchers.delete(onLines) && this.watchers.size === 0) this.stop();
      },
    };
  }

  private async start(): Promise<void> {
    const { backlogLines } = this.options;
    const file = currentLogFile(this.dataDir);
    const current = await readLastLines(file, backlogLines);
    // A file rotated a moment ago: the rest of the backlog is at the end of the one before.
    const before = current.lines.length < backlogLines ? (await readLastLines(rotatedLogFile(this.dataDir, 1), backlogLines - current.lines.length)).lines : [];
    this.recent = [...before, ...current.lines].map((text) => readLogLine(text, ++this.seq));
    this.following = { tail: null, lines: null, retry: null };
    await this.follow(this.following, file, current.offset);
  }

  /** Tails the file from `offset`; a file not there yet (nothing logged so far) is looked for again each second. */
  private async follow(following: Following, file: string, offset: number): Promise<void> {
    const tail = new TailFile(file, { startPos: offset, pollFileIntervalMs: this.options.pollMs ?? 250 });
    following.tail = tail;
    following.lines = createInterface({ input: tail, crlfDelay: Infinity });
    following.lines.on('line', (text) => {
      if (this.following === following) this.add(text);
    });
    // A tail that gave up (the file gone for good) has quit; it starts again from the file's start once it is back.
    tail.on('error', () => {
      if (following.tail === tail) this.retry(following, file, 0);
    });
    try {
      await tail.start();
    } catch {
      if (following.tail === tail) this.retry(following, file, offset);
    }
  }

  private retry(following: Following, file: string, offset: number): void {
    following.lines?.close();
    following.tail = null;
    if (this.following !== following) return;
    following.retry = setTimeout(() => void this.follow(following, file, offset), RETRY_MS);
    following.retry.unref();
  }

  private add(text: string): void {
    if (text.trim() === '') return;
    const line = readLogLine(text, ++this.seq);
    this.recent.push(line);
    if (this.recent.length > this.options.backlogLines) this.recent.splice(0, this.recent.length - this.options.backlogLines);
    this.pending.push(line);
    this.flushTimer ??= setTimeout(() => this.flush(), BATCH_MS);
  }

  private flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.pending.length === 0) return;
    const batch = this.pending.length > BATCH_LIMIT ? this.pending.slice(-BATCH_LIMIT) : this.pending;
    this.pending = [];
    for (const watcher of [...this.watchers]) {
      try {
        watcher(batch);
      } catch (err) {
        this.logger.error({ err }, 'a log watcher failed');
      }
    }
  }

  private stop(): void {
    const following = this.following;
    this.following = null;
    if (!following) return;
    if (following.retry) clearTimeout(following.retry);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (following.tail) quitBetweenPolls(following.tail, following.lines);
    else following.lines?.close();
    this.recent = [];
    this.pending = [];
  }
}

/**
 * Ends a tail. tail-file's quit() looks at the file once more, and a look already under way alongside
 * it could open the new file twice after a rotation (one handle left to the garbage collector): so it
 * quits just after a look ends ('flush'), or after one poll at most when the file is missing. The
 * reader keeps taking what the last look reads, or the tail never gets to close its file.
 */
function quitBetweenPolls(tail: TailFile, lines: Interface | null): void {
  let done = false;
  const quit = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    void tail.quit().catch(() => undefined).finally(() => lines?.close());
  };
  const fallback = setTimeout(quit, RETRY_MS);
  fallback.unref();
  tail.once('flush', quit);
}
