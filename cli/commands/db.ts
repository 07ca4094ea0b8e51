import type { Command } from 'commander';
import { databaseLabel, describeDatabase, withDatabase } from '../context.ts';
import { perform, type OutputOptions } from '../run.ts';

const list = (names: string[]) => (names.length ? names.join(', ') : 'none');

export function registerDbCommands(program: Command): void {
  const db = program.command('db').description('inspect and migrate the database');

  db.command('migrate')
    .description('apply pending migrations, creating the database where there is none (on PostgreSQL, one process migrates at a time)')
    .option('--json', 'print one JSON object instead of human output')
    .action((opts: OutputOptions) =>
      perform(opts, 'Applying migrations…', () =>
        withDatabase(async (database, config) => {
          const info = describeDatabase(config);
          const applied = await database.migrate();
          return {
            data: { database: info, applied, upToDate: applied.length === 0 },
            title: applied.length
              ? `Applied ${applied.length} migration(s) to ${databaseLabel(info)}`
              : `Database is up to date (${databaseLabel(info)})`,
            lines: applied,
          };
        }, { creates: true }),
      ),
    );

  db.command('status')
    .description('show the database in use and which migrations are applied or pending; changes nothing')
    .option('--json', 'print one JSON object instead of human output')
    .action((opts: OutputOptions) =>
      perform(opts, 'Reading the database…', () =>
        withDatabase(async (database, config) => {
          const info = describeDatabase(config);
          const applied = await database.executedMigrations();
          const pending = await database.pendingMigrations();
          return {
            data: { database: info, applied, pending },
            title: `Database: ${databaseLabel(info)}`,
            lines: [
              `applied (${applied.length}): ${list(applied)}`,
              `pending (${pending.length}): ${list(pending)}`,
              ...(pending.length ? ['run `rapport db migrate` to apply them'] : []),
            ],
          };
        }),
      ),
    );
}
