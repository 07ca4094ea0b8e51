import type { Command } from 'commander';
import { z } from 'zod';
import { MAX_GRANT_MONTHS, UNLIMITED, type UsageView } from '#src/modules/billing/index.ts';
import { withApp } from '../app.ts';
import { perform, type OutputOptions } from '../run.ts';
import { emailOption, parseOptions } from '../validation.ts';

const monthsOption = z
  .string({ error: 'is required' })
  .regex(/^\d+$/, { error: `must be a whole number of months from 1 to ${MAX_GRANT_MONTHS}` })
  .transform(Number)
  .pipe(z.number().min(1, { error: `must be a whole number of months from 1 to ${MAX_GRANT_MONTHS}` })
    .max(MAX_GRANT_MONTHS, { error: `must be a whole number of months from 1 to ${MAX_GRANT_MONTHS}` }));

const grantSchema = z.object({ email: emailOption, months: monthsOption });
const statusSchema = z.object({ email: emailOption });

type Raw = OutputOptions & Record<string, unknown>;

const limit = (n: number) => (n === UNLIMITED ? '∞' : String(n));
const day = (iso: string) => iso.slice(0, 10);

const premiumEnd = (u: UsageView) => (u.subscriptionExpiresAt ? `until ${u.subscriptionExpiresAt}` : 'without an end');

/** The plan and this month's usage, as an operator reads them. */
function describeUsage(u: UsageView): string[] {
  return [
    u.subscriptionTier === 'Premium' ? `Premium ${premiumEnd(u)}` : 'Free',
    `this month: ${u.sessionCount}/${limit(u.sessionLimit)} sessions, ${u.coachSessionCount}/${limit(u.coachSessionLimit)} with the coach; counters reset ${day(u.monthlyResetDate)}`,
  ];
}

export function registerBillingCommands(program: Command): void {
  const billing = program.command('billing').description('plans and Premium of learners');

  billing
    .command('grant')
    .description('give a learner Premium for some months: started now, or extended from the current end (kept as an order, nothing charged)')
    .requiredOption('--email <email>', 'email of the account')
    .requiredOption('--months <n>', `whole months, 1 to ${MAX_GRANT_MONTHS}`)
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) =>
      perform(raw, 'Granting Premium…', async () => {
        const input = parseOptions(grantSchema, raw);
        const granted = await withApp((app) => app.grantPremium.execute(input.email, input.months));
        return { data: granted, title: `${granted.email}: Premium ${premiumEnd(granted.usage)}`, lines: describeUsage(granted.usage).slice(1) };
      }),
    );

  billing
    .command('status')
    .description('a learner’s plan, this month’s usage and latest orders')
    .requiredOption('--email <email>', 'email of the account')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) =>
      perform(raw, 'Reading the plan…', async () => {
        const input = parseOptions(statusSchema, raw);
        const status = await withApp((app) => app.viewSubscription.execute(input.email));
        const orders = status.orders.flatMap((o) => [
          `order ${o.id}: ${o.plan} (${o.months} mo), ${(o.amountMinor / 100).toFixed(2)} ${o.currency} via ${o.provider}, ${o.status}, ${day(o.createdAt)}`,
          ...o.history.filter((e) => e.note).map((e) => `  ${day(e.at)} ${e.status}: ${e.note}`),
        ]);
        return { data: status, title: `${status.email}: ${describeUsage(status.usage)[0]}`, lines: [...describeUsage(status.usage).slice(1), ...orders] };
      }),
    );
}
