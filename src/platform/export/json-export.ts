import { Readable } from 'node:stream';
import type { ExportSection } from './export-section.ts';

/** Characters gathered before they are handed on: fewer, larger writes, and still a small, fixed amount of memory. */
const CHUNK = 64 * 1024;

/** How far the export has got: rows written of the section being written. */
export type ExportProgress = (section: string, rows: number) => void;

/** Each part of the export is a key of one JSON object: two of the same name would lose one. */
export function assertDistinctNames(head: Record<string, unknown>, names: readonly string[]): void {
  const twice = names.find((name, i) => names.indexOf(name) !== i || name in head);
  if (twice) throw new Error(`two parts of the export are called ${twice}`);
}

/**
 * The export as one JSON object, streamed: `head`'s fields, then each section as an array of its
 * rows, one row per line. It is pulled, not pushed: the next page of a table is read only when the
 * reader (a socket, a file) has taken what came before, so memory holds one page and one chunk.
 */
export function jsonExport(head: Record<string, unknown>, sections: readonly ExportSection[], progress?: ExportProgress): Readable {
  assertDistinctNames(head, sections.map((s) => s.name));
  return Readable.from(jsonChunks(head, sections, progress), { objectMode: false });
}

/** The text of `jsonExport`, a chunk of about 64 K characters at a time. */
export async function* jsonChunks(head: Record<string, unknown>, sections: readonly ExportSection[], progress?: ExportProgress): AsyncGenerator<string> {
  const fields = Object.entries(head).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  let out = `{\n${fields.join(',\n')}`;
  let first = fields.length === 0;
  for (const section of sections) {
    out += `${first ? '' : ','}\n${JSON.stringify(section.name)}: [`;
    first = false;
    let count = 0;
    for await (const row of section.rows()) {
      out += `${count ? ',' : ''}\n${JSON.stringify(row)}`;
      count++;
      if (out.length >= CHUNK) {
        yield out;
        out = '';
        progress?.(section.name, count);
      }
    }
    out += count ? '\n]' : ']';
    progress?.(section.name, count);
  }
  yield `${out}\n}\n`;
}
