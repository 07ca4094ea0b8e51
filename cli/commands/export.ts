import { createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createElement } from 'react';
import type { Command } from 'commander';
import { AppError } from '#src/platform/errors.ts';
import { withApp } from '../app.ts';
import { Success } from '../output.tsx';
import { startProgress } from '../progress.tsx';
import { respond } from '../respond.tsx';
import type { OutputOptions } from '../run.ts';

const n = (value: number) => value.toLocaleString('en-US');
const PROGRESS_EVERY_MS = 200;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `rapport export`: what the SuperAdmin's "Export System Data" downloads, written to a file. */
export function registerExportCommand(program: Command): void {
  program
    .command('export')
    .description('write every table of every module to one JSON file (no password or token hashes, no secrets), as the web\'s Export System Data does')
    .option('--out <file>', 'write here (parent folders are created); default rapport-export-YYYY-MM-DD.json in the current folder')
    .option('--json', 'print one JSON object instead of human output')
    .action((opts: OutputOptions & { out?: string }) => exportData(opts));
}

function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Its folder could not be made: nothing was written there.
  }
}

/** A file system refusal (no such folder, no permission, disk full) said plainly; anything else as it is. */
function cannotWrite(e: unknown, path: string): unknown {
  const err = e as NodeJS.ErrnoException;
  if (!err?.syscall || err.path === undefined) return e; // a database refusal (ECONNREFUSED…) has no file path
  return new AppError('CLI.CANNOT_WRITE', `Cannot write ${path}: ${err.code ?? err.message}`);
}

async function exportData(opts: OutputOptions & { out?: string }): Promise<void> {
  const progress = opts.json ? undefined : startProgress('Exporting…');
  await respond(opts, progress, async () => {
    const { path, rows } = await withApp(async (app) => {
      const counts: Record<string, number> = {};
      let shown = 0;
      const data = app.exportSystemData.execute((section, done) => {
        counts[section] = done;
        // A few redraws a second are plenty for a person; a big table reports every 64 KB.
        if (Date.now() - shown < PROGRESS_EVERY_MS) return;
        shown = Date.now();
        progress?.update(0, 0, `exporting ${section}: ${n(done)} rows`);
      });
      const target = resolve(opts.out ?? data.filename);
      // Written beside the target, then renamed: an export cut short never looks like a whole one.
      const partial = `${target}.partial`;
      try {
        mkdirSync(dirname(target), { recursive: true });
        await pipeline(data.stream, createWriteStream(partial));
        renameSync(partial, target);
      } catch (e) {
        throw cannotWrite(e, target);
      } finally {
        removeQuietly(partial);
      }
      return { path: target, rows: counts };
    });
    const bytes = statSync(path).size;
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    return {
      data: { path, bytes, sections: rows },
      human: createElement(Success, {
        title: `Exported ${n(total)} rows in ${Object.keys(rows).length} sections to ${path} (${megabytes(bytes)})`,
        lines: Object.entries(rows).map(([section, count]) => `${section}: ${n(count)}`),
      }),
    };
  });
}
