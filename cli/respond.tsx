import type { ReactNode } from 'react';
import { Failure, print } from './output.tsx';
import { toFailure, writeJson, type OutputOptions } from './run.ts';

/** What a command hands back: `data` for `--json`; for people a view, or raw text for stdout (e.g. a file's content). */
export interface Outcome {
  data: Record<string, unknown>;
  human: ReactNode | { raw: string };
}

/** A failure a command knows how to explain better than the generic ✗ line. */
export type Explain = (e: unknown) => { error: Record<string, unknown>; view: ReactNode } | undefined;

/**
 * Like `perform` in run.ts, for commands whose human output is more than a ✓ line: stops the
 * spinner or progress bar, then prints one JSON object, or the view (failures on stderr).
 * Any failure sets exit code 1.
 */
export async function respond(
  options: OutputOptions,
  indicator: { stop(): Promise<void> } | undefined,
  work: () => Promise<Outcome>,
  explain: Explain = () => undefined,
  /** Where the report goes: stdout, unless stdout carries the command's data (`export --out -`). */
  out: NodeJS.WriteStream = process.stdout,
): Promise<void> {
  let outcome: Outcome;
  try {
    outcome = await work();
  } catch (e) {
    await indicator?.stop();
    process.exitCode = 1;
    const explained = explain(e);
    if (explained) {
      if (options.json) writeJson({ ok: false, error: explained.error }, out);
      else await print(explained.view, process.stderr);
      return;
    }
    const failure = toFailure(e);
    if (options.json) writeJson({ ok: false, error: failure }, out);
    else await print(<Failure {...failure} />, process.stderr);
    if (failure.code === 'INTERNAL' && process.env.LOG_LEVEL === 'debug') console.error(e);
    return;
  }
  await indicator?.stop();
  if (options.json) writeJson({ ok: true, ...outcome.data }, out);
  else if (isRaw(outcome.human)) out.write(outcome.human.raw);
  else await print(outcome.human, out);
}

const isRaw = (human: Outcome['human']): human is { raw: string } =>
  typeof human === 'object' && human !== null && 'raw' in human && typeof human.raw === 'string';
