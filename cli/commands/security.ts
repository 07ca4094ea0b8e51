import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { messageScanner, RISK_LEVELS, type RiskLevel } from '#src/modules/security/index.ts';
import { STDIN } from '../files.ts';
import { startProgress } from '../progress.tsx';
import { toFailure, writeJson, type OutputOptions } from '../run.ts';
import { registerUsageCommand } from './security-usage.ts';
import { registerPruneCommands } from './security-prune.ts';

export function registerSecurityCommands(program: Command): void {
  const security = program.command('security').description('prompt-injection screening, the recorded hacking attempts and AI usage');
  security
    .command('scan')
    .description('screen messages from a file (or - for stdin) as the chat does and print one JSON result per line (JSON Lines); writes nothing')
    .argument('<file>', 'JSON Lines, one message per line: {"text":"…","locale":"en"|"ru"}; - reads stdin')
    .option('--json', 'no progress bar and no summary (the output is JSON Lines either way)')
    .action((file: string, opts: OutputOptions) => scanFile(file, opts));
  registerUsageCommand(security);
  registerPruneCommands(security);
}

/** Streams the file (or stdin) line by line, so a day of real traffic scans in bounded memory. */
async function scanFile(file: string, opts: OutputOptions): Promise<void> {
  let size = 0; // stdin's is not known ahead: its progress is a spinner
  try {
    if (file !== STDIN) size = sizeOf(file);
  } catch (e) {
    process.exitCode = 1;
    const failure = { code: 'CLI.FILE_NOT_FOUND', message: `Cannot read ${file}: ${(e as Error).message}` };
    if (opts.json) writeJson({ ok: false, error: failure });
    else process.stderr.write(`✗ ${failure.message}\n  (${failure.code})\n`);
    return;
  }
  const scanner = messageScanner();
  const progress = opts.json ? undefined : startProgress('Screening messages…');
  const counts = Object.fromEntries(RISK_LEVELS.map((l) => [l, 0])) as Record<RiskLevel, number>;
  let line = 0;
  let read = 0;
  let bad = 0;
  try {
    const input = file === STDIN ? process.stdin.setEncoding('utf8') : createReadStream(file, 'utf8');
    for await (const raw of createInterface({ input, crlfDelay: Infinity })) {
      line += 1;
      read += Buffer.byteLength(raw) + 1;
      if (!raw.trim()) continue;
      const result = await scanner.line(line, raw);
      writeJson(result);
      if ('error' in result) bad += 1;
      else counts[result.riskLevel] += 1;
      progress?.update(Math.min(read, size), size, size ? 'bytes screened' : `lines screened: ${line}`);
    }
  } catch (e) {
    process.exitCode = 1;
    writeJson({ ok: false, error: toFailure(e) });
  }
  await progress?.stop();
  if (bad) process.exitCode = 1;
  if (!opts.json) {
    const screened = RISK_LEVELS.map((l) => `${counts[l]} ${l}`).join(', ');
    process.stderr.write(`${screened}; ${counts.High + counts.Critical} would be blocked${bad ? `; ${bad} line${bad === 1 ? '' : 's'} could not be read` : ''}.\n`);
  }
}

function sizeOf(file: string): number {
  const stat = statSync(file);
  if (stat.isDirectory()) throw new Error('it is a folder, not a file');
  return stat.size;
}
