import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { freePort } from '../support/app-server.ts';
import { startFakeBePaid, type FakeBePaid } from '../support/fake-bepaid-server.ts';
import { startOAuthFakes } from '../support/oauth.ts';
import { signedIn, userDataFingerprint, type Account } from './support/accounts.ts';
import { problemWith } from './support/answers.ts';
import { send } from './support/http.ts';
import { classicCases, randomCases, type FuzzCase } from './support/malformed.ts';
import { readOperations, type Operation } from './support/operations.ts';

/** Fixed, so every run sends the same requests; change it to explore, then keep any case that fails as a test. */
const SEED = 20261124;
const RANDOM_CASES_PER_OPERATION = 12;
const IDENTITIES = ['anonymous', 'User', 'Admin', 'SuperAdmin'] as const;
type Identity = (typeof IDENTITIES)[number];

/** Refusals made before any route runs, the same whoever asks: the body could not be read, or no route has that method. */
const BEFORE_ANY_ROUTE = ['BAD_JSON', 'BAD_ENCODING', 'UNSUPPORTED_ENCODING', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'NOT_FOUND'];
/** A refusal that writes on purpose: a failed sign-in is recorded (login_attempts). */
const WRITING_REFUSALS = ['IDENTITY.INVALID_CREDENTIALS'];

/** Who may call the operation, as the document says (`security`, `x-roles`). */
const mayCall = (op: Operation, who: Identity) => !op.signedIn || (who !== 'anonymous' && (!op.roles || op.roles.includes(who)));
/** The classic cases go to the identity that gets furthest into the operation; every identity gets random ones. */
const mainCaller = (op: Operation): Identity => (!op.signedIn ? 'anonymous' : ((op.roles?.[0] as Identity | undefined) ?? 'User'));

describe('Security: every OpenAPI operation survives malformed input', function () {
  this.timeout(240_000);
  let server: TestServer;
  let operations: Operation[];
  const accounts = {} as Record<Exclude<Identity, 'anonymous'>, Account>;
  let sent = 0;
  let webDir: string;
  let bepaid: FakeBePaid;
  let oauth: Awaited<ReturnType<typeof startOAuthFakes>>;

  before(async () => {
    // A built client of its own, so paths outside /api answer the same whether or not `npm run build` ran.
    webDir = mkdtempSync(join(tmpdir(), 'rapport-fuzz-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Rapport</title><div id="root"></div>');
    // Budgets high enough that the fuzz reaches the code behind the limits (the limits have their own suite).
    // Online payment set up (against a fake bePaid), so the payment routes run to the end rather than answering 503;
    // social sign-in too (fakes of each provider), so provider tokens are checked rather than refused as not set up.
    bepaid = await startFakeBePaid();
    oauth = await startOAuthFakes();
    const port = await freePort();
    server = await startTestServer({
      PORT: String(port), ...bepaid.env(`http://127.0.0.1:${port}`), ...oauth.env(),
      CONTENT_DIR: 'content', WEB_DIST_DIR: webDir, REGISTRATIONS_PER_HOUR: '100000', LOGIN_ATTEMPTS_PER_15_MIN: '100000',
      EMAIL_CHANGES_PER_HOUR: '100000', FREE_MONTHLY_SESSIONS: '100000', FREE_MONTHLY_COACH_SESSIONS: '100000',
    });
    operations = await readOperations(server.url);
    for (const role of ['User', 'Admin', 'SuperAdmin'] as const) accounts[role] = await signedIn(server, role);
  });
  after(async () => {
    await server.stop();
    await bepaid.stop();
    await oauth.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('reads every operation from the OpenAPI document', () => {
    expect(operations.length).to.be.at.least(30);
    expect(operations.filter((op) => op.body).length).to.be.at.least(10);
    expect(operations.find((op) => op.name === 'GET /api/superadmin/analysis-retry-stats')?.roles).to.deep.equal(['SuperAdmin']);
  });

  for (const [index, who] of IDENTITIES.entries()) {
    it(`${who}: never a 5xx, every refusal is {error:{code,message}} with a stable code, a disallowed caller gets only 401/403, a refused request writes nothing`, async () => {
      const failures: string[] = [];
      for (const [i, op] of operations.entries()) {
        const cases = [...(mainCaller(op) === who ? classicCases(op) : []), ...randomCases(op, SEED + i * 97 + index, RANDOM_CASES_PER_OPERATION)];
        failures.push(...(await fuzz(op, who, cases)));
      }
      expect(failures, `${failures.length} failures:\n${failures.slice(0, 40).join('\n')}`).to.deep.equal([]);
      // Still signed in: the fuzz reached past authentication to the end, rather than being turned away with 401s.
      if (who !== 'anonymous') expect((await server.api('/api/auth/me', { token: accounts[who].token })).status).to.equal(200);
    });
  }

  it('sent a few thousand requests in all: every random case to every operation, and the classic ones', () => {
    // Relative to the API's size, which grows with every module: at least the random cases, and no runaway.
    expect(sent).to.be.at.least(2000);
    expect(sent).to.be.within(operations.length * IDENTITIES.length * RANDOM_CASES_PER_OPERATION, operations.length * 150);
  });

  async function fuzz(op: Operation, who: Identity, cases: FuzzCase[]): Promise<string[]> {
    const failures: string[] = [];
    const token = who === 'anonymous' ? undefined : accounts[who].token;
    const allowed = mayCall(op, who);
    const refusal = who === 'anonymous' ? 'AUTH.UNAUTHENTICATED' : 'AUTH.FORBIDDEN';
    const writes = op.method !== 'GET';
    let before = writes ? await userDataFingerprint(server) : '';
    for (const { label, request } of cases) {
      const headers = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const res = await send(server.url, { ...request, headers });
      sent++;
      const code = (res.json as { error?: { code?: string } } | undefined)?.error?.code ?? '';
      const problems = [problemWith(res, `${request.path} ${String(request.body ?? '')}`)];
      if (!allowed && !(res.status >= 400 && (code === refusal || BEFORE_ANY_ROUTE.includes(code))))
        problems.push(`a ${who} was answered ${res.status} ${code}, not ${refusal}`);
      if (writes) {
        const after = await userDataFingerprint(server);
        if (res.status >= 400 && !WRITING_REFUSALS.includes(code) && after !== before) problems.push(`refused with ${res.status} ${code}, yet wrote`);
        before = after;
      }
      for (const problem of problems.filter(Boolean)) failures.push(`${who} ${op.name} [${label}]: ${problem}`);
    }
    return failures;
  }
});
