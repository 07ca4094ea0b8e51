import { createElement } from 'react';
import { ConfigError } from '#src/platform/config.ts';
import { AppError } from '#src/platform/errors.ts';
import { Failure, Success, print, startSpinner } from './output.tsx';

export interface OutputOptions {
  json?: boolean;
}

/** What a command reports: `data` goes into the JSON object, `title`/`lines` are for humans. */
export interface Report {
  data: Record<string, unknown>;
  title: string;
  lines?: string[];
}

export interface Failed {
  code: string;
  message: string;
  details?: unknown;
}

export function toFailure(e: unknown): Failed {
  if (e instanceof AppError) return { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) };
  if (e instanceof ConfigError) return { code: 'CONFIG.INVALID', message: e.message };
  return { code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) };
}

export function writeJson(value: object, stream: NodeJS.WritableStream = process.stdout): void {
  stream.write(`${JSON.stringify(value)}\n`);
}

/** A spinner (none with --json) that stops for a question at the terminal and starts again after it. */
export function pausableSpinner(options: OutputOptions, label: string) {
  let spinner = options.json ? undefined : startSpinner(label);
  return {
    async stop(): Promise<void> {
      const running = spinner;
      spinner = undefined;
      await running?.stop();
    },
    resume(next: string): void {
      spinner = options.json ? undefined : startSpinner(next);
    },
  };
}

/**
 * Runs one command: a spinner while `work` runs, then either one JSON object on stdout
 * (`--json`) or a ✓ line on stdout / ✗ line on stderr. Any failure sets exit code 1.
 */
export async function perform(options: OutputOptions, label: string, work: () => Promise<Report>): Promise<void> {
  const spinner = options.json ? undefined : startSpinner(label);
  let report: Report;
  try {
    report = await work();
  } catch (e) {
    await spinner?.stop();
    const failure = toFailure(e);
    process.exitCode = 1;
    if (options.json) writeJson({ ok: false, error: failure });
    else await print(createElement(Failure, failure), process.stderr);
    if (failure.code === 'INTERNAL' && process.env.LOG_LEVEL === 'debug') console.error(e);
    return;
  }
  await spinner?.stop();
  if (options.json) writeJson({ ok: true, ...report.data });
  else await print(createElement(Success, { title: report.title, lines: report.lines }));
}
