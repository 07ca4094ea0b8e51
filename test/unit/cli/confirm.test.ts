import { expect } from 'chai';
import { PassThrough, Writable } from 'node:stream';
import { confirmed, requireConfirmation, type Terminal } from '../../../cli/confirm.ts';

/** A terminal whose keyboard types `keys` (or nothing, then closes); `shown` is what it displayed. */
function terminal(keys: string | null, tty = true): Terminal & { shown: () => string } {
  const input = Object.assign(new PassThrough(), { isTTY: tty });
  let shown = '';
  const output = Object.assign(new Writable({ write: (chunk, _encoding, done) => ((shown += String(chunk)), done()) }), { isTTY: tty });
  if (keys === null) input.end();
  else input.write(keys);
  return { input, output, shown: () => shown };
}

const problem = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('cli: confirming a change', () => {
  describe('requireConfirmation', () => {
    it('lets --yes through anywhere, and no --yes only on a terminal', () => {
      expect(problem(() => requireConfirmation(true, 'it ends Premium', terminal(null, false)))).to.equal(null);
      expect(problem(() => requireConfirmation(false, 'it ends Premium', terminal(null, true)))).to.equal(null);
    });

    it('refuses without --yes when stdin or stderr is not a terminal, saying why', () => {
      const piped = terminal(null, false);
      expect(problem(() => requireConfirmation(false, 'it ends Premium', piped))).to.equal('--yes is required when not run on a terminal: it ends Premium, so confirm with --yes');
      const stderrRedirected = { input: terminal(null, true).input, output: terminal(null, false).output };
      expect(problem(() => requireConfirmation(false, 'it ends Premium', stderrRedirected))).to.match(/^--yes is required/);
    });
  });

  describe('confirmed', () => {
    it('asks on the terminal and goes ahead only on y or yes, in any case', async () => {
      for (const [keys, yes] of [['y\r', true], ['YES\n', true], [' Yes \r', true], ['n\r', false], ['\r', false], ['yep\r', false]] as const) {
        const t = terminal(keys);
        expect(await confirmed(false, 'End it?', t), JSON.stringify(keys)).to.equal(yes);
        expect(t.shown()).to.include('End it? [y/N] ');
      }
    });

    it('takes Ctrl+C, Ctrl+D or a closed stdin as no', async () => {
      for (const keys of ['\x03', '\x04', null]) expect(await confirmed(false, 'End it?', terminal(keys)), JSON.stringify(keys)).to.equal(false);
    });

    it('asks nothing with --yes', async () => {
      const t = terminal(null);
      expect(await confirmed(true, 'End it?', t)).to.equal(true);
      expect(t.shown()).to.equal('');
    });
  });
});
