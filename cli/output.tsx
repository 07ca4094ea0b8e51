import type { ReactNode } from 'react';
import { Box, render, renderToString, Text, useAnimation } from 'ink';
import { UNLIMITED } from '#src/modules/billing/index.ts';

/** A plan's monthly limit as the web shows it: Premium's is ∞, not 2147483647. */
export const shownLimit = (n: number) => (n === UNLIMITED ? '∞' : String(n));

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function Spinner({ label }: { label: string }) {
  const { frame } = useAnimation({ interval: 80 });
  return (
    <Text>
      <Text color="cyan">{FRAMES[frame % FRAMES.length]}</Text> {label}
    </Text>
  );
}

/** A green ✓ headline with optional indented detail lines. */
export function Success({ title, lines = [] }: { title: string; lines?: string[] }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">✓</Text> {title}
      </Text>
      {lines.map((line, i) => (
        <Text key={i} dimColor>
          {'  '}
          {line}
        </Text>
      ))}
    </Box>
  );
}

/** A red ✗ line with the error message and its code; invalid options get one line each. */
export function Failure({ message, code, details }: { message: string; code: string; details?: unknown }) {
  const problems = optionProblems(details);
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="red">✗</Text> {problems ? 'Invalid options:' : message}
      </Text>
      {problems?.map((line, i) => <Text key={i}>{`  ${line}`}</Text>)}
      <Text dimColor>{`  (${code})`}</Text>
    </Box>
  );
}

function optionProblems(details: unknown): string[] | undefined {
  if (!Array.isArray(details) || !details.every((d) => typeof d?.path === 'string' && typeof d?.message === 'string')) return;
  return (details as { path: string; message: string }[]).map((d) => `${d.path} ${d.message}`);
}

const inkOptions = (stream: NodeJS.WriteStream) => ({ stdout: stream, patchConsole: false, exitOnCtrlC: false });

const DEFAULT_COLUMNS = 80;

/**
 * The columns the terminal has room for. Piped output is for files and other programs (`grep`,
 * `cut`), so it has room for all: it is not wrapped (Ink would wrap it at 80 columns). A terminal
 * that reports no width (0 under `script` or `ssh -t` without a size) gets the usual 80.
 */
export const terminalWidth = (stream: Pick<NodeJS.WriteStream, 'isTTY' | 'columns'> = process.stdout) =>
  (stream.isTTY ? stream.columns || DEFAULT_COLUMNS : Infinity);


/** One final frame of `node`, as wide as the terminal (Ink needs a finite width: a very wide one for a pipe). */
export async function print(node: ReactNode, stream: NodeJS.WriteStream = process.stdout): Promise<void> {
  stream.write(`${renderToString(node, { columns: Math.min(terminalWidth(stream), 10_000) })}\n`);
}

/**
 * A spinner on stderr while work runs. Only on a terminal: piped output gets no animation frames.
 * `stop()` erases it, leaving the terminal as it was.
 */
export function startSpinner(label: string, stream: NodeJS.WriteStream = process.stderr): { stop(): Promise<void> } {
  if (!stream.isTTY) return { stop: async () => {} };
  const app = render(<Spinner label={label} />, inkOptions(stream));
  return {
    async stop() {
      app.clear();
      app.unmount();
      await app.waitUntilExit();
    },
  };
}
