import { expect } from 'chai';
import { jsonExport } from '#src/platform/export/json-export.ts';
import type { ExportSection } from '#src/platform/export/export-section.ts';

/** A section of `count` rows made on demand, counting how many were asked for. */
function counted(name: string, count: number, row: (i: number) => Record<string, unknown> = (i) => ({ id: i, text: 'x'.repeat(100) })) {
  const made = { rows: 0 };
  const section: ExportSection = {
    name,
    async *rows() {
      for (let i = 1; i <= count; i++) {
        made.rows++;
        yield row(i);
      }
    },
  };
  return { section, made };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe('jsonExport', () => {
  it('writes the head and every section as one JSON object, rows in order, empty sections as []', async () => {
    const users = counted('users', 3, (i) => ({ id: i, email: `u${i}@example.com`, at: new Date(Date.UTC(2026, 0, i)) }));
    const none = counted('messages', 0);
    const doc = JSON.parse(await text(jsonExport({ exportedAt: '2026-11-24T00:00:00.000Z', version: '1.2.3' }, [users.section, none.section])));
    expect(doc).to.deep.equal({
      exportedAt: '2026-11-24T00:00:00.000Z', version: '1.2.3',
      users: [1, 2, 3].map((i) => ({ id: i, email: `u${i}@example.com`, at: `2026-01-0${i}T00:00:00.000Z` })),
      messages: [],
    });
  });

  it('keeps text as written: quotes, line breaks, Cyrillic and things that look like JSON', async () => {
    const tricky = ['He said "no",\nthen left.', 'Привет, мир', '"],"users":[', '\u2028'];
    const lines = counted('messages', tricky.length, (i) => ({ content: tricky[i - 1] }));
    const doc = JSON.parse(await text(jsonExport({ v: 1 }, [lines.section])));
    expect(doc.messages.map((m: { content: string }) => m.content)).to.deep.equal(tricky);
  });

  it('reads rows only as fast as the reader takes them: a million-row table is not read ahead', async () => {
    const big = counted('messages', 1_000_000);
    const stream = jsonExport({ v: 1 }, [big.section]);
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    stream.pause();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.length).to.be.greaterThan(0);
    // One chunk of about 64 KB is some 600 rows of this size; a reader that stops leaves the rest unread.
    expect(big.made.rows).to.be.within(1, 2_000);
    stream.destroy();
  });

  it('reports how far it has got, per section', async () => {
    const seen: [string, number][] = [];
    const a = counted('a', 1500);
    const b = counted('b', 2);
    await text(jsonExport({ v: 1 }, [a.section, b.section], (section, rows) => seen.push([section, rows])));
    expect(seen.at(-1)).to.deep.equal(['b', 2]);
    expect(seen.filter(([s]) => s === 'a').at(-1)).to.deep.equal(['a', 1500]);
    expect(seen.filter(([s]) => s === 'a').length).to.be.greaterThan(1);
  });

  it('refuses two sections of one name, or one named like a field of the head', () => {
    expect(() => jsonExport({ v: 1 }, [counted('users', 1).section, counted('users', 1).section])).to.throw(/users/);
    expect(() => jsonExport({ version: 1 }, [counted('version', 1).section])).to.throw(/version/);
  });
});
