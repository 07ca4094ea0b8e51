import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createElement } from 'react';
import type { Command } from 'commander';
import { z } from 'zod';
import { ContentInvalidError, DIFFICULTIES, difficultyFrom, readContentDocuments, type ContentDocument } from '#src/modules/practice/index.ts';
import { AppError } from '#src/platform/errors.ts';
import { withApp } from '../app.ts';
import { OWNER_ONLY, readAllText, STDIN, writeInPlace } from '../files.ts';
import { Success, startSpinner } from '../output.tsx';
import { startProgress } from '../progress.tsx';
import { respond, type Explain } from '../respond.tsx';
import type { OutputOptions } from '../run.ts';
import { anyCaseEnum, parseOptions } from '../validation.ts';
import { ContentProblemsView, ImportReportView, ScenarioTableView } from './scenarios.views.tsx';

const json = '--json';
const jsonHelp = 'print one JSON object instead of human output';

export function registerScenarioCommands(program: Command): void {
  const scenarios = program.command('scenarios').description('import, export and list the scenario catalogue (content packs)');

  scenarios
    .command('import')
    .description('load content packs: a .json file, every *.json in a folder, or one pack on stdin (-); all or nothing, matched by key')
    .argument('<path>', 'a pack file or a folder of packs, e.g. content/; - reads one pack from stdin')
    .option('--dry-run', 'check everything and report what would change, without writing')
    .option(json, jsonHelp)
    .action((path: string, opts: OutputOptions & { dryRun?: boolean }) => importPacks(path, opts));

  scenarios
    .command('export')
    .description('write the whole catalogue as one content pack (pretty JSON) that imports back unchanged')
    .option('--out <file>', 'write to this file (parent folders are created) instead of stdout; - is stdout, as for `export`')
    .option(json, `${jsonHelp}; without --out the pack is in its "content" field`)
    .action((opts: OutputOptions & { out?: string }) => exportPack(opts));

  scenarios
    .command('list')
    .description('show the scenarios in the catalogue')
    .option('--category <name>', 'only this category (English or Russian name, any case)')
    .option('--difficulty <level>', `only this difficulty: ${DIFFICULTIES.join('|')} (or its Russian name)`)
    .option(json, jsonHelp)
    .action((opts: OutputOptions & Record<string, unknown>) => listScenarios(opts));
}

async function importPacks(path: string, opts: OutputOptions & { dryRun?: boolean }): Promise<void> {
  const dryRun = opts.dryRun ?? false;
  const progress = opts.json ? undefined : startProgress('Checking the content…');
  await respond(opts, progress, async () => {
    const documents = path === STDIN ? [await packFromStdin()] : readPacks(path);
    const report = await withApp((app) =>
      app.importContentPacks.execute(documents, {
        dryRun,
        onProgress: (done, total) => progress?.update(done, total, dryRun ? 'records checked (dry run)' : 'records imported'),
      }),
    dryRun ? 'reads' : 'creates');
    return { data: { source: path, ...report }, human: createElement(ImportReportView, { report, source: path }) };
  }, explainInvalidContent);
}

/** Every problem of refused content, so a writer can fix them all in one go; nothing was written. */
const explainInvalidContent: Explain = (e) => {
  if (!(e instanceof ContentInvalidError)) return;
  const error = { code: e.code, message: e.message, problems: e.problems };
  return { error, view: createElement(ContentProblemsView, error) };
};

/** The packs at `path`, or a clear error before the database is opened. */
function readPacks(path: string) {
  let documents;
  try {
    documents = readContentDocuments(path);
  } catch (e) {
    throw new AppError('CLI.CONTENT_NOT_FOUND', (e as Error).message);
  }
  if (!documents.length) throw new AppError('CLI.CONTENT_NOT_FOUND', `There are no .json files in ${path}`);
  return documents;
}

/** One pack piped in; a problem in it is named after `stdin`, as one in a file is after the file. */
async function packFromStdin(): Promise<ContentDocument> {
  const text = await readAllText();
  if (!text.trim()) throw new AppError('CLI.CONTENT_NOT_FOUND', 'stdin is empty: pipe a content pack in, e.g. rapport scenarios import - < pack.json');
  try {
    return { file: 'stdin', data: JSON.parse(text) as unknown };
  } catch (e) {
    return { file: 'stdin', parseError: (e as Error).message };
  }
}

async function exportPack(opts: OutputOptions & { out?: string }): Promise<void> {
  const spinner = opts.json ? undefined : startSpinner('Exporting the catalogue…');
  await respond(opts, spinner, async () => {
    const pack = await withApp((app) => app.exportContentPack.execute());
    const counts = {
      personas: pack.personas.length,
      categories: new Set(pack.scenarios.map((s) => s.category)).size,
      scenarios: pack.scenarios.length,
    };
    const text = `${JSON.stringify(pack, null, 2)}\n`;
    if (!opts.out || opts.out === '-') return { data: { path: null, ...counts, content: pack }, human: { raw: text } };
    const path = resolve(opts.out);
    // As `export` writes: a pack cut short never replaces a whole one; a folder in the way is CLI.CANNOT_WRITE.
    await writeInPlace(path, (partial) => writeFile(partial, text, { mode: OWNER_ONLY.mode, flag: OWNER_ONLY.flags }));
    const summary = `Exported ${counts.personas} personas, ${counts.categories} categories and ${counts.scenarios} scenarios to ${path}`;
    return { data: { path, ...counts }, human: createElement(Success, { title: summary }) };
  });
}

/** As the catalogue's filter takes it: in either language, in any case («начальный»). */
const difficultyOption = anyCaseEnum(DIFFICULTIES, difficultyFrom);
const listSchema = z.object({ category: z.string().trim().min(1, { error: 'must not be empty' }).optional(), difficulty: difficultyOption.optional() });

async function listScenarios(raw: OutputOptions & Record<string, unknown>): Promise<void> {
  const spinner = raw.json ? undefined : startSpinner('Reading the catalogue…');
  await respond(raw, spinner, async () => {
    const filter = parseOptions(listSchema, raw);
    const { scenarios, categories } = await withApp(async ({ browseCatalogue: browse }) => {
      return { scenarios: await browse.scenarios(filter, 'en'), categories: await browse.categories('en') };
    });
    const footer = scenarios.length
      ? `${scenarios.length} scenario(s)`
      : !categories.length
        ? 'The catalogue is empty: load the shipped packs with `rapport scenarios import content/`.'
        : `No scenario matches. Categories: ${categories.map((c) => c.name).join(', ')}.`;
    return { data: { scenarios }, human: createElement(ScenarioTableView, { scenarios, footer }) };
  });
}
