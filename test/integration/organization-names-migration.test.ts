import { expect } from 'chai';
import { migrationDatabase } from '../support/test-database.ts';

const BEFORE = 'Migration20261206193656_rate_limits';

/** Organisation names become unique in any case (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('The migration making organisation names unique in any case', function () {
  this.timeout(60_000);
  const { up, down, latest, run } = migrationDatabase();
  const names = async () => (await run('SELECT name FROM organizations ORDER BY id')).map((o) => o.name as string);

  it('keeps the oldest of names that differ only in case, numbers the others, then refuses such a name; and goes down and up', async () => {
    await up(BEFORE);
    await run(`INSERT INTO organizations (name, created_at) VALUES ('Acme', now()), ('ACME', now()), ('Globex', now()), ('acme', now())`);
    await latest();
    const [, upper, , lower] = (await run('SELECT id FROM organizations ORDER BY id')).map((o) => o.id as number);
    expect(await names()).to.deep.equal(['Acme', `ACME (duplicate #${upper})`, 'Globex', `acme (duplicate #${lower})`]);
    let refused: unknown;
    await run(`INSERT INTO organizations (name, created_at) VALUES ('gLoBeX', now())`).catch((e: unknown) => (refused = e));
    expect(String(refused)).to.match(/organizations_name_lower_unique/);

    await down(BEFORE);
    await run(`INSERT INTO organizations (name, created_at) VALUES ('gLoBeX', now())`);
    await run(`DELETE FROM organizations WHERE name = 'gLoBeX'`);
    await latest();
    expect(await names()).to.have.length(4);
  });
});
