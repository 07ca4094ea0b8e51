import { expect } from 'chai';
import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS, redactUrl } from '#src/platform/logger.ts';

describe('log redaction', () => {
  it('never writes passwords or tokens', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _e, cb) => (lines.push(String(chunk)), cb()) });
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } }, sink);
    log.info({ body: { password: 'hunter22', refreshToken: 'r-123' }, token: 't-456', req: { headers: { authorization: 'Bearer abc' } } });
    expect(lines.join('')).to.not.match(/hunter22|r-123|t-456|Bearer abc/);
  });

  it('removes access_token from logged URLs', () => {
    expect(redactUrl('/hubs/simulation?access_token=eyJ.abc.def&x=1')).to.equal('/hubs/simulation?access_token=[Redacted]&x=1');
  });
});
