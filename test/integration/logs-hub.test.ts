import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { LOG_BACKLOG_LINES, logLinesEvent, type LogLine } from '#src/modules/security/http/operations.contracts.ts';
import { createLogger, type Logger } from '#src/platform/logger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { aLearner, anAccount, type Person } from '../support/team.ts';
import { fullEdit } from '../support/people.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The upgrade's answer for a token: 'open', or the HTTP status it was refused with. */
function upgrade(baseUrl: string, token?: string): Promise<string> {
  const query = token === undefined ? '' : `?access_token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/hubs/logs${query}`);
  return new Promise((resolve) => {
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
    ws.once('error', () => undefined);
  });
}

/** /hubs/logs (R2.11): the server's own log file, live, for SuperAdmins only. */
describe('Logs hub', function () {
  this.timeout(60_000);
  let server: TestServer;
  let logger: Logger;
  let superAdmin: Person;
  /** What the server wrote to its console stream (stdout in production). */
  const consoleLines: string[] = [];
  const hubs: TestHubClient[] = [];

  before(async () => {
    const console = new Writable({
      write(chunk, _encoding, done) {
        consoleLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    // Small files (≈ 50 KB, 3 kept), so a test can make the log rotate.
    server = await startTestServer({ LOG_LEVEL: 'info', LOG_FILE_MAX_MB: '0.05', LOG_FILE_COUNT: '3' }, undefined,
      (config) => (logger = createLogger(config, true, console)));
    superAdmin = await anAccount(server, 'SuperAdmin', null);
  });
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  });
  after(() => server.stop());

  const connect = async () => {
    const hub = await TestHubClient.connect(server.url, superAdmin.token, 'logs');
    hubs.push(hub);
    return hub;
  };
  const batches = (hub: TestHubClient) => hub.named('log-lines').map((data) => logLinesEvent.parse(data));
  const received = (hub: TestHubClient): LogLine[] => batches(hub).flatMap((b) => b.lines);
  /** Waits for a line whose message is `msg`, as the page would receive it. */
  const lineNamed = (hub: TestHubClient, msg: string, timeoutMs = 5_000) =>
    hub.waitFor('log-lines', (data: { lines: LogLine[] }) => data.lines.some((l) => l.msg === msg), timeoutMs)
      .then((data: { lines: LogLine[] }) => data.lines.find((l) => l.msg === msg)!);
  const logFiles = () => {
    const dir = join(server.database.dataDir, 'logs');
    return readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8')).join('');
  };

  it('refuses anonymous callers (401), Users and Admins (403), and opens for a SuperAdmin', async () => {
    const [user, admin] = [await aLearner(server), await anAccount(server, 'Admin', null)];
    expect(await upgrade(server.url)).to.equal('401');
    expect(await upgrade(server.url, 'not-a-token')).to.equal('401');
    expect(await upgrade(server.url, user.token)).to.equal('403');
    expect(await upgrade(server.url, admin.token)).to.equal('403');
    expect(await upgrade(server.url, superAdmin.token)).to.equal('open');
  });

  it(`sends the last ${LOG_BACKLOG_LINES} lines of the file as soon as it connects, oldest first`, async () => {
    for (let i = 0; i < LOG_BACKLOG_LINES + 100; i++) logger.info({ i }, `backlog line ${i}`);
    await sleep(300); // the file is written asynchronously
    const hub = await connect();
    const first = logLinesEvent.parse(await hub.waitFor('log-lines'));
    expect(first.backlog).to.equal(true);
    expect(first.lines).to.have.length(LOG_BACKLOG_LINES);
    expect(first.lines.map((l) => l.msg)).to.deep.equal(Array.from({ length: LOG_BACKLOG_LINES }, (_, i) => `backlog line ${i + 100}`));
    expect(first.lines.every((l, i) => i === 0 || l.seq > first.lines[i - 1]!.seq)).to.equal(true);
    expect(first.lines[0]).to.deep.include({ level: 'info' });
    expect(first.lines[0]!.raw).to.deep.include({ i: 100, msg: 'backlog line 100' });
    expect(Date.parse(first.lines[0]!.time)).to.be.closeTo(Date.now(), 60_000);
  });

  it('delivers a line written after it connected within 1 s, with its level', async () => {
    const hub = await connect();
    await hub.waitFor('log-lines', (data) => data.backlog === true);
    const started = Date.now();
    logger.warn({ probe: 'live' }, 'a line written after connect');
    const line = await lineNamed(hub, 'a line written after connect', 1_000);
    expect(Date.now() - started).to.be.below(1_000);
    expect(line).to.deep.include({ level: 'warn' });
    expect(batches(hub).filter((b) => b.lines.some((l) => l.seq === line.seq)).map((b) => b.backlog)).to.deep.equal([false]);
  });

  it('gives the lines of a request its request id, the one the caller sent or a fresh one', async () => {
    const hub = await connect();
    await hub.waitFor('log-lines', (data) => data.backlog === true);
    await server.api('/api/auth/me', { token: superAdmin.token, headers: { 'x-request-id': 'trace-me-42' } });
    const fresh = await server.api('/api/scenario?probe=fresh-id', { headers: { 'x-request-id': 'not an id; <script>' } });
    const requestLine = (url: string) => hub.waitFor('log-lines', (data) => data.lines.some((l: LogLine) => l.raw.url === url))
      .then((data) => (data.lines as LogLine[]).find((l) => l.raw.url === url)!);
    expect((await requestLine('/api/auth/me')).reqId).to.equal('trace-me-42');
    const freshLine = await requestLine('/api/scenario?probe=fresh-id');
    expect(freshLine.reqId).to.equal(fresh.headers.get('x-request-id')).and.match(/^[0-9a-f-]{36}$/);
  });

  it('keeps passwords and tokens redacted in the file, on the console and in the stream', async () => {
    const hub = await connect();
    await hub.waitFor('log-lines', (data) => data.backlog === true);
    const secrets = { password: 'hunter2-never-shown', token: 'token-never-shown-0451', query: 'query-token-never-shown-77' };
    logger.info({ password: secrets.password, body: { token: secrets.token, refreshToken: secrets.token } }, 'redaction probe');
    await server.api(`/api/auth/me?access_token=${secrets.query}`);
    const line = await lineNamed(hub, 'redaction probe');
    expect(line.raw).to.deep.include({ password: '[Redacted]', body: { token: '[Redacted]', refreshToken: '[Redacted]' } });
    await hub.waitFor('log-lines', (data) => data.lines.some((l: LogLine) => l.raw.url === '/api/auth/me?access_token=[Redacted]'));

    const leaks = (text: string) => Object.values(secrets).filter((secret) => text.includes(secret));
    expect(leaks(JSON.stringify(hub.events))).to.deep.equal([]);
    expect(logFiles()).to.include('redaction probe').and.include('access_token=[Redacted]');
    expect(leaks(logFiles())).to.deep.equal([]);
    expect(consoleLines.some((l) => l.includes('redaction probe'))).to.equal(true);
    expect(leaks(consoleLines.join('\n'))).to.deep.equal([]);
  });

  it('follows the file through rotation: every line arrives, once, in order', async () => {
    const hub = await connect();
    await hub.waitFor('log-lines', (data) => data.backlog === true);
    // ≈ 120 KB in steps of ≈ 8 KB: the 50 KB file rotates twice, a poll or more apart.
    for (let batch = 0; batch < 15; batch++) {
      for (let i = 0; i < 40; i++) logger.info({ pad: 'x'.repeat(100) }, `rotation line ${batch * 40 + i}`);
      await sleep(100);
    }
    await lineNamed(hub, 'rotation line 599');
    const lines = received(hub).map((l) => l.msg).filter((msg) => msg.startsWith('rotation line '));
    expect(lines).to.deep.equal(Array.from({ length: 600 }, (_, i) => `rotation line ${i}`));
    expect(readdirSync(join(server.database.dataDir, 'logs')).sort()).to.deep.equal(['rapport.1.log', 'rapport.2.log', 'rapport.log']);
  });

  it('ends the stream of a SuperAdmin made Admin, and refuses them from then on', async () => {
    const demoted = await anAccount(server, 'SuperAdmin', null);
    const hub = await TestHubClient.connect(server.url, demoted.token, 'logs');
    hubs.push(hub);
    await hub.waitFor('log-lines', (data) => data.backlog === true);
    const closed = new Promise<number>((resolve) => hub.ws.once('close', (code) => resolve(code)));
    const res = await server.api(`/api/superadmin/users/${demoted.id}`, { method: 'PUT', token: superAdmin.token, body: fullEdit(demoted.email, { role: 'Admin' }) });
    expect(res.status).to.equal(200);
    expect(await closed).to.equal(4401); // signed out
    logger.info('after the demotion');
    await sleep(500);
    expect(received(hub).some((l) => l.msg === 'after the demotion')).to.equal(false);
    const again = await server.api('/api/auth/login', { body: { email: demoted.email, password: 'secret1' } });
    expect(await upgrade(server.url, again.body.token)).to.equal('403');
  });

  it('sends each line once to a page opened while lines are being written, backlog or live', async () => {
    /** The numbers of a round's lines as a page got them: one run, none twice, none missing. */
    const numbers = (hub: TestHubClient, round: number) => received(hub).map((l) => l.msg.split(' '))
      .filter(([word, r, n]) => word === 'race' && r === String(round) && n !== 'end').map(([, , n]) => Number(n));
    // The first page starts the tail (lines land while it starts); the others join it at any point of its
    // polls and batches, a batch still waiting among them. Nine pages: the most one user may open.
    for (let round = 0; round < 3; round++) {
      let n = 0;
      const writing = setInterval(() => logger.info(`race ${round} ${n++}`), 1);
      try {
        await (await connect()).waitFor('log-lines', (data) => data.backlog === true);
        for (let i = 0; i < 8; i++) await sleep(20).then(connect);
      } finally {
        clearInterval(writing);
      }
      logger.info(`race ${round} end`);
      for (const hub of hubs) {
        await lineNamed(hub, `race ${round} end`);
        const got = numbers(hub, round);
        expect(got, `page ${hubs.indexOf(hub)} of round ${round}`).to.deep.equal(Array.from(got, (_, i) => got[0]! + i));
      }
      await Promise.all(hubs.splice(0).map((hub) => hub.close()));
      await sleep(100); // the last page gone, the tail stops; the next round starts it again
    }
  });

  it('serves several SuperAdmins at once, each the same lines', async () => {
    const [one, two] = [await connect(), await connect()];
    await Promise.all([one, two].map((hub) => hub.waitFor('log-lines', (data) => data.backlog === true)));
    logger.error('seen by both');
    const [a, b] = await Promise.all([lineNamed(one, 'seen by both'), lineNamed(two, 'seen by both')]);
    expect(a).to.deep.equal(b);
    expect(a.level).to.equal('error');
  });
});
