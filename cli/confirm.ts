import { createInterface } from 'node:readline/promises';
import { ValidationError } from '#src/platform/errors.ts';

export interface Terminal {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream & { isTTY?: boolean };
}

const stdio: Terminal = { input: process.stdin, output: process.stderr };

/**
 * Refuses up front, before anything is read or changed, when nobody could answer a question: no
 * `--yes`, and stdin or stderr (where the question goes; stdout may carry JSON) is not a terminal.
 * A script gets the same answer whatever the data, so it cannot pass in testing and stop in use.
 */
export function requireConfirmation(yes: boolean, why: string, terminal: Terminal = stdio): void {
  if (yes || (terminal.input.isTTY && terminal.output.isTTY)) return;
  const message = `is required when not run on a terminal: ${why}, so confirm with --yes`;
  throw new ValidationError([{ path: '--yes', message }], `--yes ${message}`);
}

/** `--yes`, or the operator's answer at the terminal: only y or yes (any case) goes ahead. */
export async function confirmed(yes: boolean, question: string, terminal: Terminal = stdio): Promise<boolean> {
  if (yes) return true;
  const prompt = createInterface({ input: terminal.input, output: terminal.output, terminal: terminal.input.isTTY === true });
  let answered = false;
  // Ctrl+C, Ctrl+D or a closed stdin is no answer: nothing is done.
  prompt.once('SIGINT', () => prompt.close());
  const closed = new Promise<string>((resolve) => prompt.once('close', () => {
    if (!answered) terminal.output.write('\n');
    resolve('');
  }));
  const asked = prompt.question(`${question} [y/N] `).then((answer) => {
    answered = true;
    return answer;
  }, () => '');
  try {
    return /^y(es)?$/i.test((await Promise.race([asked, closed])).trim());
  } finally {
    prompt.close();
  }
}
