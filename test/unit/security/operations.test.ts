import { expect } from 'chai';
import { readLogLine } from '#src/modules/security/domain/log-lines.ts';
import { clampPercent, formatBytes, percentOf } from '#src/modules/security/domain/system-metrics.ts';
import { logLine } from '#src/modules/security/http/operations.contracts.ts';

describe('readLogLine', () => {
  it('lifts the level, time, message and request id out of a pino line and keeps the whole line', () => {
    const text = JSON.stringify({ level: 50, time: 1_767_225_600_000, pid: 1, reqId: 'r-1', err: { message: 'boom' }, msg: 'unhandled error' });
    const line = readLogLine(text, 7);
    expect(line).to.deep.equal({
      seq: 7, time: '2026-01-01T00:00:00.000Z', level: 'error', msg: 'unhandled error', reqId: 'r-1', raw: JSON.parse(text),
    });
    expect(logLine.parse(line)).to.deep.equal(line);
  });

  it('names every pino level, and a custom number by the standard level below it', () => {
    const levels = [10, 20, 30, 40, 50, 60, 35, 5].map((level) => readLogLine(JSON.stringify({ level, msg: 'x' }), 1).level);
    expect(levels).to.deep.equal(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'info', 'trace']);
  });

  it('keeps a line that is not a JSON object as its text, at info, with no request id', () => {
    for (const text of ['plain text from somewhere', '{"cut": "by a cra', '[1,2]', 'null']) {
      const line = readLogLine(text, 3);
      expect(line).to.deep.include({ level: 'info', msg: text, time: '' });
      expect(line).to.not.have.property('reqId');
      expect(logLine.parse(line)).to.deep.equal(line);
    }
  });
});

describe('system metrics figures', () => {
  it('formats sizes in binary units with one decimal', () => {
    expect([0, 512, 1536, 5 * 1024 ** 2, 7.5 * 1024 ** 3, 3 * 1024 ** 4, -1].map(formatBytes))
      .to.deep.equal(['0 B', '512 B', '1.5 KB', '5.0 MB', '7.5 GB', '3.0 TB', '0 B']);
  });

  it('keeps percentages within 0–100 with one decimal, and 0 of nothing', () => {
    expect([-3, 12.345, 100.4, Number.NaN].map(clampPercent)).to.deep.equal([0, 12.3, 100, 0]);
    expect([percentOf(1, 3), percentOf(5, 0)]).to.deep.equal([33.3, 0]);
  });
});
