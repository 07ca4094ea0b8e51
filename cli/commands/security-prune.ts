import { createElement } from 'react';
import type { Command } from 'commander';
import { z } from 'zod';
import { AppError } from '#src/platform/errors.ts';
import { ATTEMPT_RETENTION, keepDaysProblem, MAX_KEEP_DAYS, USAGE_RETENTION, type Retention } from '#src/modules/security/index.ts';
import { withApp, type CliApp } from '../app.ts';
import { confirmed, requireConfirmation } from '../confirm.ts';
import { Success } from '../output.tsx';
import { respond } from '../respond.tsx';
import { pausableSpinner, type OutputOptions } from '../run.ts';
import { parseOptions } from '../validation.ts';

type Raw = OutputOptions & Record<string, unknown>;
const day = (at: Date) => at.toISOString().slice(0, 10);
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A table the operator trims, as the command words it. */
interface PrunedTable {
  command: string;
  retention: Retention;
  /** What the command says it deletes, for the help. */
  description: string;
  /** The spinner's text while it counts. */
  reading: string;
  /** "3 rows of AI usage", "1 hacking attempt". */
  rows(n: number): string;
  /** Where the rows are kept: "the AI usage ledger". */
  holder: string;
  /** What is kept there, in general: "rows". */
  kind: string;
  /** What the refusal without --yes says goes: "ledger rows". */
  gone: string;
  /** Who keeps the rows when the operator says no, and how many: "the ledger keeps its 3 rows". */
  keeps(n: number): string;
  /** The use case that counts and deletes. */
  pruner(app: CliApp): CliApp['pruneAiUsage'];
}

const TABLES: PrunedTable[] = [
  {
    command: 'prune-usage', retention: USAGE_RETENTION,
    description: `delete the AI usage ledger's rows from before the last N UTC days (N at least ${USAGE_RETENTION.minDays}, the longest period the reports show)`,
    reading: 'Reading the AI usage ledger…', rows: (n) => `${count(n, 'row')} of AI usage`, holder: 'the AI usage ledger', kind: 'rows', gone: 'ledger rows',
    keeps: (n) => `the ledger keeps its ${count(n, 'row')}`, pruner: (app) => app.pruneAiUsage,
  },
  {
    command: 'prune-attempts', retention: ATTEMPT_RETENTION,
    description: `delete the recorded hacking attempts from before the last N UTC days (N at least ${ATTEMPT_RETENTION.minDays}, so the monitor's 7-day statistics stay whole)`,
    reading: 'Reading the recorded hacking attempts…', rows: (n) => count(n, 'hacking attempt'), holder: 'the Hacking Attempts Monitor', kind: 'attempts',
    gone: 'recorded attempts', keeps: (n) => `the monitor keeps its ${count(n, 'attempt')}`,
    pruner: (app) => app.pruneHackingAttempts,
  },
];

/** `rapport security prune-usage` and `prune-attempts`: tables that grow by themselves, trimmed by the operator. */
export function registerPruneCommands(security: Command): void {
  for (const table of TABLES) {
    security
      .command(table.command)
      .description(table.description)
      .requiredOption('--keep-days <n>', `whole UTC days to keep, ending today (${table.retention.minDays} to ${MAX_KEEP_DAYS})`)
      .option('--yes', 'do not ask first (required where there is no terminal to ask on)')
      .option('--json', 'print one JSON object instead of human output')
      .action((raw: Raw) => prune(table, raw));
  }
}

function optionsOf({ retention }: PrunedTable) {
  const problem = keepDaysProblem(retention);
  return z.object({
    keepDays: z.string({ error: 'is required' }).regex(/^\d+$/, { error: problem }).transform(Number)
      .pipe(z.number().min(retention.minDays, { error: problem }).max(MAX_KEEP_DAYS, { error: `must be at most ${MAX_KEEP_DAYS} days (a hundred years)` })),
    yes: z.boolean().default(false),
  });
}

/** Counts first and, without --yes, asks on a terminal with the count and the date in the question; refuses up front anywhere else. */
async function prune(table: PrunedTable, raw: Raw): Promise<void> {
  const spinner = pausableSpinner(raw, table.reading);
  await respond(raw, spinner, async () => {
    const { keepDays, yes } = parseOptions(optionsOf(table), raw);
    requireConfirmation(yes, `pruning deletes ${table.gone} for good`);
    const now = new Date();
    const pruned = await withApp(async (app) => {
      const pruner = table.pruner(app);
      const found = await pruner.preview(keepDays, now);
      if (found.rows === 0) return found;
      if (!yes) {
        await spinner.stop();
        const question = `Delete ${table.rows(found.rows)} from before ${day(found.keptFrom)} (UTC) for good?`;
        if (!(await confirmed(false, question))) {
          throw new AppError('CLI.NOT_CONFIRMED', `Not confirmed: nothing deleted, ${table.keeps(found.rows)} from before ${day(found.keptFrom)}.`);
        }
        spinner.resume('Deleting…');
      }
      return pruner.execute(keepDays, now);
    }, 'writes');
    const data = { keptFrom: pruned.keptFrom.toISOString(), deleted: pruned.rows };
    const title = pruned.rows
      ? `Deleted ${table.rows(pruned.rows)} from before ${day(pruned.keptFrom)} (UTC)`
      : `Nothing to delete: ${table.holder} has no ${table.kind} from before ${day(pruned.keptFrom)} (UTC)`;
    return { data, human: createElement(Success, { title, lines: [] }) };
  });
}
