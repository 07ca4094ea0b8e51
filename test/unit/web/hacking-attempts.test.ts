import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> =>
  import(new URL(`../../../web/src/features/hacking-attempts/state/${path}`, import.meta.url).href) as Promise<T>;

interface Filters { riskLevel: string; status: '' | 'blocked' | 'allowed'; startDate: string; endDate: string }
interface Monitor {
  listQuery(filters: Filters, page: number, pageSize?: number): string;
  isFilterRangeReversed(filters: Filters): boolean;
  pageWindow(page: number, totalPages: number, size?: number): number[];
  parsePatterns(raw: string | null | undefined): string[];
  parseHistory(raw: string | null | undefined): { role: 'user' | 'other'; content: string }[];
  NO_FILTERS: Filters;
  PAGE_SIZE: number;
}
const m = {} as Monitor;
before(async () => {
  // The page window is the console's (lib/page-window.ts), which the monitor's pagination shows.
  const pages = await import(new URL('../../../web/src/lib/page-window.ts', import.meta.url).href);
  Object.assign(m, await load('filters.ts'), await load('attempt-fields.ts'), pages);
});

describe('web: the Hacking Attempts Monitor (SPEC §2, §9)', () => {
  describe('the list query', () => {
    it('knows a range turned around, which it does not ask for, from one open at either end or a single day', () => {
      const range = (startDate: string, endDate: string) => m.isFilterRangeReversed({ ...m.NO_FILTERS, startDate, endDate });
      expect(range('2026-12-06', '2026-12-05')).to.equal(true);
      for (const [from, to] of [['2026-12-05', '2026-12-05'], ['2026-12-05', '2026-12-06'], ['', '2026-12-01'], ['2026-12-01', '']]) expect(range(from!, to!), `${from}…${to}`).to.equal(false);
    });

    it('asks for 20 a page and leaves unset filters out', () => {
      expect(m.PAGE_SIZE).to.equal(20);
      expect(m.listQuery(m.NO_FILTERS, 1)).to.equal('page=1&pageSize=20');
    });

    it('sends the risk level, wasBlocked as true/false, and whole-day dates', () => {
      const query = new URLSearchParams(m.listQuery({ riskLevel: 'High', status: 'blocked', startDate: '2026-11-01', endDate: '2026-11-24' }, 3));
      expect(Object.fromEntries(query)).to.deep.equal({
        page: '3', pageSize: '20', riskLevel: 'High', wasBlocked: 'true', startDate: '2026-11-01', endDate: '2026-11-24',
      });
      expect(new URLSearchParams(m.listQuery({ ...m.NO_FILTERS, status: 'allowed' }, 1)).get('wasBlocked')).to.equal('false');
    });
  });

  describe('the page window', () => {
    it('shows every page when there are 5 or fewer, none when there are none', () => {
      expect(m.pageWindow(1, 1)).to.deep.equal([1]);
      expect(m.pageWindow(2, 4)).to.deep.equal([1, 2, 3, 4]);
      expect(m.pageWindow(1, 0)).to.deep.equal([]);
    });

    it('keeps up to 5 numbers centred on the page, pinned at either end', () => {
      expect(m.pageWindow(1, 12)).to.deep.equal([1, 2, 3, 4, 5]);
      expect(m.pageWindow(3, 12)).to.deep.equal([1, 2, 3, 4, 5]);
      expect(m.pageWindow(4, 12)).to.deep.equal([2, 3, 4, 5, 6]);
      expect(m.pageWindow(7, 12)).to.deep.equal([5, 6, 7, 8, 9]);
      expect(m.pageWindow(11, 12)).to.deep.equal([8, 9, 10, 11, 12]);
      expect(m.pageWindow(12, 12)).to.deep.equal([8, 9, 10, 11, 12]);
    });

    it('clamps a page outside 1..total', () => {
      expect(m.pageWindow(99, 7)).to.deep.equal([3, 4, 5, 6, 7]);
      expect(m.pageWindow(-2, 7)).to.deep.equal([1, 2, 3, 4, 5]);
    });
  });

  describe('detected patterns (a JSON array string, or a plain string)', () => {
    it('reads a JSON array, trimmed, blanks and repeats dropped', () => {
      expect(m.parsePatterns('["instruction_override", " prompt_extraction ", "", "instruction_override"]'))
        .to.deep.equal(['instruction_override', 'prompt_extraction']);
    });

    it('reads a plain string as one name, or several separated by commas', () => {
      expect(m.parsePatterns('role play jailbreak')).to.deep.equal(['role play jailbreak']);
      expect(m.parsePatterns('override, leak')).to.deep.equal(['override', 'leak']);
      expect(m.parsePatterns('"quoted"')).to.deep.equal(['quoted']);
    });

    it('gives no badge for nothing, and none for JSON that is not a list of names', () => {
      for (const raw of [null, undefined, '', '   ', 'null', '{"a":1}', '[{"a":1}, null]']) expect(m.parsePatterns(raw), String(raw)).to.deep.equal([]);
    });
  });

  describe('conversation history (last 10, User or AI)', () => {
    it('labels the learner user and everyone else other', () => {
      const raw = JSON.stringify([{ role: 'other', content: 'Hello.' }, { role: 'user', content: 'Hi.' }, { role: 'assistant', content: 'Yes?' }]);
      expect(m.parseHistory(raw)).to.deep.equal([
        { role: 'other', content: 'Hello.' }, { role: 'user', content: 'Hi.' }, { role: 'other', content: 'Yes?' },
      ]);
    });

    it('keeps only the last 10 readable messages', () => {
      const items = Array.from({ length: 14 }, (_, i) => ({ role: i % 2 ? 'user' : 'other', content: `m${i}` }));
      const lines = m.parseHistory(JSON.stringify([...items, { role: 'user' }, 'junk', null, { role: 'user', content: '  ' }]));
      expect(lines.map((l) => l.content)).to.deep.equal(['m4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'm13']);
    });

    it('shows nothing, rather than failing, for a missing or broken history', () => {
      for (const raw of [null, '', 'not json', '{"role":"user"}']) expect(m.parseHistory(raw), String(raw)).to.deep.equal([]);
    });
  });
});
