import type { Command } from 'commander';
import { createElement } from 'react';
import { z } from 'zod';
import { MAX_GRANT_MONTHS, type UsageView } from '#src/modules/billing/index.ts';
import { CLI_OPERATOR } from '#src/modules/identity/index.ts';
import { AppError } from '#src/platform/errors.ts';
import { withApp } from '../app.ts';
import { confirmed, requireConfirmation } from '../confirm.ts';
import { shownLimit, Success } from '../output.tsx';
import { respond } from '../respond.tsx';
import { pausableSpinner, perform, type OutputOptions } from '../run.ts';
import { emailOption, parseOptions } from '../validation.ts';

const monthsOption = z
  .string({ error: 'is required' })
  .regex(/^\d+$/, { error: `must be a whole number of months from 1 to ${MAX_GRANT_MONTHS}` })
  .transform(Number)
  .pipe(z.number().min(1, { error: `must be a whole number of months from 1 to ${MAX_GRANT_MONTHS}` })
    .max(MAX_GRANT_MONTHS, { error: `must be a whole number of months from 1 to ${MAX_GRANT_MONTHS}` }));

const grantSchema = z.object({ email: emailOption, months: monthsOption });
const statusSchema = z.object({ email: emailOption });
const revokeSchema = z.object({ email: emailOption, yes: z.boolean().default(false) });

type Raw = OutputOptions & Record<string, unknown>;

const day = (iso: string) => iso.slice(0, 10);

const premiumEnd = (u: Pick<UsageView, 'subscriptionExpiresAt'>) => (u.subscriptionExpiresAt ? `until ${u.subscriptionExpiresAt}` : 'without an end');

/** The plan and this month's usage, as an operator reads them. */
function describeUsage(u: UsageView): string[] {
  return [
    u.subscriptionTier === 'Premium' ? `Premium ${premiumEnd(u)}` : 'Free',
    `this month: ${u.sessionCount}/${shownLimit(u.sessionLimit)} sessions, ${u.coachSessionCount}/${shownLimit(u.coachSessionLimit)} with the coach; counters reset ${day(u.monthlyResetDate)}`,
  ];
}

export function registerBillingCommands(program: Command): void {
  const billing = program.command('billing').description('plans and Premium of learners');

  billing
    .command('grant')
    .description('give a learner Premium for some months: started now, or extended from the current end (kept as an order, nothing charged; on the audit trail)')
    .requiredOption('--email <email>', 'email of the account')
    .requiredOption('--months <n>', `whole months, 1 to ${MAX_GRANT_MONTHS}`)
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) =>
      perform(raw, 'Granting Premium…', async () => {
        const input = parseOptions(grantSchema, raw);
        const granted = await withApp((app) => app.grantPremium.execute(input.email, input.months, CLI_OPERATOR), 'writes');
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

  billing
    .command('revoke')
    .description('end a learner’s Premium now, as the SuperAdmin console’s change to Free does (on the audit trail); nothing is refunded')
    .requiredOption('--email <email>', 'email of the account')
    .option('--yes', 'do not ask first (required where there is no terminal to ask on)')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) => revoke(raw));
}

/**
 * `billing revoke` (ADR 0040): identity's ChangeSubscription, the console's change to Free, with the
 * CLI's operator on the audit trail. Without --yes it asks on a terminal once the plan is read (the
 * question names Premium's end), and refuses up front anywhere else. A learner already on Free is
 * told so; nothing is asked or changed.
 */
async function revoke(raw: Raw): Promise<void> {
  const spinner = pausableSpinner(raw, 'Reading the plan…');
  await respond(raw, spinner, async () => {
    const input = parseOptions(revokeSchema, raw);
    requireConfirmation(input.yes, 'revoking ends Premium at once');
    const { before, after } = await withApp(async (app) => {
      const current = await app.viewSubscription.execute(input.email);
      if (current.usage.subscriptionTier === 'Free') return { before: { subscriptionTier: 'Free', subscriptionExpiresAt: null }, after: current };
      if (!input.yes) {
        await spinner.stop();
        const question = `End ${current.email}’s Premium (${premiumEnd(current.usage)}) now? They are on Free at once; nothing is refunded.`;
        if (!(await confirmed(false, question))) throw new AppError('CLI.NOT_CONFIRMED', `Not confirmed: nothing changed, ${current.email} keeps Premium ${premiumEnd(current.usage)}.`);
        spinner.resume('Ending Premium…');
      }
      const ended = await app.changeSubscription.endPremium(input.email, CLI_OPERATOR);
      const plan = { subscriptionTier: ended.before.subscriptionTier, subscriptionExpiresAt: ended.before.subscriptionExpiresAt?.toISOString() ?? null };
      return { before: plan, after: await app.viewSubscription.execute(input.email) };
    }, 'writes');
    // Premium may have run out, or been ended from the console, between the read and the change: then nothing was changed.
    const revoked = before.subscriptionTier === 'Premium';
    const data = { email: after.email, revoked, before, usage: after.usage };
    const wouldHaveRun = before.subscriptionExpiresAt ? `it would have run until ${before.subscriptionExpiresAt}` : 'it had no end date';
    const title = revoked ? `${after.email}: Premium ended, now on Free (${wouldHaveRun})` : `${after.email} is already on Free: nothing changed`;
    const lines = [
      ...describeUsage(after.usage).slice(1),
      ...(revoked ? ['nothing was refunded: the orders stay as they were (billing status lists them); money goes back only through the payment provider'] : []),
    ];
    return { data, human: createElement(Success, { title, lines }) };
  });
}
