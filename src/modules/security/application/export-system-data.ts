import type { Readable } from 'node:stream';
import { inject, injectable, multiInject, optional } from 'inversify';
import type { Clock } from '#src/platform/clock.ts';
import type { Config } from '#src/platform/config.ts';
import type { Database } from '#src/platform/db/database.ts';
import type { ExportTable } from '#src/platform/export/export-section.ts';
import type { ExportProgress } from '#src/platform/export/json-export.ts';
import { workerThreadExport } from '#src/platform/export/worker-thread-export.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { utcDayOf } from '#src/shared/calendar-day.ts';

/** Bumped when the export's layout changes in a way a reader must know about. */
export const EXPORT_FORMAT = 1;

export interface SystemExport {
  /** `rapport-export-YYYY-MM-DD.json`, the UTC day it was taken. */
  filename: string;
  exportedAt: Date;
  /** The JSON document, produced as it is read, in a thread of its own (see platform/export/worker-thread-export.ts). */
  stream: Readable;
}

/**
 * The SuperAdmin's "Export System Data" and `rapport export`: every module's tables as one JSON
 * document, streamed. Each module decides what of its own tables goes out (PLATFORM.ExportTables);
 * none exports password hashes, token hashes, verification or invitation tokens, or secrets.
 */
@injectable()
export class ExportSystemData {
  constructor(
    @multiInject(PLATFORM.ExportTables) @optional() private readonly tables: ExportTable[] = [],
    @inject(PLATFORM.Database) private readonly db: Database,
    @inject(PLATFORM.Config) private readonly config: Config,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  execute(progress?: ExportProgress): SystemExport {
    const exportedAt = this.clock.now();
    const head = { exportedAt: exportedAt.toISOString(), version: this.config.version, format: EXPORT_FORMAT };
    const stream = workerThreadExport(() => this.db.readerLink(), head, this.tables, { progress });
    return { filename: `rapport-export-${utcDayOf(exportedAt)}.json`, exportedAt, stream };
  }

  /** The names of the sections, in the order they are written. */
  sectionNames(): string[] {
    return this.tables.map((t) => t.name);
  }
}
