import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { z } from 'zod';
import { ROLES, type UserDetail, type UserListItem } from '#src/modules/identity/index.ts';
import { withApp } from '../app.ts';
import { shownLimit, startSpinner, terminalWidth } from '../output.tsx';
import { respond } from '../respond.tsx';
import { perform, type OutputOptions } from '../run.ts';
import { Table, type Cell } from '../table.tsx';
import { emailOption, parseOptions, roleOption } from '../validation.ts';

/** A terminal is not a page: an operator may list more than the console's 100, but not the whole table by accident. */
const MAX_LIMIT = 1000;

const listSchema = z.object({
  search: z.string().trim().max(254, { error: 'must be at most 254 characters' }).optional(),
  role: roleOption.optional(),
  limit: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' }).max(MAX_LIMIT, { error: `must be at most ${MAX_LIMIT}` }).default(20),
});
const showSchema = z.object({ email: emailOption });

type Raw = OutputOptions & Record<string, unknown>;

const day = (iso: string | null) => iso?.slice(0, 10) ?? 'never';
const PRESENCE_COLOR: Partial<Record<UserListItem['presence'], string>> = { Online: 'green', RecentlyActive: 'yellow' };

function UserTable({ users, footer }: { users: UserListItem[]; footer: string }) {
  const rows: Cell[][] = users.map((u) => [
    String(u.id), u.email, u.role, u.organization?.name ?? '-', day(u.registeredAt), day(u.lastLoginAt),
    { text: u.presence, color: PRESENCE_COLOR[u.presence], dim: u.presence === 'Never' },
    String(u.completedScenarios), String(u.incompleteScenarios), u.emailVerified ? 'yes' : 'no',
  ]);
  return (
    <Box flexDirection="column">
      {users.length > 0 && (
        // An email is never cut: on a narrow terminal the dates and counts go first, then the organisation is shortened.
        <Table headers={['ID', 'EMAIL', 'ROLE', 'ORGANISATION', 'REGISTERED', 'LAST LOGIN', 'PRESENCE', 'DONE', 'OPEN', 'VERIFIED']} rows={rows}
          flexible={3} droppable={[4, 9, 8, 7, 5, 6]} width={terminalWidth()} />
      )}
      <Text dimColor>{footer}</Text>
    </Box>
  );
}

/**
 * What an operator sees of one account: the console's detail page without the stored hashes of
 * pending verification or invitation links (the console shows them to SuperAdmins; a terminal's
 * output ends up in shells' history and CI logs). Never a password hash: the detail has none.
 */
function shownDetail(u: UserDetail) {
  const { emailVerificationToken, inviteToken, ...rest } = u;
  return { ...rest, emailVerificationPending: emailVerificationToken !== null, invitationPending: inviteToken !== null };
}

/** Short lines: piped output is not wrapped, but a terminal's may be 80 columns. */
function detailLines(u: UserDetail): string[] {
  const plan = `${u.subscriptionTier}${u.subscriptionExpiresAt ? ` until ${u.subscriptionExpiresAt}` : ''}`;
  return [
    `organisation: ${u.organization ? `${u.organization.name} (id ${u.organization.id})` : 'none'}`,
    `registered: ${u.registeredAt}`,
    `last login: ${u.lastLoginAt ?? 'never'}; presence: ${u.presence}`,
    `email verified: ${u.emailVerified ? `yes${u.emailVerifiedAt ? `, ${u.emailVerifiedAt}` : ''}` : 'no'}; locale: ${u.locale}`,
    `plan: ${plan}; the month resets ${u.monthlyResetDate}`,
    `this month: ${u.sessionCountThisMonth}/${shownLimit(u.sessionLimit)} sessions, ${u.coachSessionCountThisMonth}/${shownLimit(u.coachSessionLimit)} with the coach`,
    `scenarios: ${u.completedScenarios} completed, ${u.incompleteScenarios} not finished; ${u.totalSessions} sessions in all`,
    `signs in with: ${[u.hasPassword ? 'password' : null, ...u.linkedProviders].filter(Boolean).join(', ') || 'nothing yet'}`,
  ];
}

/** `rapport user list` and `user show`: the SuperAdmin console's Users list and User detail, for operators and scripts. */
export function registerUserLookups(user: Command): void {
  user
    .command('list')
    .description('list accounts, newest first, with the SuperAdmin console\'s search (part of the email) and role filter')
    .option('--search <text>', 'only emails containing this text (any case)')
    .option('--role <role>', `only this role: ${ROLES.join('|')}`)
    .option('--limit <n>', `how many to show, 1 to ${MAX_LIMIT}`, '20')
    .option('--json', 'print one JSON object instead of human output')
    .action(async (raw: Raw) => {
      const spinner = raw.json ? undefined : startSpinner('Reading the accounts…');
      await respond(raw, spinner, async () => {
        const input = parseOptions(listSchema, raw);
        const page = await withApp((app) => app.listUsers.execute({
          search: input.search || undefined, role: input.role, page: 1, pageSize: input.limit, sortBy: 'registeredAt', sortDir: 'desc',
        }));
        const footer = page.total === 0
          ? 'No account matches.'
          : `${page.items.length} of ${page.total} account(s), newest first${page.total > page.items.length ? ' (--limit shows more)' : ''}`;
        return { data: { users: page.items, total: page.total }, human: <UserTable users={page.items} footer={footer} /> };
      });
    });

  user
    .command('show')
    .description('show one account as the SuperAdmin console\'s detail page does: role, organisation, plan and usage, activity counts')
    .requiredOption('--email <email>', 'email of the account')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) =>
      perform(raw, 'Reading the account…', async () => {
        const input = parseOptions(showSchema, raw);
        const u = await withApp((app) => app.viewUser.byEmail(input.email));
        return { data: { user: shownDetail(u) }, title: `${u.email} (${u.role}, id ${u.id})`, lines: detailLines(u) };
      }),
    );
}
