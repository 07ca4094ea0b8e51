import type { Command } from 'commander';
import { z } from 'zod';
import { withApp } from '../app.ts';
import { perform, type OutputOptions } from '../run.ts';
import { orgOption, parseOptions } from '../validation.ts';

const createSchema = z.object({ name: orgOption });

type Raw = OutputOptions & Record<string, unknown>;

/** Organisations (ADR 0027): operators and CI create them; Admins run their own team from the web. */
export function registerOrgCommands(program: Command): void {
  const org = program.command('org').description('manage organisations (teams)');

  org
    .command('create')
    .description('create an organisation; its name is unique, in any case')
    .requiredOption('--name <name>', 'the organisation\'s name, 1 to 200 characters')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) =>
      perform(raw, 'Creating the organisation…', async () => {
        const input = parseOptions(createSchema, raw);
        const created = await withApp((app) => app.organizations.create(input.name), 'creates');
        return { data: { organization: { id: created.id, name: created.name } }, title: `Created ${created.name} (id ${created.id})` };
      }),
    );

  org
    .command('list')
    .description('every organisation with its number of members, by name')
    .option('--json', 'print one JSON object instead of human output')
    .action((raw: Raw) =>
      perform(raw, 'Reading the organisations…', async () => {
        const all = await withApp((app) => app.organizations.list());
        const organizations = all.map((o) => ({
          id: o.id, name: o.name, members: o.members, invitationLocale: o.invitationLocale, createdAt: o.createdAt.toISOString(),
        }));
        return {
          data: { organizations },
          title: organizations.length ? `${organizations.length} organisation(s)` : 'No organisations yet',
          lines: organizations.map((o) => `${o.id}  ${o.name}: ${o.members} member(s)`),
        };
      }),
    );
}
