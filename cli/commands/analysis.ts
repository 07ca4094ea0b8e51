import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { z } from 'zod';
import { skillAnalyzerFor, type AnalysisTranscript } from '#src/modules/analysis/index.ts';
import { OpenAiLanguageModel } from '#src/platform/ai/openai-language-model.ts';
import { AppError, ValidationError } from '#src/platform/errors.ts';
import { createLogger } from '#src/platform/logger.ts';
import { withApp } from '../app.ts';
import { cliConfig } from '../context.ts';
import { readAllText, STDIN } from '../files.ts';
import { startProgress } from '../progress.tsx';
import { perform, toFailure, writeJson, type OutputOptions } from '../run.ts';

const json = '--json';
const jsonHelp = 'print one JSON object instead of human output';

export function registerAnalysisCommands(program: Command): void {
  const analysis = program.command('analysis').description('re-run and re-queue session analyses');

  analysis
    .command('rerun')
    .description('analyse one ended session again now, in this process, replacing its result (achievements are re-evaluated)')
    .argument('<sessionId>', 'the id of an ended practice session')
    .option(json, jsonHelp)
    .action((id: string, opts: OutputOptions) =>
      perform(opts, `Analysing session ${id}…`, async () => {
        const sessionId = positiveId(id);
        const outcome = await withApp((app) => app.rerunAnalysis.execute(sessionId), 'writes');
        if (!outcome.ok) throw new AppError(outcome.notFound ? 'ANALYSIS.SESSION_NOT_FOUND' : 'ANALYSIS.RERUN_FAILED', outcome.reason);
        return { data: { sessionId, overall: outcome.overall }, title: `Session ${sessionId} analysed: overall ${outcome.overall}/10` };
      }),
    );

  analysis
    .command('retry-failed')
    .description('re-queue every permanently failed analysis; a running server analyses them')
    .option(json, jsonHelp)
    .action((opts: OutputOptions) =>
      perform(opts, 'Re-queueing failed analyses…', async () => {
        const requeued = await withApp((app) => app.retryFailedAnalyses.execute(), 'writes');
        const title = requeued
          ? `Re-queued ${requeued} failed ${requeued === 1 ? 'analysis' : 'analyses'}; a running server analyses ${requeued === 1 ? 'it' : 'them'}.`
          : 'No failed analyses to re-queue.';
        return { data: { requeued }, title };
      }),
    );

  program
    .command('analyze')
    .description('run the configured analyzer on transcripts from a file (or - for stdin) and print one JSON result per transcript (JSON Lines); writes nothing')
    .argument('<file>', 'one JSON transcript, or JSON Lines with one per line: {"locale":"en","messages":[{"role":"user"|"ai","content":"…"}]}; - reads stdin')
    .option(json, 'no progress bar (the output is JSON Lines either way)')
    .action((file: string, opts: OutputOptions) => analyzeFile(file, opts));
}

function positiveId(raw: string): number {
  // Digits only: Number() would also take "1e3" and "0x10".
  const id = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (Number.isSafeInteger(id) && id > 0) return id;
  const message = `must be a positive whole number (got ${JSON.stringify(raw)})`;
  throw new ValidationError([{ path: 'sessionId', message }], `sessionId ${message}`);
}

const transcriptSchema = z.object({
  locale: z.enum(['en', 'ru']).default('en'),
  messages: z.array(z.object({
    role: z.enum(['user', 'ai']),
    content: z.string(),
    speakerName: z.string().optional(),
    speakerRole: z.string().optional(),
  })).min(1),
});

/** The text of `file`, or of stdin for `-`. */
async function readSource(file: string): Promise<string> {
  if (file === STDIN) return readAllText();
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const folder = (e as NodeJS.ErrnoException).code === 'EISDIR';
    throw new AppError('CLI.FILE_NOT_FOUND', `Cannot read ${file}: ${folder ? 'it is a folder, not a file' : (e as Error).message}`);
  }
}

/** The transcripts of a file (named `file` in problems), each with its line number, or the reason it cannot be read. */
function readTranscripts(file: string, text: string): { line: number; transcript?: AnalysisTranscript; problem?: string }[] {
  if (text.trim().startsWith('[')) {
    throw new AppError('VALIDATION_FAILED', `${file} holds a JSON array: give one transcript object, or one per line (JSON Lines)`);
  }
  // One JSON document (possibly pretty-printed) counts as line 1; otherwise every line is one.
  const whole = text.trim().startsWith('{') ? tryParse(text) : undefined;
  // Neither one document nor JSON Lines (a pretty-printed transcript with a typo): one problem, not one per line.
  if (whole?.error && tryParse(text.trim().split('\n')[0]!).error) return [{ line: 1, problem: `${file}: not JSON (${whole.error})` }];
  const entries = whole && !whole.error ? [{ line: 1, raw: text }] : text.split('\n').map((raw, i) => ({ line: i + 1, raw })).filter((e) => e.raw.trim());
  return entries.map(({ line, raw }) => {
    const parsed = tryParse(raw);
    if (parsed.error) return { line, problem: `${file}:${line}: not JSON (${parsed.error})` };
    const checked = transcriptSchema.safeParse(parsed.value);
    if (checked.success) return { line, transcript: checked.data };
    return { line, problem: checked.error.issues.map((i) => `${file}:${line}: ${i.path.join('.') || '(transcript)'}: ${i.message}`).join('; ') };
  });
}

function tryParse(text: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

async function analyzeFile(file: string, opts: OutputOptions): Promise<void> {
  let entries, analyzer;
  try {
    entries = readTranscripts(file === STDIN ? 'stdin' : file, await readSource(file));
    // An invalid setting is CONFIG.INVALID, as every other command says it, not a stack trace.
    const config = cliConfig();
    analyzer = skillAnalyzerFor(config, config.aiConfigured ? new OpenAiLanguageModel(config, createLogger(config, false, process.stderr)) : undefined);
  } catch (e) {
    process.exitCode = 1;
    const failure = toFailure(e);
    if (opts.json) writeJson({ ok: false, error: failure });
    else process.stderr.write(`✗ ${failure.message}\n`);
    return;
  }
  const progress = opts.json ? undefined : startProgress(`Analysing with the ${analyzer.kind} analyzer…`);
  let done = 0;
  for (const { line, transcript, problem } of entries) {
    if (problem) {
      process.exitCode = 1;
      writeJson({ line, error: { code: 'VALIDATION_FAILED', message: problem } });
      if (!opts.json) process.stderr.write(`${problem}\n`);
    } else {
      try {
        const analysis = await analyzer.analyze(transcript!);
        writeJson({ line, ...analysis });
      } catch (e) {
        process.exitCode = 1;
        writeJson({ line, error: toFailure(e) });
      }
    }
    progress?.update(++done, entries.length, 'transcripts analysed');
  }
  await progress?.stop();
}
