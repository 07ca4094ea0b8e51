import type { Command } from 'commander';
import { createElement } from 'react';
import { z } from 'zod';
import { CLI_OPERATOR, ROLES, type User } from '#src/modules/identity/index.ts';
import { AppError } from '#src/platform/errors.ts';
import { withApp } from '../app.ts';
import { confirmed, requireConfirmation } from '../confirm.ts';
import { Success } from '../output.tsx';
import { respond } from '../respond.tsx';
import { pausableSpinner, perform, type OutputOptions } from '../run.ts';
import { anyCaseEnum, emailOption, orgOption, parseOptions, passwordOption, roleOption, withPasswordInput } from '../validation.ts';
import { registerUserLookups } from './user-lookup.tsx';

/** What operators and scripts get to see of a user: never the password hash. */
const publicUser = (u: User) => ({ id: u.id, email: u.email, role: u.role, organization: u.organization });
const inOrg = (u: User) => (u.organization ? ` in ${u.organization.name}` : '');
/** Whether a named organisation was made or found: an existing team's name is worth a second look. */
const orgNote = (created: boolean | null) => (created === null ? '' : created ? ' (created)' : ' (an existing organisation)');

const createSchema = z.object({ email: emailOption, password: passwordOption, role: roleOption, org: orgOption.optional(), locale: anyCaseEnum(['en', 'ru']) });
/** `--org NAME` joins (creating it when missing); `--no-org` (or `--org ''`) leaves any organisation. */
const setOrgSchema = z.object({
  email: emailOption,
  // Only an empty --org '' leaves (README): a blank one is a mistake, a script's unset variable, and refused.
  org: z.preprocess((org, ctx) => {
    if (typeof org === 'string' && org !== '' && org.trim() === '') ctx.addIssue({ code: 'custom', message: 'must not be blank: give a name, or --no-org to leave the organisation' });
    return org;
  }, z.union([z.literal(false), z.literal('').transform(() => false as const), orgOption], {
    error: 'is required: give --org NAME, or --no-org to leave the organisation',
  })),
});
const resetSchema = z.object({ email: emailOption, password: passwordOption });
const roleSchema = z.object({ email: emailOption, role: roleOption });
const deleteSchema = z.object({ email: emailOption, yes: z.boolean().default(false) });

type Raw = OutputOptions & Record<string, unknown>;

export function registerUserCommands(program: Command): void {
  const user = program.command('user').description('manage user accounts');
  const roles = ROLES.join('|');
  registerUserLookups(user);

  user
    .command('create')
    .description('create an account (the database is migrated first if needed)')
    .requiredOption('--email <email>', 'email address, used to sign in')
    .option('--password-stdin', 'read the initial password (at least 6 characters) from the first line of stdin')
    .option('--password <password>', 'the initial password on the command line (shell history and ps show it: prefer --password-stdin)')
    .option('--role <role>', `one of ${roles}`, 'User')
    .option('--org <name>', 'put the account in this organisation (created when missing)')
    .option('--locale <language>', 'the language of the account\'s pages and mail: en or ru', 'en')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) =>
      perform(raw, 'Creating the user…', async () => {
        const { org, ...input } = parseOptions(createSchema, await withPasswordInput(raw));
        const { user: created, organizationCreated } = await withApp((app) => app.createUser.execute({ ...input, organization: org ?? null }, CLI_OPERATOR), 'creates');
        return {
          data: { user: publicUser(created), organizationCreated },
          title: `Created ${created.email} (${created.role}, id ${created.id})${inOrg(created)}${orgNote(organizationCreated)}`,
        };
      }),
    );

  const orgFlags = new Set<string>();
  user
    .command('set-org')
    .description('put an account in an organisation (created when missing), or with --no-org take it out; the account and its history stay')
    .requiredOption('--email <email>', 'email of the account')
    .option('--org <name>', 'the organisation to join')
    .option('--no-org', 'leave the current organisation (as does --org \'\')')
    .option('--json', 'print one JSON object instead of human output')
    // Both flags set one value, the last given: "--org X --no-org" would silently take the account out.
    .on('option:org', () => orgFlags.add('--org'))
    .on('option:no-org', () => orgFlags.add('--no-org'))
    .action((raw: Raw, command: Command) => {
      if (orgFlags.size > 1) command.error('error: give either --org NAME or --no-org, not both', { code: 'commander.conflictingOption', exitCode: 1 });
      return perform(raw, 'Changing the organisation…', async () => {
        const input = parseOptions(setOrgSchema, raw);
        const { user: u, created } = await withApp((app) => app.setUserOrganization.execute(input.email, input.org === false ? null : input.org, CLI_OPERATOR), 'writes');
        const title = u.organization ? `${u.email} is now in ${u.organization.name}${orgNote(created)}` : `${u.email} is in no organisation`;
        return { data: { user: publicUser(u), organizationCreated: created }, title };
      });
    });

  user
    .command('reset-password')
    .description('set a new password; the user is signed out everywhere')
    .requiredOption('--email <email>', 'email of the account')
    .option('--password-stdin', 'read the new password (at least 6 characters) from the first line of stdin')
    .option('--password <password>', 'the new password on the command line (shell history and ps show it: prefer --password-stdin)')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) =>
      perform(raw, 'Resetting the password…', async () => {
        const input = parseOptions(resetSchema, await withPasswordInput(raw));
        const u = await withApp((app) => app.resetPassword.execute(input.email, input.password, CLI_OPERATOR), 'writes');
        return { data: { user: publicUser(u) }, title: `Password reset for ${u.email}; they were signed out everywhere` };
      }),
    );

  user
    .command('set-role')
    .description('change the role of an account; the user is signed out so the new role applies')
    .requiredOption('--email <email>', 'email of the account')
    .requiredOption('--role <role>', `one of ${roles}`)
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) =>
      perform(raw, 'Changing the role…', async () => {
        const input = parseOptions(roleSchema, raw);
        const u = await withApp((app) => app.setRole.execute(input.email, input.role, CLI_OPERATOR), 'writes');
        return { data: { user: publicUser(u) }, title: `${u.email} is now ${u.role}` };
      }),
    );

  user
    .command('delete')
    .description('delete an account for good: its sessions and personal data are erased, payments and statistics kept anonymised (ADR 0030); it is signed out everywhere')
    .requiredOption('--email <email>', 'email of the account')
    .option('--yes', 'do not ask first (required where there is no terminal to ask on); this cannot be undone')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) => deleteAccount(raw));
}

/**
 * `user delete`: without --yes it asks on a terminal, naming the account it found, as `billing
 * revoke` does (ADR 0040); anywhere else it refuses up front. What it asked about is what goes: the
 * account is deleted by the id it showed, so one made anew under that email meanwhile stays.
 */
async function deleteAccount(raw: Raw): Promise<void> {
  const spinner = pausableSpinner(raw, raw.yes ? 'Deleting the user…' : 'Reading the account…');
  await respond(raw, spinner, async () => {
    const input = parseOptions(deleteSchema, raw);
    requireConfirmation(input.yes, 'deleting erases the account and its data for good');
    const u = await withApp(async (app) => {
      if (input.yes) return app.deleteUser.byEmail(input.email, CLI_OPERATOR);
      const found = await app.viewUser.byEmail(input.email);
      await spinner.stop();
      const question = `Delete ${found.email} (${found.role}, id ${found.id}) for good? Their sessions and personal data are erased; this cannot be undone.`;
      if (!(await confirmed(false, question))) throw new AppError('CLI.NOT_CONFIRMED', `Not confirmed: nothing deleted, ${found.email} keeps their account.`);
      spinner.resume('Deleting the user…');
      return app.deleteUser.execute(found.id, CLI_OPERATOR);
    }, 'writes');
    const title = `Deleted ${u.email} (id ${u.id}); their sessions and personal data are erased`;
    return { data: { user: publicUser(u) }, human: createElement(Success, { title }) };
  });
}
