import type { Command } from 'commander';
import { z } from 'zod';
import { MAX_USAGE_DAYS as MAX_DAYS, type AiUsageReport } from '#src/modules/security/index.ts';
import { withApp } from '../app.ts';
import { perform, type OutputOptions } from '../run.ts';
import { parseOptions } from '../validation.ts';

const daysSchema = z.object({
  days: z.string().regex(/^\d+$/, { error: `must be a whole number of days from 1 to ${MAX_DAYS}` }).transform(Number)
    .pipe(z.number().min(1, { error: `must be a whole number of days from 1 to ${MAX_DAYS}` }).max(MAX_DAYS, { error: `must be a whole number of days from 1 to ${MAX_DAYS}` })),
});

const n = (value: number) => value.toLocaleString('en-US');
type Figures = AiUsageReport['total'];
const calls = (f: Figures) => `${n(f.calls)} call${f.calls === 1 ? '' : 's'}, ${n(f.totalTokens)} tokens`;
const extras = (f: Figures) =>
  [f.estimatedCalls && `${n(f.estimatedCalls)} estimated`, f.failedCalls && `${n(f.failedCalls)} failed`, f.refusedTurns && `${n(f.refusedTurns)} refused`]
    .filter(Boolean).join(', ');
const withExtras = (f: Figures) => (extras(f) ? `${calls(f)} (${extras(f)})` : calls(f));

/** The report as an operator reads it: a line per day with its purposes, then the learners who spent most. */
function describe(report: AiUsageReport): string[] {
  const days = report.days.map((d) => `${d.date}  ${withExtras(d)}${d.purposes.length ? ` — ${d.purposes.map((p) => `${p.purpose} ${calls(p)}`).join('; ')}` : ''}`);
  const top = report.topUsers.map((u, i) => `${i + 1}. ${u.email ?? `user ${u.userId}`} (id ${u.userId}): ${withExtras(u)}`);
  const { limits: l } = report;
  return [
    ...days,
    top.length ? 'Top learners by tokens:' : 'No learner used the AI in this period.',
    ...top,
    `Daily caps: ${n(l.userCalls)} calls / ${n(l.userTokens)} tokens per learner, ${n(l.sessionCalls)} calls / ${n(l.sessionTokens)} tokens per session (UTC days).`,
  ];
}

/** `rapport security usage`: what the AI provider was asked for, per UTC day and purpose, and by whom (OWASP LLM10). */
export function registerUsageCommand(security: Command): void {
  security
    .command('usage')
    .description('AI calls and tokens per UTC day and purpose, and the learners who used the most (the usage ledger)')
    .option('--days <n>', `whole UTC days ending today, 1 to ${MAX_DAYS}`, '7')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: OutputOptions & Record<string, unknown>) =>
      perform(raw, 'Reading the AI usage ledger…', async () => {
        const { days } = parseOptions(daysSchema, raw);
        const report = await withApp((app) => app.viewAiUsage.execute(days));
        return { data: report, title: `AI usage ${report.from} to ${report.to} (UTC): ${withExtras(report.total)}`, lines: describe(report) };
      }),
    );
}
