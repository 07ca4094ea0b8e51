/**
 * The labelled prompt-injection corpus (test/fixtures/injection-corpus/{en,ru}.jsonl; provenance in
 * its README): read, checked row by row, and split. Training reads only the train split; the
 * benchmark reports on the test split.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ScreeningLocale } from '#src/modules/security/domain/screening.ts';

export const CORPUS_DIR = 'test/fixtures/injection-corpus';
const LOCALES: ScreeningLocale[] = ['en', 'ru'];

const Row = z.object({
  id: z.string().min(1),
  text: z.string(),
  locale: z.enum(['en', 'ru']),
  label: z.enum(['attack', 'benign']),
  family: z.string(),
  group: z.string(),
  split: z.enum(['train', 'test']),
  source: z.string(),
});
export type CorpusRow = z.infer<typeof Row>;

export function corpusFile(locale: ScreeningLocale): string {
  return `${CORPUS_DIR}/${locale}.jsonl`;
}

/** Every row of the locales whose file exists, in file order; a malformed line fails loudly with its place. */
export function loadInjectionCorpus(split?: 'train' | 'test'): CorpusRow[] {
  const rows: CorpusRow[] = [];
  for (const locale of LOCALES) {
    const file = corpusFile(locale);
    if (!existsSync(file)) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (!line.trim()) return;
      const parsed = Row.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.message}`);
      rows.push(parsed.data);
    });
  }
  return split ? rows.filter((r) => r.split === split) : rows;
}

/** A fingerprint of the rows a model was trained on, so the weights file says which corpus made it. */
export function fingerprint(rows: CorpusRow[]): string {
  const hash = createHash('sha256');
  for (const r of rows) hash.update(`${r.id}\t${r.label}\t${r.text}\n`);
  return hash.digest('hex');
}
