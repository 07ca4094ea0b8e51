import { expect } from 'chai';
import { Readable } from 'node:stream';
import { withPasswordInput } from '../../../cli/validation.ts';

const piped = (text: string) => Readable.from([text]);
const problem = (promise: Promise<unknown>) => promise.then(() => null, (e: Error) => e.message);

describe('cli: --password-stdin', () => {
  it('takes the first line of stdin, without its line break, and nothing after it', async () => {
    expect(await withPasswordInput({ passwordStdin: true }, piped('from-stdin-1\r\nsecond line\n'))).to.include({ password: 'from-stdin-1' });
    expect(await withPasswordInput({ passwordStdin: true }, piped('no line break'))).to.include({ password: 'no line break' });
    for (const input of ['', '\n', '\r\nsecret-on-line-2\n']) {
      const refused = await withPasswordInput({ passwordStdin: true }, piped(input)).catch((e: Error) => e);
      expect((refused as Error).message, JSON.stringify(input)).to.equal('--password-stdin read no password from stdin (an empty pipe or first line): is the variable set?');
    }
  });

  it('leaves --password as it is, and wants exactly one of the two', async () => {
    expect(await withPasswordInput({ password: 'given-1' }, piped(''))).to.include({ password: 'given-1' });
    expect(await problem(withPasswordInput({ passwordStdin: true, password: 'x' }, piped('y\n')))).to.equal('--password give --password or --password-stdin, not both');
    expect(await problem(withPasswordInput({}, piped('y\n')))).to.equal('--password is required: give --password-stdin (or --password)');
  });

  it('refuses a terminal, where the password would show as it is typed', async () => {
    const terminal = Object.assign(piped('typed\n'), { isTTY: true });
    expect(await problem(withPasswordInput({ passwordStdin: true }, terminal))).to.match(/^--password-stdin reads a pipe or a file, not a terminal/);
  });
});
