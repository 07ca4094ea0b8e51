import { Command, CommanderError } from 'commander';
import { registerAnalysisCommands } from './commands/analysis.ts';
import { registerBillingCommands } from './commands/billing.ts';
import { registerDbCommands } from './commands/db.ts';
import { registerExportCommand } from './commands/export.ts';
import { registerScenarioCommands } from './commands/scenarios.ts';
import { registerSecurityCommands } from './commands/security.ts';
import { registerUserCommands } from './commands/user.ts';
import { registerOrgCommands } from './commands/org.ts';
import { version } from '#src/platform/version.ts';
import { writeJson } from './run.ts';

/** `rapport`: the operator CLI. Commands configure themselves; this file wires and exits. */
export function buildProgram(json: boolean): Command {
  const program = new Command('rapport')
    .description(
      'Operator commands for Rapport.\n' +
        'Reads the same settings as the server (DATA_DIR, DATABASE_URL, LOG_LEVEL, …; see .env.example).\n' +
        'The embedded database cannot be opened while the server runs: stop it first, or use PostgreSQL.',
    )
    .version(version, '-v, --version')
    .exitOverride()
    .configureOutput(json ? { writeErr: () => {}, outputError: () => {} } : {})
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', '\nEvery command accepts --json for machine-readable output on stdout: one JSON object (JSON Lines from\n`analyze` and `security scan`). Scripts reading it: `npm run -s cli -- …` or `npx rapport …` (npm\'s banner is not JSON).');
  registerDbCommands(program);
  registerUserCommands(program);
  registerOrgCommands(program);
  registerScenarioCommands(program);
  registerAnalysisCommands(program);
  registerBillingCommands(program);
  registerSecurityCommands(program);
  registerExportCommand(program);
  return program;
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  try {
    await buildProgram(json).parseAsync(argv, { from: 'user' });
    return Number(process.exitCode ?? 0);
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e;
    if (json && e.exitCode !== 0) {
      const message = e.code === 'commander.help' ? 'No command given; run rapport --help.' : e.message.replace(/^error: /, '');
      writeJson({ ok: false, error: { code: 'CLI.USAGE', message } });
    }
    return e.exitCode;
  }
}

/** Exit once stdout and stderr are flushed, whatever handles the database left open. */
function exitAfterFlush(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

// `rapport security scan big.jsonl | head -1`: the reader has all it wanted; stop quietly, as Unix tools do.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
});

main(process.argv.slice(2)).then(exitAfterFlush, (e: unknown) => {
  console.error(e);
  exitAfterFlush(1);
});
