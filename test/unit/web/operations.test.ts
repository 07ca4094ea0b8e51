import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/features/${path}`, import.meta.url).href) as Promise<T>;

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
interface Line { seq: number; time: string; level: Level; msg: string; reqId?: string; raw: Record<string, unknown> }
interface Buffer { lines: readonly Line[]; held: readonly Line[]; heldCount: number; paused: boolean }
interface Filter { minLevel: Level | ''; search: string; requestId: string | null }
interface Modules {
  levelOf(gauge: 'cpu' | 'ram' | 'disk', percent: number): 'normal' | 'warning' | 'critical';
  shareOf(value: number, scale: number): number;
  APP_RAM_SCALE_MB: number;
  LOGS_SCALE_MB: number;
  formatSize(bytes: number, locale: string): string;
  matches(line: Line, filter: Filter): boolean;
  fieldsOf(line: Line): string;
  NO_FILTER: Filter;
  receive(buffer: Buffer, event: { lines: Line[]; backlog: boolean }): Buffer;
  pause(buffer: Buffer): Buffer;
  resume(buffer: Buffer): Buffer;
  EMPTY_BUFFER: Buffer;
  LINES_KEPT: number;
}
const m = {} as Modules;
before(async () => {
  Object.assign(m, await load('system-monitoring/state/levels.ts'), await load('system-monitoring/state/format.ts'),
    await load('logs/state/log-filter.ts'), await load('logs/state/line-buffer.ts'));
});

let seq = 0;
const line = (level: Level, msg: string, raw: Record<string, unknown> = {}, reqId?: string): Line =>
  ({ seq: ++seq, time: '2026-11-24T10:00:00.000Z', level, msg, ...(reqId ? { reqId } : {}), raw: { level: 30, time: 0, msg, ...raw, ...(reqId ? { reqId } : {}) } });
const lines = (n: number) => Array.from({ length: n }, (_, i) => line('info', `line ${i}`));

describe('web: System Monitoring (SPEC §9)', () => {
  it('turns CPU yellow at 70 % and red at 90 %, RAM at 80 and 90, disk at 85 and 95', () => {
    const at = (gauge: 'cpu' | 'ram' | 'disk', values: number[]) => values.map((v) => m.levelOf(gauge, v));
    expect(at('cpu', [0, 69.9, 70, 89.9, 90, 100])).to.deep.equal(['normal', 'normal', 'warning', 'warning', 'critical', 'critical']);
    expect(at('ram', [79.9, 80, 89.9, 90])).to.deep.equal(['normal', 'warning', 'warning', 'critical']);
    expect(at('disk', [84.9, 85, 94.9, 95])).to.deep.equal(['normal', 'warning', 'warning', 'critical']);
  });

  it('draws the server\'s RAM against 1000 MB and the logs against 100 MB, a figure past the scale filling the bar', () => {
    expect([m.APP_RAM_SCALE_MB, m.LOGS_SCALE_MB]).to.deep.equal([1000, 100]);
    expect([m.shareOf(250, 1000), m.shareOf(25, 100), m.shareOf(1500, 1000), m.shareOf(-1, 100)]).to.deep.equal([25, 25, 100, 0]);
  });

  it('writes sizes in the reader\'s language, in binary units', () => {
    expect(m.formatSize(7.5 * 1024 ** 3, 'en')).to.equal('7.5 GB');
    expect(m.formatSize(7.5 * 1024 ** 3, 'ru')).to.equal('7,5 ГБ');
    expect(m.formatSize(1536, 'en')).to.equal('1.5 kB');
    expect(m.formatSize(300, 'en')).to.equal('300 bytes');
    expect(m.formatSize(0, 'en')).to.equal('0 bytes');
    expect(m.formatSize(1, 'en')).to.equal('1 byte');
    expect(m.formatSize(2, 'ru')).to.equal('2 байта');
  });
});

describe('web: the Logs page', () => {
  describe('filters', () => {
    const all = [line('debug', 'cache warm'), line('info', 'request', { url: '/api/scenario', status: 200 }, 'r-1'),
      line('warn', 'prompt-injection attempt recorded', { riskLevel: 'High' }, 'r-2'), line('error', 'unhandled error', { err: { message: 'Boom' } }, 'r-1')];
    const shown = (filter: Partial<Filter>) => all.filter((l) => m.matches(l, { ...m.NO_FILTER, ...filter })).map((l) => l.msg);

    it('shows every line with no filter', () => expect(shown({})).to.have.length(4));

    it('keeps lines at the chosen level and above', () => {
      expect(shown({ minLevel: 'warn' })).to.deep.equal(['prompt-injection attempt recorded', 'unhandled error']);
      expect(shown({ minLevel: 'fatal' })).to.deep.equal([]);
    });

    it('searches the message and every field, whatever the case', () => {
      expect(shown({ search: 'BOOM' })).to.deep.equal(['unhandled error']);
      expect(shown({ search: '/api/scenario' })).to.deep.equal(['request']);
      expect(shown({ search: '  high ' })).to.deep.equal(['prompt-injection attempt recorded']);
    });

    it('shows one request\'s lines, with the other filters on top', () => {
      expect(shown({ requestId: 'r-1' })).to.deep.equal(['request', 'unhandled error']);
      expect(shown({ requestId: 'r-1', minLevel: 'error' })).to.deep.equal(['unhandled error']);
    });

    it('writes a line\'s other fields as pino-pretty does, without the ones shown apart, cut when long', () => {
      expect(m.fieldsOf(all[1]!)).to.equal('url=/api/scenario status=200');
      expect(m.fieldsOf(all[3]!)).to.equal('err={"message":"Boom"}');
      expect(m.fieldsOf(line('info', 'x', { blob: 'y'.repeat(500) }))).to.have.length(301).and.match(/…$/);
    });
  });

  describe('the lines kept', () => {
    it('replaces the list with each backlog and adds new lines after it', () => {
      let b = m.receive(m.EMPTY_BUFFER, { lines: lines(3), backlog: true });
      b = m.receive(b, { lines: [line('info', 'new')], backlog: false });
      expect(b.lines.map((l) => l.msg)).to.deep.equal(['line 0', 'line 1', 'line 2', 'new']);
      b = m.receive(b, { lines: [line('info', 'after a reconnection')], backlog: true });
      expect(b.lines.map((l) => l.msg)).to.deep.equal(['after a reconnection']);
    });

    it(`keeps the newest ${2_000} lines`, () => {
      expect(m.LINES_KEPT).to.equal(2_000);
      let b = m.receive(m.EMPTY_BUFFER, { lines: lines(1_500), backlog: true });
      b = m.receive(b, { lines: lines(1_000), backlog: false });
      expect(b.lines).to.have.length(2_000);
      expect(b.lines.at(-1)!.msg).to.equal('line 999');
      expect(b.lines[0]!.msg).to.equal('line 500');
    });

    it('while paused counts new lines and holds them, then shows them in order on resume', () => {
      let b = m.pause(m.receive(m.EMPTY_BUFFER, { lines: [line('info', 'before')], backlog: true }));
      b = m.receive(b, { lines: [line('info', 'held 1'), line('warn', 'held 2')], backlog: false });
      b = m.receive(b, { lines: [line('info', 'held 3')], backlog: false });
      expect(b.lines.map((l) => l.msg)).to.deep.equal(['before']);
      expect(b.heldCount).to.equal(3);
      b = m.resume(b);
      expect(b).to.deep.include({ paused: false, heldCount: 0, held: [] });
      expect(b.lines.map((l) => l.msg)).to.deep.equal(['before', 'held 1', 'held 2', 'held 3']);
    });

    it('counts every line that came while paused, even past what it can hold', () => {
      let b = m.pause(m.EMPTY_BUFFER);
      b = m.receive(b, { lines: lines(2_500), backlog: false });
      expect(b.heldCount).to.equal(2_500);
      expect(m.resume(b).lines).to.have.length(2_000);
    });
  });
});
