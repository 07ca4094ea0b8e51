import { expect } from 'chai';
import type { Row } from '#src/platform/db/database-link.ts';
import { columnsOf, tableSection } from '#src/platform/export/table-section.ts';

/**
 * A table behind a reader that answers the section's two queries as PostgreSQL would: the rows after
 * the key given (none given: from the start), in key order, `limit` (the last parameter) of them.
 */
function table(rows: Row[]) {
  const asked: { sql: string; params: readonly unknown[] }[] = [];
  const reader = {
    async query(sql: string, params: readonly unknown[]) {
      asked.push({ sql, params });
      const after = params.length > 1 ? (params[0] as number) : -Infinity;
      return rows.filter((row) => (row.id as number) > after).slice(0, params.at(-1) as number);
    },
  };
  return { reader, asked, limits: () => asked.map((q) => q.params.at(-1)) };
}

async function all(rows: AsyncIterable<Row>) {
  const out: Row[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

const spec = { name: 'lines', table: 'session_messages', key: ['id'], columns: columnsOf('id', 'content') };

describe('tableSection', () => {
  it('reads every row once, in key order, each page after the last key of the one before', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ id: i + 1, content: `line ${i + 1}` }));
    const t = table(rows);
    expect(await all(tableSection(t.reader, spec).rows())).to.deep.equal(rows);
    // A short first page, then pages of 1,000; the last (450 rows) is short, and ends it.
    expect(t.limits()).to.deep.equal([50, 1000, 1000, 1000]);
    expect(t.asked.map((q) => q.params.slice(0, -1))).to.deep.equal([[], [50], [1050], [2050]]);
    expect(t.asked[0]!.sql).to.equal('select "id" as "id", "content" as "content" from "session_messages" order by "id" limit $1');
    expect(t.asked[1]!.sql).to.equal('select "id" as "id", "content" as "content" from "session_messages" where "id" > $1 order by "id" limit $2');
  });

  it('reads a full last page, then one more query that finds nothing', async () => {
    const t = table(Array.from({ length: 1_050 }, (_, i) => ({ id: i + 1, content: 'x' })));
    expect(await all(tableSection(t.reader, spec).rows())).to.have.length(1_050);
    expect(t.limits()).to.deep.equal([50, 1000, 1000]);
  });

  it('reads wide rows (whole JSON documents) a few at a time, so a page stays about 1 MB', async () => {
    const wide = 'w'.repeat(100_000);
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, content: wide }));
    const t = table(rows);
    expect(await all(tableSection(t.reader, spec).rows())).to.have.length(300);
    expect(t.limits().slice(1)).to.satisfy((limits: number[]) => limits.every((n) => n === 10));
  });

  it('pages by the whole key when it has several columns', async () => {
    const t = table([]);
    const pairs = { name: 'pairs', table: 'scenario_personas', key: ['scenarioId', 'personaArchetypeId'], columns: columnsOf('scenario_id', 'persona_archetype_id') };
    await all(tableSection(t.reader, pairs).rows());
    expect(t.asked[0]!.sql).to.match(/order by "scenario_id", "persona_archetype_id" limit \$1$/);
    const next = table(Array.from({ length: 60 }, (_, i) => ({ id: i + 1, scenarioId: i + 1, personaArchetypeId: 1 })));
    await all(tableSection(next.reader, pairs).rows());
    expect(next.asked[1]!.sql).to.match(/where \("scenario_id", "persona_archetype_id"\) > \(\$1, \$2\) order by .* limit \$3$/);
    expect(next.asked[1]!.params).to.deep.equal([50, 1, 1000]);
  });

  it('refuses a key that is not among the exported columns', () => {
    expect(() => tableSection(table([]).reader, { ...spec, key: ['secret'] })).to.throw(/secret/);
  });
});
