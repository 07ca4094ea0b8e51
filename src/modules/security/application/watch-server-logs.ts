import { inject, injectable } from 'inversify';
import { SECURITY } from '../security.tokens.ts';
import type { LogFeed, LogWatch } from '../domain/log-lines.ts';
import type { LogLine } from '../http/operations.contracts.ts';

/** The SuperAdmin's Logs page: the server's last log lines, then each new one as it is written. */
@injectable()
export class WatchServerLogs {
  constructor(@inject(SECURITY.LogFeed) private readonly feed: LogFeed) {}

  execute(onLines: (lines: LogLine[]) => void): Promise<LogWatch> {
    return this.feed.watch(onLines);
  }
}
