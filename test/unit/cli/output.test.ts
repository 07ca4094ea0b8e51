import { expect } from 'chai';
import { terminalWidth } from '../../../cli/output.tsx';

describe('cli: the width output is laid out for', () => {
  it('is the terminal’s, or 80 where a terminal reports none (script, ssh -t without a size)', () => {
    expect(terminalWidth({ isTTY: true, columns: 120 })).to.equal(120);
    expect(terminalWidth({ isTTY: true, columns: 0 })).to.equal(80);
    expect(terminalWidth({ isTTY: true, columns: undefined as unknown as number })).to.equal(80);
  });

  it('is unbounded for a pipe or a file, so other programs get whole lines', () => {
    expect(terminalWidth({ isTTY: false, columns: 0 })).to.equal(Infinity);
  });
});
