import { expect } from 'chai';
import WebSocket from 'ws';
import { JoseAccessTokens } from '#src/modules/identity/infrastructure/jose-access-tokens.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedIn, sql, type Account } from './support/accounts.ts';
import { openHub, type Frame, type RawHub } from './support/hub.ts';

const SECRET = 'the-test-signing-secret-0123456789-abcdefghij';
const BUDGET = 60; // frames per user per 10 s

/** A refusal that leaks nothing: exactly the result envelope, an error with a code and a short message. */
function expectRefusal(reply: Frame, id: string | null, code: string) {
  expect(reply).to.have.all.keys('type', 'id', 'ok', 'error');
  expect(reply).to.deep.include({ type: 'result', id, ok: false });
  expect(reply.error!.code, JSON.stringify(reply)).to.equal(code);
  expect(reply.error!.message.length).to.be.below(200);
}

describe('Security: hub abuse', function () {
  this.timeout(60_000);
  let server: TestServer;
  /** Each test speaks as a user of its own, so no test spends another's frame budget. */
  let account: Account;
  let hub: RawHub;

  before(async () => {
    server = await startTestServer({
      CONTENT_DIR: 'content', JWT_SECRET: SECRET, WS_MAX_FRAME_BYTES: '4096', WS_MESSAGES_PER_10_SECONDS: String(BUDGET), WS_MAX_SOCKETS_PER_USER: '3',
    });
  });
  beforeEach(async () => {
    account = await signedIn(server);
    hub = await openHub(server.url, account.token);
  });
  afterEach(() => hub.ws.close());
  after(() => server.stop());

  it('answers frames that are not invocations with HUB.BAD_FRAME, keeping the id wherever there is one, and stays open', async () => {
    const frames: [string | Buffer, string | null][] = [
      ['not json', null], ['{"type":"invoke"', null], ['null', null], ['[]', null], ['"invoke"', null], ['42', null],
      [Buffer.from([0, 1, 2, 255]), null],
      ['{"type":"invoke","method":"JoinSession","args":[]}', null],
      ['{"type":"invoke","id":{"$gt":""},"method":"JoinSession"}', null],
      ['{"type":"invoke","id":"", "method":"JoinSession"}', ''],
      ['{"type":"invoke","id":"a1","method":""}', 'a1'],
      ['{"type":"invoke","id":"a2","method":"JoinSession","args":"1"}', 'a2'],
      ['{"type":"invoke","id":"a3","method":"JoinSession","args":{"0":1}}', 'a3'],
      [`{"type":"invoke","id":"a4","method":"JoinSession","args":[${'0,'.repeat(16)}0]}`, 'a4'],
      [`{"type":"invoke","id":"a5","method":"${'M'.repeat(65)}"}`, 'a5'],
      ['{"type":"result","id":"a6","ok":true}', 'a6'],
      ['{"type":"invoke","id":7,"method":7}', '7'],
      [`{"type":"invoke","id":"${'i'.repeat(100)}"}`, 'i'.repeat(64)],
    ];
    for (const [frame, id] of frames) {
      hub.ws.send(frame, { binary: Buffer.isBuffer(frame) });
      expectRefusal(await hub.next(), id, 'HUB.BAD_FRAME');
    }
    expect(hub.ws.readyState).to.equal(WebSocket.OPEN);
  });

  it('calls only the hub\'s own methods: object internals are HUB.METHOD_NOT_FOUND with no data', async () => {
    for (const method of ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__', 'prototype', 'isPrototypeOf', 'define', 'methods'])
      expectRefusal(await hub.invoke(method, [], method), method, 'HUB.METHOD_NOT_FOUND');
  });

  it('refuses invalid arguments to every method with a stable code, never INTERNAL_ERROR, and writes nothing', async () => {
    const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
    const { sessionId } = (await server.api('/api/sessions', { token: account.token, body: { scenarioId: scenario!.id, coachEnabled: false } })).body;
    const notJoined: Record<string, unknown[][]> = {
      StartSession: [[], [null], ['x'], [{}], [{ scenarioId: -1 }], [{ scenarioId: 1e309 }], [{ scenarioId: '1' }], [{ scenarioId: 1, gender: 'x' }],
        [{ scenarioId: 1, avatarUrl: '/../../etc/passwd' }], [{ scenarioId: 1, firstName: 'x'.repeat(51) }], [{ scenarioId: 987_654 }]],
      JoinSession: [[], [null], ['abc'], [-1], [0], [1.5], ['1e309'], [{}], [[1, 2]], [987_654]],
      EndSession: [['abc'], [-1], [null], [{}], [987_654]],
      EnableCoachMode: [[], [sessionId], ['x']],
      SendMessage: [['hello']],
    };
    const joined: Record<string, unknown[][]> = {
      SendMessage: [[], [null], [''], ['   '], ['\u200b\u200c\ufeff'], ['\u0000'], [123], [{ text: 'hi' }], [['hi']], ['x'.repeat(3001)]],
    };
    const writes = () => sql(server, 'SELECT (SELECT count(*) FROM practice_sessions)::int AS sessions, (SELECT count(*) FROM session_messages)::int AS messages');
    const before = await writes();
    const expectRefused = async (cases: Record<string, unknown[][]>) => {
      for (const [method, list] of Object.entries(cases))
        for (const args of list) {
          const reply = await hub.invoke(method, args);
          expect(reply.ok, `${method}(${JSON.stringify(args)})`).to.equal(false);
          expect(reply.error!.code, `${method}(${JSON.stringify(args)})`).to.match(/^(VALIDATION_FAILED|PRACTICE\.[A-Z_]+)$/);
        }
    };
    await expectRefused(notJoined);
    expect((await hub.invoke('JoinSession', [sessionId])).ok).to.equal(true);
    await expectRefused(joined);
    expect(await writes()).to.deep.equal(before);
  });

  it('drops invisible characters from a persona\'s first name (a NUL once made StartSession fail with INTERNAL_ERROR)', async () => {
    const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
    const started = await hub.invoke('StartSession', [{ scenarioId: scenario!.id, coachEnabled: false, firstName: 'An\u0000n\u200b' }]);
    expect(started.ok, JSON.stringify(started)).to.equal(true);
    const joined = await hub.invoke('JoinSession', [(started.result as { sessionId: number }).sessionId]);
    expect((joined.result as { success: boolean }).success).to.equal(true);
    const event = hub.events.find((e) => e.name === 'session-started');
    expect(event?.data.personaInfo.firstName).to.equal('Ann');
  });

  it('closes a socket that sends a frame over the size limit (1009)', async () => {
    const big = await openHub(server.url, account.token);
    big.ws.send(JSON.stringify({ type: 'invoke', id: 'big', method: 'SendMessage', args: ['x'.repeat(5000)] }));
    expect(await big.closed).to.equal(1009);
  });

  it('counts a flood over several sockets of one user against one budget, and every refusal carries its id', async () => {
    const flooder = await signedIn(server);
    const sockets = [await openHub(server.url, flooder.token), await openHub(server.url, flooder.token), await openHub(server.url, flooder.token)];
    const total = BUDGET * 2;
    for (let i = 0; i < total; i++) sockets[i % 3]!.ws.send(JSON.stringify({ type: 'invoke', id: `f${i}`, method: 'Nothing' }));
    const replies: Frame[] = [];
    for (let i = 0; i < total; i++) replies.push(await sockets[i % 3]!.next());
    expect(replies.map((r) => r.id).sort()).to.deep.equal(Array.from({ length: total }, (_, i) => `f${i}`).sort());
    expect(replies.filter((r) => r.error?.code === 'RATE_LIMITED')).to.have.length(total - BUDGET);
    // Another user's budget is their own.
    expect((await hub.invoke('Nothing')).error?.code).to.equal('HUB.METHOD_NOT_FOUND');
    sockets.forEach((s) => s.ws.close());
  });

  it('closes a socket that goes on sending after many refusals in a row (1008), having answered each frame', async () => {
    const flooder = await signedIn(server);
    const socket = await openHub(server.url, flooder.token);
    const total = BUDGET + 50;
    for (let i = 0; i < total + 20; i++) socket.ws.send(JSON.stringify({ type: 'invoke', id: `f${i}`, method: 'Nothing' }));
    const replies: Frame[] = [];
    for (let i = 0; i < total; i++) replies.push(await socket.next());
    expect(replies.filter((r) => r.error?.code === 'RATE_LIMITED')).to.have.length(50);
    expect(await socket.closed).to.equal(1008);
  });

  it('refuses more sockets per user than allowed (1008)', async () => {
    const user = await signedIn(server);
    const open = [await openHub(server.url, user.token), await openHub(server.url, user.token), await openHub(server.url, user.token)];
    const extra = await openHub(server.url, user.token);
    expect(await extra.closed).to.equal(1008);
    open.forEach((s) => s.ws.close());
  });

  it('closes a socket when its token expires (4001)', async function () {
    this.timeout(15_000);
    const tokens = new JoseAccessTokens(2);
    await tokens.useSecret(SECRET);
    const user = await signedIn(server);
    const shortLived = await openHub(server.url, await tokens.issue({ id: user.id, email: user.email, role: 'User' }, 'short'));
    expect(await shortLived.closed).to.equal(4001);
  });

  it('closes the sockets of a user who signs out everywhere (4401)', async () => {
    const user = await signedIn(server);
    const socket = await openHub(server.url, user.token);
    const body = { currentPassword: user.password, newPassword: 'changed-pw-1', confirmPassword: 'changed-pw-1' };
    const other = (await server.api('/api/auth/login', { body: { email: user.email, password: user.password } })).body.token as string;
    expect((await server.api('/api/auth/change-password', { token: other, body })).status).to.equal(200);
    expect(await socket.closed).to.equal(4401);
  });
});
