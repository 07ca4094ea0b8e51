import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ContentDocument } from '../application/validate-content-packs.ts';

/** A pack file, or every `*.json` in a folder (sorted, so imports are repeatable). */
export function readContentDocuments(path: string): ContentDocument[] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) throw new Error(`No such file or folder: ${path}`);
  const files = stat.isDirectory()
    ? readdirSync(path).filter((f) => f.endsWith('.json')).sort().map((f) => join(path, f))
    : [path];
  return files.map((file) => {
    const name = stat.isDirectory() ? basename(file) : file;
    try {
      return { file: name, data: JSON.parse(readFileSync(file, 'utf8')) as unknown };
    } catch (e) {
      return { file: name, parseError: (e as Error).message };
    }
  });
}
