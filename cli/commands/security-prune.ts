import { createElement } from 'react';
import type { Command } from 'commander';
import { z } from 'zod';
import { AppError } from '#src/platform/errors.ts';
import { KEEP_DAYS_PROBLEM, MAX_KEEP_DAYS, MAX_USAGE_DAYS } from '#src/modules/security/index.ts';
import { withApp } from '../app.ts';
import { confirmed, requireConfirmation } from '../confirm.ts';
import { Success } from '../output.tsx';
import { respond } from '../respond.tsx';
import { pausableSpinner, type OutputOptions } from '../run.ts';
import { parseOptions } from '../validation.ts';

const pruneSchema = z.object({
  keepDays: z.string({ error: 'is required' }).regex(/^\d+$/, { error: KEEP_DAYS_PROBLEM }).transform(Number)
    .pipe(z.number().min(MAX_USAGE_DAYS, { error: KEEP_DAYS_PROBLEM }).max(MAX_KEEP_DAYS, { error: `must be at most ${MAX_KEEP_DAYS} days (a hundred years)` })),
  yes: z.boolean().default(false),
});

type Raw = OutputOptions & Record<string, unknown>;
const rows = (n: number) => `${n.toLocaleString('en-US')} row${n === 1 ? '' : 's'}`;
const day = (at: Date) => at.toISOString().slice(0, 10);

/** `rapport security prune-usage`: the ledger gains a row per model call; the operator trims what no report reads any more. */
export function registerPruneUsageCommand(security: Command): void {
  security
    .command('prune-usage')
    .description(`delete the AI usage ledger's rows from before the last N UTC days (N at least ${MAX_USAGE_DAYS}, the longest period the reports show)`)
    .requiredOption('--keep-days <n>', `whole UTC days to keep, ending today (${MAX_USAGE_DAYS} to ${MAX_KEEP_DAYS})`)
    .option('--yes', 'do not ask first (required where there is no terminal to ask on)')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) => prune(raw));
}

/** Counts first and, without --yes, asks on a terminal with the count and the date in the question; refuses up front anywhere else. */
async function prune(raw: Raw): Promise<void> {
  const spinner = pausableSpinner(raw, 'Reading the AI usage ledger…');
  await respond(raw, spinner, async () => {
    const { keepDays, yes } = parseOptions(pruneSchema, raw);
    requireConfirmation(yes, 'pruning deletes ledger rows for good');
    const now = new Date();
    const pruned = await withApp(async (app) => {
      const found = await app.pruneAiUsage.preview(keepDays, now);
      if (found.rows === 0) return found;
      if (!yes) {
        await spinner.stop();
        const question = `Delete ${rows(found.rows)} of AI usage from before ${day(found.keptFrom)} (UTC) for good?`;
        if (!(await confirmed(false, question))) throw new AppError('CLI.NOT_CONFIRMED', `Not confirmed: nothing deleted, the ledger keeps its ${rows(found.rows)} from before ${day(found.keptFrom)}.`);
        spinner.resume('Deleting…');
      }
      return app.pruneAiUsage.execute(keepDays, now);
    }, 'writes');
    const data = { keptFrom: pruned.keptFrom.toISOString(), deleted: pruned.rows };
    const title = pruned.rows
      ? `Deleted ${rows(pruned.rows)} of AI usage from before ${day(pruned.keptFrom)} (UTC)`
      : `Nothing to delete: the AI usage ledger has no rows from before ${day(pruned.keptFrom)} (UTC)`;
    return { data, human: createElement(Success, { title, lines: [] }) };
  });
}
