import { createWriteStream, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createElement } from 'react';
import type { Command } from 'commander';
import { withApp } from '../app.ts';
import { cannotWrite, OWNER_ONLY, writeInPlace } from '../files.ts';
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
    .option('--out <file>', 'write here (parent folders are created; in a folder, under the default name), or - for stdout (the report then goes to stderr); default rapport-export-YYYY-MM-DD.json in the current folder')
    .option('--json', 'print one JSON object instead of human output')
    .action((opts: OutputOptions & { out?: string }) => exportData(opts));
}

/** Where the export goes: stdout, a regular file (written beside it, then renamed), or a FIFO or device as it is. */
type Destination = { kind: 'stdout' } | { kind: 'file'; path: string } | { kind: 'special'; path: string };

function destinationOf(out: string | undefined, filename: string): Destination {
  if (out === '-') return { kind: 'stdout' };
  let path = resolve(out ?? filename);
  // A folder given takes the export under its own name (as `cp` does), rather than failing once it is all written.
  let found = statSync(path, { throwIfNoEntry: false });
  if (found?.isDirectory()) {
    path = join(path, filename);
    found = statSync(path, { throwIfNoEntry: false });
  }
  // Renaming over a FIFO or a device would replace it with a regular file nobody reads.
  return found && !found.isFile() && !found.isDirectory() ? { kind: 'special', path } : { kind: 'file', path };
}

async function write(data: NodeJS.ReadableStream, to: Destination): Promise<number> {
  if (to.kind === 'stdout') {
    let bytes = 0;
    data.on('data', (chunk: Buffer | string) => (bytes += Buffer.byteLength(chunk)));
    await pipeline(data, process.stdout, { end: false });
    return bytes;
  }
  if (to.kind === 'special') {
    await pipeline(data, createWriteStream(to.path));
    return 0;
  }
  // An export cut short never looks like a whole one.
  await writeInPlace(to.path, (partial) => pipeline(data, createWriteStream(partial, OWNER_ONLY)));
  return statSync(to.path).size;
}

async function exportData(opts: OutputOptions & { out?: string }): Promise<void> {
  const toStdout = opts.out === '-';
  const progress = opts.json ? undefined : startProgress('Exporting…');
  await respond(opts, progress, async () => {
    const { path, rows, bytes } = await withApp(async (app) => {
      const counts: Record<string, number> = {};
      let shown = 0;
      const data = app.exportSystemData.execute((section, done) => {
        counts[section] = done;
        // A few redraws a second are plenty for a person; a big table reports every 64 KB.
        if (Date.now() - shown < PROGRESS_EVERY_MS) return;
        shown = Date.now();
        progress?.update(0, 0, `exporting ${section}: ${n(done)} rows`);
      });
      const to = destinationOf(opts.out, data.filename);
      const path = to.kind === 'stdout' ? '-' : to.path;
      try {
        return { path, rows: counts, bytes: await write(data.stream, to) };
      } catch (e) {
        throw cannotWrite(e, path);
      }
    });
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    return {
      data: { path, bytes, sections: rows },
      human: createElement(Success, {
        title: `Exported ${n(total)} rows in ${Object.keys(rows).length} sections to ${toStdout ? 'stdout' : path}${bytes ? ` (${megabytes(bytes)})` : ''}`,
        lines: Object.entries(rows).map(([section, count]) => `${section}: ${n(count)}`),
      }),
    };
  }, undefined, toStdout ? process.stderr : process.stdout);
}
