import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { escapeHtml, html, json, opaqueToken, read, redirect, startHttp, type FakePerson } from './fake-provider-kit.ts';

/**
 * Facebook's Graph API and Login dialog on 127.0.0.1, as Facebook documents them
 * (developers.facebook.com/docs/facebook-login): `debug_token` answers only to an app access token
 * (`<app id>|<app secret>`) and says whether a user token is valid and which app it was issued to;
 * `/me` refuses a call without the right `appsecret_proof` (HMAC-SHA256 of the token by the secret
 * of the app the token belongs to) and returns `email` only when the person has one. Several apps
 * exist, so a token issued to another app can be made.
 */
export interface FakeFacebook {
  url: string;
  appId: string;
  appSecret: string;
  /** FACEBOOK_* settings pointing a Rapport server here. */
  env(): Record<string, string>;
  /** A second app, whose tokens are genuine but not ours. */
  otherApp: { appId: string; appSecret: string };
  people: FakePerson[];
  accessToken(person: FakePerson, options?: { appId?: string; expiresIn?: number }): string;
  /** Calls of /me, with the proof they carried. */
  meCalls: { proof: string | null; fields: string | null }[];
  stop(): Promise<void>;
}

const VERSION = 'v25.0';

export async function startFakeFacebook(): Promise<FakeFacebook> {
  const app = { appId: String(randomInt(1e14, 2e14)), appSecret: randomBytes(16).toString('hex') };
  const otherApp = { appId: String(randomInt(1e14, 2e14)), appSecret: randomBytes(16).toString('hex') };
  const secrets = new Map([[app.appId, app.appSecret], [otherApp.appId, otherApp.appSecret]]);
  const tokens = new Map<string, { person: FakePerson; appId: string; expiresAt: number; issuedAt: number }>();
  const people: FakePerson[] = [];
  const meCalls: FakeFacebook['meCalls'] = [];

  const issue = (person: FakePerson, appId = app.appId, expiresIn = 5184000) => {
    const token = opaqueToken('EAAB');
    tokens.set(token, { person, appId, issuedAt: Math.floor(Date.now() / 1000), expiresAt: Date.now() + expiresIn * 1000 });
    return token;
  };
  const graphError = (message: string, code: number, type = 'OAuthException') => ({ error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') } });

  const http = await startHttp('fake Facebook', async (req, res, url) => {
    const path = url.pathname.replace(`/${VERSION}`, '');
    const q = url.searchParams;
    if (path === '/debug_token') {
      const [appId, secret] = (q.get('access_token') ?? '').split('|');
      if (!appId || secrets.get(appId) !== secret) return json(res, 400, graphError('Invalid OAuth access token signature.', 190));
      const found = tokens.get(q.get('input_token') ?? '');
      if (!found) return json(res, 200, { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } });
      const expiresAt = Math.floor(found.expiresAt / 1000);
      return json(res, 200, {
        data: {
          app_id: found.appId, type: 'USER', application: found.appId === app.appId ? 'Rapport (test)' : 'Another app',
          data_access_expires_at: expiresAt + 7776000, expires_at: expiresAt, is_valid: found.expiresAt > Date.now(), issued_at: found.issuedAt,
          scopes: ['email', 'public_profile'], user_id: found.person.sub,
        },
      });
    }
    if (path === '/me') {
      const token = q.get('access_token') ?? '';
      const found = tokens.get(token);
      meCalls.push({ proof: q.get('appsecret_proof'), fields: q.get('fields') });
      if (!found || found.expiresAt <= Date.now()) return json(res, 400, graphError('Error validating access token: Session has expired.', 190));
      const proof = createHmac('sha256', secrets.get(found.appId)!).update(token).digest('hex');
      if (q.get('appsecret_proof') !== proof) return json(res, 400, graphError('Invalid appsecret_proof provided in the API argument', 100, 'GraphMethodException'));
      const fields = (q.get('fields') ?? 'id,name').split(',');
      const { person } = found;
      const all: Record<string, string | undefined> = { id: person.sub, name: person.name, first_name: person.name?.split(' ')[0], email: person.email };
      return json(res, 200, Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f, all[f]])));
    }
    if (path === '/dialog/oauth' && req.method === 'GET') {
      if (!secrets.has(q.get('client_id') ?? '')) return html(res, 400, 'Facebook', '<p>Invalid App ID.</p>');
      const hidden = ['client_id', 'redirect_uri', 'state'].map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(q.get(n) ?? '')}">`).join('');
      const choices = people.map((p) => `<button type="submit" name="sub" value="${escapeHtml(p.sub)}">Continue as ${escapeHtml(p.name ?? p.sub)}</button>`).join('');
      return html(res, 200, 'Log in with Facebook', `<form method="post" action="/${VERSION}/dialog/oauth/confirm">${hidden}${choices}</form>`);
    }
    if (path === '/dialog/oauth/confirm' && req.method === 'POST') {
      const form = new URLSearchParams(await read(req));
      const person = people.find((p) => p.sub === form.get('sub'));
      if (!person) return html(res, 400, 'Facebook', '<p>Unknown account.</p>');
      const fragment = new URLSearchParams({ access_token: issue(person, form.get('client_id') ?? ''), data_access_expiration_time: '0', expires_in: '5184000', state: form.get('state') ?? '' });
      return redirect(res, `${form.get('redirect_uri')}#${fragment}`);
    }
    json(res, 404, graphError(`Unknown path components: ${path}`, 2500));
  });

  return {
    url: http.url,
    ...app,
    otherApp,
    people,
    meCalls,
    env: () => ({
      FACEBOOK_APP_ID: app.appId, FACEBOOK_APP_SECRET: app.appSecret, FACEBOOK_GRAPH_URL: `${http.url}/${VERSION}`,
      FACEBOOK_DIALOG_URL: `${http.url}/${VERSION}/dialog/oauth`,
    }),
    accessToken: (person, options = {}) => issue(person, options.appId ?? app.appId, options.expiresIn ?? 5184000),
    stop: http.stop,
  };
}
