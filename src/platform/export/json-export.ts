import { Readable } from 'node:stream';
import type { ExportSection } from './export-section.ts';

/** Bytes gathered before they are handed on: fewer, larger writes, and still a small, fixed amount of memory. */
const CHUNK = 64 * 1024;

/** How far the export has got: rows written of the section being written. */
export type ExportProgress = (section: string, rows: number) => void;

/**
 * The export as one JSON object, streamed: `head`'s fields, then each section as an array of its
 * rows, one row per line. It is pulled, not pushed: the next page of a table is read only when the
 * reader (a socket, a file) has taken what came before, so memory holds one page and one chunk.
 */
export function jsonExport(head: Record<string, unknown>, sections: readonly ExportSection[], progress?: ExportProgress): Readable {
  const names = sections.map((s) => s.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i || name in head);
  if (twice) throw new Error(`two parts of the export are called ${twice}`);
  return Readable.from(chunks(head, sections, progress), { objectMode: false });
}

async function* chunks(head: Record<string, unknown>, sections: readonly ExportSection[], progress?: ExportProgress): AsyncGenerator<string> {
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
