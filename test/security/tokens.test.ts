import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedIn, type Account } from './support/accounts.ts';
import { attackerKey, claimsFor, hmac, jwt, withClaims } from './support/forge.ts';
import { send } from './support/http.ts';
import { upgradeAnswer } from './support/hub.ts';
import { pathOf, readOperations, type Operation } from './support/operations.ts';

const SECRET = 'the-test-signing-secret-0123456789-abcdefghij';
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

interface Context {
  /** The account the forger wants to be: a SuperAdmin. */
  target: Account;
  /** The forger's own, ordinary account. */
  own: Account;
}

/** Each kind of forged, broken or expired token, made from what a forger has: their own token, the target's id and email, keys of their own. */
const FORGERIES: [string, (c: Context) => string][] = [
  ['alg none, unsigned, claiming the SuperAdmin', ({ target }) => jwt({ alg: 'none', typ: 'JWT' }, claimsFor(target))],
  ['alg "None" with an HMAC signature by the secret', ({ target }) => jwt({ alg: 'None' }, claimsFor(target), hmac('sha256', SECRET))],
  ['no alg at all', ({ target }) => jwt({ typ: 'JWT' }, claimsFor(target), hmac('sha256', SECRET))],
  ['HS256 signed with another key', ({ target }) => jwt({ alg: 'HS256' }, claimsFor(target), hmac('sha256', 'another-key-of-plenty-of-length-0123456789'))],
  ['HS256 signed with an empty key', ({ target }) => jwt({ alg: 'HS256' }, claimsFor(target), hmac('sha256', ''))],
  ['HS384 signed with the right key (only HS256 is accepted)', ({ target }) => jwt({ alg: 'HS384' }, claimsFor(target), hmac('sha384', SECRET))],
  ['HS512 signed with the right key', ({ target }) => jwt({ alg: 'HS512' }, claimsFor(target), hmac('sha512', SECRET))],
  ['RS256 header over an HMAC signature (key confusion)', ({ target }) => jwt({ alg: 'RS256' }, claimsFor(target), hmac('sha256', SECRET))],
  ['RS256 signed by an attacker key embedded as jwk', ({ target }) => {
    const key = attackerKey('rsa');
    return jwt({ alg: 'RS256', jwk: key.jwk }, claimsFor(target), key.sign);
  }],
  ['ES256 signed by an attacker key embedded as jwk', ({ target }) => {
    const key = attackerKey('ec');
    return jwt({ alg: 'ES256', jwk: key.jwk }, claimsFor(target), key.sign);
  }],
  ['kid pointing at /dev/null, signed with an empty key', ({ target }) => jwt({ alg: 'HS256', kid: '../../../../dev/null' }, claimsFor(target), hmac('sha256', ''))],
  ['jku pointing at an attacker\'s key set', ({ target }) => jwt({ alg: 'HS256', jku: 'https://attacker.example/jwks.json' }, claimsFor(target), hmac('sha256', 'attacker'))],
  ['a real token whose payload now says SuperAdmin', ({ own }) => withClaims(own.token, (c) => ({ ...c, role: 'SuperAdmin' }))],
  ['a real token whose payload now names another user', ({ own, target }) => withClaims(own.token, (c) => ({ ...c, sub: String(target.id), id: target.id, email: target.email }))],
  ['a real token without its signature', ({ own }) => own.token.split('.').slice(0, 2).join('.') + '.'],
  ['a real header and payload with the signature of another token', ({ own, target }) => own.token.split('.').slice(0, 2).join('.') + '.' + target.token.split('.')[2]],
  ['expired an hour ago', ({ target }) => jwt({ alg: 'HS256' }, claimsFor(target, { iat: now() - 2 * HOUR, exp: now() - HOUR }), hmac('sha256', SECRET))],
  ['expired a second ago', ({ target }) => jwt({ alg: 'HS256' }, claimsFor(target, { exp: now() - 1 }), hmac('sha256', SECRET))],
  ['not valid for another hour (nbf)', ({ target }) => jwt({ alg: 'HS256' }, claimsFor(target, { nbf: now() + HOUR }), hmac('sha256', SECRET))],
  ['from another issuer', ({ target }) => jwt({ alg: 'HS256' }, claimsFor(target, { iss: 'someone-else' }), hmac('sha256', SECRET))],
  ['for another audience', ({ target }) => jwt({ alg: 'HS256' }, claimsFor(target, { aud: 'rapport-admin' }), hmac('sha256', SECRET))],
  ['without an expiry', ({ target }) => jwt({ alg: 'HS256' }, { ...claimsFor(target), exp: undefined }, hmac('sha256', SECRET))],
  ['without a subject', ({ target }) => jwt({ alg: 'HS256' }, { ...claimsFor(target), sub: undefined }, hmac('sha256', SECRET))],
  ['with a subject that is not an id', ({ target }) => jwt({ alg: 'HS256' }, claimsFor(target, { sub: `${target.id} OR 1=1` }), hmac('sha256', SECRET))],
  ['with a role that does not exist', ({ target }) => jwt({ alg: 'HS256' }, claimsFor(target, { role: 'Root' }), hmac('sha256', SECRET))],
  ['for an account that does not exist', ({ target }) => jwt({ alg: 'HS256' }, claimsFor({ ...target, id: 987_654 }), hmac('sha256', SECRET))],
  ['with a critical header extension the server does not know', ({ target }) => jwt({ alg: 'HS256', crit: ['x-trust-me'], 'x-trust-me': true }, claimsFor(target), hmac('sha256', SECRET))],
  ['garbage', () => 'not-a-token'],
  ['three empty segments', () => '..'],
  ['JSON where base64 belongs', () => '{"alg":"none"}.{"role":"SuperAdmin"}.'],
  ['8 KB of token (within the 16 KB header limit, so the server reads it)', ({ own }) => own.token + 'A'.repeat(8192)],
  ['a refresh token as a bearer token', ({ own }) => own.refreshToken],
];

describe('Security: forged and broken tokens are refused on every signed-in route and at the hub', function () {
  this.timeout(60_000);
  let server: TestServer;
  let signedInOps: Operation[];
  let scenarioId: number;
  const context = {} as Context;

  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', JWT_SECRET: SECRET });
    signedInOps = (await readOperations(server.url)).filter((op) => op.signedIn);
    context.target = await signedIn(server, 'SuperAdmin');
    context.own = await signedIn(server, 'User');
    scenarioId = ((await server.api('/api/scenario')).body as { id: number }[])[0]!.id;
  });
  after(() => server.stop());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function answersTo(headers: Record<string, string>, op: Operation) {
    const res = await send(server.url, { method: op.method, path: pathOf(op), headers: { 'content-type': 'application/json', ...headers }, body: op.method === 'GET' ? undefined : '{}' });
    return `${op.name} → ${res.status} ${res.json?.error?.code ?? ''}`;
  }
  const refusedEverywhere = (headers: Record<string, string>) => Promise.all(signedInOps.map((op) => answersTo(headers, op)));
  const expected = () => signedInOps.map((op) => `${op.name} → 401 AUTH.UNAUTHENTICATED`);

  it(`knows ${FORGERIES.length} kinds of forgery, and the real tokens they start from work`, async () => {
    expect(FORGERIES.length).to.be.at.least(20);
    expect((await server.api('/api/superadmin/analysis-retry-stats', { token: context.target.token })).status).to.equal(200);
    expect((await server.api('/api/auth/me', { token: context.own.token })).status).to.equal(200);
  });

  for (const [kind, forge] of FORGERIES) {
    it(kind, async () => {
      const token = forge(context);
      expect(await refusedEverywhere(bearer(token))).to.deep.equal(expected());
      expect(await upgradeAnswer(server.url, token)).to.equal('HTTP 401');
      const scenario = await server.api(`/api/scenario/${scenarioId}`, { headers: bearer(token) });
      expect(scenario.status).to.equal(200);
      expect(scenario.body).to.not.have.property('systemPrompt');
    });
  }

  it('takes a token only from the Authorization header\'s Bearer scheme on HTTP routes', async () => {
    const { token } = context.own;
    const elsewhere: Record<string, string>[] = [{ authorization: `Basic ${token}` }, { authorization: `Token ${token}` }, { authorization: token }, { cookie: `token=${token}` }];
    for (const headers of elsewhere)
      expect(await refusedEverywhere(headers), JSON.stringify(headers).slice(0, 30)).to.deep.equal(expected());
    expect((await server.api(`/api/auth/me?access_token=${token}`)).status).to.equal(401);
  });

  it('checks routes against the account\'s current role, not the role a token claims (even one signed with the real key)', async () => {
    const overstated = jwt({ alg: 'HS256' }, claimsFor({ ...context.own, role: 'SuperAdmin' }, { iat_ms: Date.now() + 1 }), hmac('sha256', SECRET));
    const me = await server.api('/api/auth/me', { token: overstated });
    expect([me.status, me.body.role]).to.deep.equal([200, 'User']);
    expect((await server.api('/api/superadmin/analysis-retry-stats', { token: overstated })).status).to.equal(403);
    expect((await server.api(`/api/scenario/${scenarioId}`, { token: overstated })).body).to.not.have.property('systemPrompt');
  });
});
