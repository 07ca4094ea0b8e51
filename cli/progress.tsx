import { Text, render } from 'ink';
import { Spinner } from './output.tsx';

const BAR_WIDTH = 30;

/** A bar with `done/total` once the total is known; a spinner before that. */
export function ProgressBar({ label, done, total }: { label: string; done: number; total: number }) {
  if (total <= 0) return <Spinner label={label} />;
  const filled = Math.round((BAR_WIDTH * Math.min(done, total)) / total);
  return (
    <Text>
      <Text color="cyan">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(BAR_WIDTH - filled)}</Text> {done}/{total} {label}
    </Text>
  );
}

export interface Progress {
  /** Shows `label` with a spinner until `update` gives a total, then a bar. */
  update(done: number, total: number, label?: string): void;
  stop(): Promise<void>;
}

/**
 * A progress bar on stderr while long work runs. Only on a terminal, like the spinner:
 * piped output gets no frames. `stop()` erases it.
 */
export function startProgress(label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update: () => {}, stop: async () => {} };
  let current = { label, done: 0, total: 0 };
  const app = render(<ProgressBar {...current} />, { stdout: stream, patchConsole: false, exitOnCtrlC: false });
  return {
    update(done, total, next = current.label) {
      current = { label: next, done, total };
      app.rerender(<ProgressBar {...current} />);
    },
    async stop() {
      app.clear();
      app.unmount();
      await app.waitUntilExit();
    },
  };
}
