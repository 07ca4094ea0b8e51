import { execFileSync } from 'node:child_process';
import { createReadStream, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/sql';
import { CreateUser, type Role } from '#src/modules/identity/index.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { columnsOf, type ExportTable } from '#src/platform/export/table-section.ts';
import { workerThreadExport } from '#src/platform/export/worker-thread-export.ts';
import { openDatabase } from '#src/platform/db/database.ts';
import { appEntities } from '#src/modules.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';
import { rapportOn } from '../support/cli.ts';
import { freshDatabase, TEST_DATABASE_URL } from '../support/test-database.ts';

const KIND = "I understand how frustrating this must be, and I'm sorry. Could you tell me what happened with the order?";
const SECRETS = {
  verification: 'a'.repeat(64), invite: 'invite-token-never-exported', invitationHash: 'b'.repeat(64), checkout: 'checkout-token-never-exported',
  canary: 'RPT-CANARYNEVEROUT',
};

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('Export System Data', function () {
  this.timeout(90_000);

  describe('GET /api/superadmin/export-data', () => {
    let server: TestServer;
    const tokens = {} as Record<Role, string>;
    let learner: { id: number; email: string; refreshToken: string; token: string };
    let bystander: { id: number };
    let sessionId: number;
    /** A table bigger than a few chunks of the export (made in before()), for the tests of its reading. */
    const PROBE: ExportTable = { name: 'probe', table: 'export_probe', key: ['id'], columns: columnsOf('id', 'padding') };
    const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
      server.kernel.inContext(() => server.kernel.container.get<EntityManager>(PLATFORM.EntityManager).getConnection().execute<T[]>(query, params));

    async function signedIn(role: Role) {
      const email = uniqueEmail(role.toLowerCase());
      if (role === 'User') await server.api('/api/auth/register', { body: { email, password: 'secret1' } });
      else await server.kernel.inContext(() => server.kernel.container.get(CreateUser).execute({ email, password: 'secret1', role }));
      const { body } = await server.api('/api/auth/login', { body: { email, password: 'secret1', rememberMe: true } });
      return { id: body.user.id as number, email, token: body.token as string, refreshToken: body.refreshToken as string };
    }

    /** The download as it arrives: status, headers and the text itself (to search all of it). */
    async function download(token?: string) {
      const res = await fetch(`${server.url}/api/superadmin/export-data`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, headers: res.headers, text: await res.text() };
    }

    before(async () => {
      server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0' });
      for (const role of ['User', 'Admin', 'SuperAdmin'] as const) tokens[role] = (await signedIn(role)).token;
      learner = await signedIn('User');
      const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
      sessionId = (await server.api('/api/sessions', { token: learner.token, body: { scenarioId: scenario!.id, coachEnabled: false } })).body.sessionId;
      const hub = await TestHubClient.connect(server.url, learner.token);
      await hub.invoke('JoinSession', sessionId);
      await talkAndEnd(hub, sessionId, [KIND]);
      await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
      await hub.close();
      // What the flows keep hashed or hidden, seeded where a test cannot easily make the flow run.
      await sql('update users set email_verification_token = ?, invite_token = ? where id = ?', [SECRETS.verification, SECRETS.invite, learner.id]);
      const [org] = await sql<{ id: number }>("insert into organizations (name, created_at) values ('Export Co', now()) returning id");
      await sql(`insert into team_invitations (organization_id, email, token_hash, status, created_at, sent_at, expires_at)
        values (?, 'invited@example.com', ?, 'pending', now(), now(), now() + interval '7 days')`, [org!.id, SECRETS.invitationHash]);
      await sql(`insert into billing_orders (id, user_id, plan, months, amount_minor, currency, provider, test, status, checkout_token, history, created_at)
        values ('6f1c1f5e-6a53-4e5c-9f6f-3a0f2d6b8c11', ?, 'monthly', 1, 2999, 'USD', 'bepaid', true, 'pending', ?, '[]', now())`, [learner.id, SECRETS.checkout]);
      await sql(`insert into hacking_attempts (attempt_time, user_id, user_email, risk_level, was_blocked, message, patterns, reviewed_by, history, source, model_output)
        values (now(), ?, ?, 'High', true, 'ignore your instructions', '[]', 'offline', '[]', 'output', ?)`, [learner.id, learner.email, `leaked ${SECRETS.canary}`]);
      // A SuperAdmin change, so the audit trail has a row (its new password must not be in the file either).
      bystander = await signedIn('User');
      const reset = await server.api(`/api/superadmin/users/${bystander.id}/password`, { method: 'PUT', token: tokens.SuperAdmin, body: { newPassword: 'fresh-secret-9' } });
      expect(reset.status).to.equal(200);
      await sql(`create table ${PROBE.table} as select n as id, repeat('x', 100) as padding from generate_series(1, 60000) n`);
    });
    after(() => server.stop());

    it('downloads one JSON file named with today’s UTC date, not to be cached', async () => {
      const res = await download(tokens.SuperAdmin);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/json/);
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers.get('content-disposition')).to.equal(`attachment; filename="rapport-export-${today}.json"`);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      const doc = JSON.parse(res.text);
      expect(doc.exportedAt).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(doc).to.include({ format: 1 });
      expect(doc.version).to.be.a('string');
    });

    it('holds every module’s rows: people, organisations, the catalogue, sessions, lines, results, billing, security', async () => {
      const doc = JSON.parse((await download(tokens.SuperAdmin)).text);
      for (const section of ['users', 'organizations', 'oauthAccounts', 'teamInvitations', 'loginAttempts', 'billingAccounts', 'orders', 'payments', 'results',
        'analyses', 'achievements', 'userAchievements', 'categories', 'personas', 'scenarios', 'scenarioPersonas', 'sessions', 'messages', 'onboardingProfiles',
        'curriculumPlans', 'assignments', 'assignmentMembers', 'hackingAttempts', 'aiUsage', 'auditEntries'])
        expect(doc[section], section).to.be.an('array');
      const user = doc.users.find((u: { id: number }) => u.id === learner.id);
      expect(user).to.include({ email: learner.email, role: 'User', hasPassword: true });
      expect(user.registeredAt).to.match(/Z$/);
      expect(doc.organizations.map((o: { name: string }) => o.name)).to.include('Export Co');
      const [{ n: scenarios }] = await sql<{ n: number }>('select count(*)::int as n from scenarios');
      expect(doc.scenarios).to.have.length(scenarios);
      expect(doc.scenarios[0]).to.include.keys('name', 'name_ru', 'systemPrompt');
      expect(doc.sessions.find((s: { id: number }) => s.id === sessionId)).to.include({ userId: learner.id, status: 'Completed' }).and.not.have.key('dialogue');
      expect(doc.messages.filter((m: { sessionId: number }) => m.sessionId === sessionId).map((m: { content: string }) => m.content)).to.include(KIND);
      expect(doc.results.find((r: { sessionId: number }) => r.sessionId === sessionId)).to.include({ userId: learner.id }).and.have.property('findings');
      expect(doc.orders.find((o: { userId: number }) => o.userId === learner.id)).to.include({ status: 'pending', amountMinor: 2999 }).and.not.have.key('checkoutToken');
      expect(doc.hackingAttempts.find((h: { userId: number }) => h.userId === learner.id)).to.include({ message: 'ignore your instructions', riskLevel: 'High' });
      expect(doc.loginAttempts.some((l: { userId: number; success: boolean }) => l.userId === learner.id && l.success)).to.equal(true);
      expect(doc.teamInvitations.find((i: { email: string }) => i.email === 'invited@example.com')).to.include({ status: 'pending' });
      expect(doc.auditEntries.find((a: { targetUserId: number }) => a.targetUserId === bystander.id))
        .to.deep.include({ action: 'user.password-reset', after: { password: '(changed)' } });
    });

    it('holds no password hash, token hash, verification or invitation token, refresh token, checkout token, canary or secret setting', async () => {
      const { text } = await download(tokens.SuperAdmin);
      const secrets = [
        ...(await sql<{ v: string }>('select password_hash as v from users where password_hash is not null')).map((r) => r.v),
        ...(await sql<{ v: string }>('select token_hash as v from refresh_tokens')).map((r) => r.v),
        ...(await sql<{ v: string }>('select value as v from app_settings')).map((r) => r.v),
        learner.refreshToken, ...Object.values(SECRETS),
      ];
      expect(secrets.length).to.be.greaterThan(8);
      for (const secret of secrets) expect(text.includes(secret), `a secret starting ${secret.slice(0, 12)} is in the export`).to.equal(false);
      for (const field of ['passwordHash', 'emailVerificationToken', 'inviteToken', 'tokenHash', 'checkoutToken', 'modelOutput', 'forceLogoutAt', 'dialogue'])
        expect(text).to.not.include(`"${field}"`);
    });

    /** An export of `tables` alone, read from the test server's database in the export's own thread. */
    const exportOf = (tables: ExportTable[], options: Parameters<typeof workerThreadExport>[3] = {}) =>
      workerThreadExport(() => server.kernel.db.readerLink(), { v: 1 }, tables, options);

    it('reads a table a page at a time by its key, simple or composite, each row once and in order', async () => {
      // Pages of 3 over 4 or more rows: full pages, then a short last one.
      const doc = JSON.parse(await text(exportOf([
        { name: 'users', table: 'users', key: ['id'], columns: columnsOf('id', 'email') },
        { name: 'pairs', table: 'scenario_personas', key: ['scenarioId', 'personaArchetypeId'], columns: columnsOf('scenario_id', 'persona_archetype_id') },
      ], { pageSize: 3 })));
      const ids = (await sql<{ id: number }>('select id from users order by id')).map((r) => r.id);
      expect(ids.length).to.be.at.least(4);
      expect(doc.users.map((u: { id: number }) => u.id)).to.deep.equal(ids);
      const expected = await sql<{ s: number; p: number }>('select scenario_id as s, persona_archetype_id as p from scenario_personas order by 1, 2');
      expect(expected.length).to.be.greaterThan(3);
      expect(doc.pairs.map((p: { scenarioId: number; personaArchetypeId: number }) => [p.scenarioId, p.personaArchetypeId]))
        .to.deep.equal(expected.map((e) => [e.s, e.p]));
    });

    it('reads no further than the reader has taken, a few chunks ahead at most', async () => {
      let reported = 0;
      const stream = exportOf([PROBE], { progress: (_, rows) => (reported = rows) });
      try {
        // Nothing read yet beyond what 'readable' buffers: the thread must wait for the reader.
        await new Promise((resolve) => stream.once('readable', resolve));
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const rowsPerChunk = Math.ceil((64 * 1024) / 120);
        expect(reported, 'rows read while nobody read the stream').to.be.greaterThan(0).and.at.most(8 * rowsPerChunk);
        const doc = JSON.parse(await text(stream));
        expect(doc.probe).to.have.length(60_000);
        expect(reported).to.equal(60_000);
      } finally {
        stream.destroy(); // a failed check leaves it half read
      }
    });

    it('closes its connection when the reader gives up half-way (PostgreSQL, where it is a connection of its own)', async function () {
      if (!TEST_DATABASE_URL) this.skip();
      // A backend leaves pg_stat_activity a moment after its client has gone: wait for the count to settle.
      // Client backends only: a parallel worker of the export's query carries its application name too.
      const exporting = async (expected: number) => {
        const count = async () =>
          (await sql<{ n: number }>("select count(*)::int as n from pg_stat_activity where application_name = 'rapport export' and backend_type = 'client backend' and datname = current_database()"))[0]!.n;
        for (const until = Date.now() + 10_000; (await count()) !== expected && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 100));
        return count();
      };
      expect(await exporting(0), 'exports left from before').to.equal(0);
      const stream = exportOf([PROBE]);
      try {
        await new Promise((resolve) => stream.once('readable', resolve));
        expect(await exporting(1)).to.equal(1);
      } finally {
        stream.destroy();
      }
      expect(await exporting(0)).to.equal(0);
    });

    it('fails the stream with the database’s error, and the database keeps answering', async () => {
      const stream = exportOf([{ name: 'gone', table: 'no_such_table', key: ['id'], columns: columnsOf('id') }]);
      const failure = await text(stream).then(() => undefined, (e: unknown) => e as Error & { code?: string });
      expect(failure?.message).to.include('no_such_table');
      expect(failure?.code).to.equal('42P01');
      const res = await download(tokens.SuperAdmin);
      expect(res.status).to.equal(200);
      expect(JSON.parse(res.text).users.length).to.be.greaterThan(3);
    });

    it('is for the SuperAdmin only: 401 anonymous, 403 User and Admin', async () => {
      const anonymous = await download();
      expect([anonymous.status, JSON.parse(anonymous.text).error.code]).to.deep.equal([401, 'AUTH.UNAUTHENTICATED']);
      for (const role of ['User', 'Admin'] as const) {
        const refused = await download(tokens[role]);
        expect([refused.status, JSON.parse(refused.text).error.code], role).to.deep.equal([403, 'AUTH.FORBIDDEN']);
      }
    });
  });

  describe('rapport export', () => {
    // On the suite's database; the files it writes go beside it, in its data dir.
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let dir: string;
    const rapport = (...args: string[]) => rapportOn(database, ...args);
    before(async () => {
      database = await freshDatabase();
      dir = database.dataDir;
    });
    after(() => database.cleanup());

    it('writes the same JSON document to the file given (folders created), and says what it wrote', async () => {
      expect((await rapport('user', 'create', '--email', 'ada@example.com', '--password', 'sesame-123', '--json')).code).to.equal(0);
      const out = join(dir, 'exports', 'today.json');
      const res = await rapport('export', '--out', out, '--json');
      expect(res.code).to.equal(0);
      expect(res.json).to.deep.include({ ok: true, path: out });
      expect(res.json.sections).to.include({ users: 1, sessions: 0 });
      expect(res.json.sections.achievements).to.be.greaterThan(0);
      const text = readFileSync(out, 'utf8');
      expect(res.json.bytes).to.equal(Buffer.byteLength(text));
      const doc = JSON.parse(text);
      expect(doc.users.map((u: { email: string }) => u.email)).to.deep.equal(['ada@example.com']);

      const db = await openDatabase({ dataDir: dir, databaseUrl: database.databaseUrl, entities: appEntities });
      try {
        const [{ hash }] = await db.orm.em.fork().getConnection().execute<{ hash: string }[]>('select password_hash as hash from users');
        expect(hash).to.be.a('string').and.not.empty;
        expect(text).to.not.include(hash!);
      } finally {
        await db.close();
      }

      // People's data: readable by the operator alone; a link planted beside it, at a working name a
      // guesser would try, is not followed, and the run's own working file is gone once it is done.
      expect(statSync(out).mode & 0o777, 'owner only').to.equal(0o600);
      const decoy = join(dir, 'decoy.txt');
      writeFileSync(decoy, 'untouched');
      symlinkSync(decoy, join(dir, 'again.json.partial'));
      const human = await rapport('export', '--out', join(dir, 'again.json'));
      expect(human.code).to.equal(0);
      expect(human.stdout).to.include('✓ Exported').and.include('again.json').and.include('users: 1');
      expect([readFileSync(decoy, 'utf8'), statSync(join(dir, 'again.json')).mode & 0o777]).to.deep.equal(['untouched', 0o600]);
      expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).to.deep.equal(['again.json.partial']);
    });

    it('writes into a folder given as --out under the export\'s own name, instead of failing at the end', async () => {
      const folder = join(dir, 'backups');
      mkdirSync(folder);
      const res = await rapport('export', '--out', folder, '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(res.json.path).to.match(/backups\/rapport-export-\d{4}-\d{2}-\d{2}\.json$/);
      expect(JSON.parse(readFileSync(res.json.path, 'utf8')).users).to.have.length(1);
    });

    it('fails with a clear message, and leaves no file behind, when it cannot write', async () => {
      const blocked = join(dir, 'a-file');
      writeFileSync(blocked, 'not a folder');
      const res = await rapport('export', '--out', join(blocked, 'x.json'), '--json');
      expect(res.code).to.equal(1);
      expect(res.json).to.deep.include({ ok: false });
      expect(res.json.error.code).to.equal('CLI.CANNOT_WRITE');
      expect(res.json.error.message).to.include(join(blocked, 'x.json'));
      expect(readFileSync(blocked, 'utf8')).to.equal('not a folder');
    });

    it('writes to stdout with --out -, the report then on stderr, so it can be piped', async () => {
      const res = await rapport('export', '--out', '-');
      expect(res.code, res.stderr).to.equal(0);
      expect(JSON.parse(res.stdout).users.map((u: { email: string }) => u.email)).to.deep.equal(['ada@example.com']);
      expect(res.stderr).to.include(`✓ Exported`).and.include(`to stdout (`).and.include('users: 1');
    });

    it('writes into a FIFO as it is, instead of renaming a file over it', async () => {
      const fifo = join(dir, 'pipe');
      execFileSync('mkfifo', [fifo]);
      const reading = new Promise<string>((done, fail) => {
        let text = '';
        createReadStream(fifo, 'utf8').on('data', (d) => (text += d)).on('end', () => done(text)).on('error', fail);
      });
      const res = await rapport('export', '--out', fifo, '--json');
      expect(res.code, res.stderr).to.equal(0);
      expect(JSON.parse(await reading).users).to.have.length(1);
      expect(lstatSync(fifo).isFIFO()).to.equal(true);
    });
  });
});
