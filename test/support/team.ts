import { CreateUser, type Role } from '#src/modules/identity/index.ts';
import type { CapturedMail } from './smtp-sink.ts';
import { TestHubClient } from './hub-client.ts';
import { talkAndEnd } from './analysis-fixtures.ts';
import { uniqueEmail, type TestServer } from './test-server.ts';

export interface Person {
  id: number;
  email: string;
  token: string;
}

const PASSWORD = 'secret1';

export async function signIn(server: TestServer, email: string, password = PASSWORD): Promise<Person> {
  const res = await server.api('/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, token: res.body.token };
}

/** An account made as the CLI makes it (`rapport user create --org`), signed in. */
export async function anAccount(server: TestServer, role: Role, organization: string | null, prefix = role.toLowerCase()): Promise<Person> {
  const email = uniqueEmail(prefix);
  await server.kernel.inContext(() => server.kernel.container.get(CreateUser).execute({ email, password: PASSWORD, role, organization }));
  return signIn(server, email);
}

/** A learner who registered on the web, in no organisation. */
export async function aLearner(server: TestServer, locale: 'en' | 'ru' = 'en'): Promise<Person> {
  const email = uniqueEmail('learner');
  const res = await server.api('/api/auth/register', { body: { email, password: PASSWORD, locale } });
  return { id: res.body.user.id, email, token: res.body.token };
}

export const uniqueOrg = (prefix = 'Org') => uniqueEmail(prefix).replace(/@.*/, '');

export function inviteLinkIn(mail: Pick<CapturedMail, 'text'>): URL {
  const match = /https?:\/\/\S+\/invite\?token=\S+/.exec(mail.text);
  if (!match) throw new Error(`No invitation link in the mail:\n${mail.text}`);
  return new URL(match[0]);
}

export const inviteTokenIn = (mail: Pick<CapturedMail, 'text'>) => inviteLinkIn(mail).searchParams.get('token')!;

/** SQL on the server's own database. */
export const sqlOn = (server: TestServer) => (query: string, params: unknown[] = []) =>
  server.kernel.db.orm.em.fork().getConnection().execute(query, params);

/** Plays one session of the scenario to its end and waits for its analysis (offline engine); returns the session id. */
export async function practise(server: TestServer, token: string, scenarioId: number, lines: string[]): Promise<number> {
  const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId, coachEnabled: false, locale: 'en' } })).body;
  const hub = await TestHubClient.connect(server.url, token);
  try {
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, lines);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId, 30_000);
  } finally {
    await hub.close();
  }
  return sessionId as number;
}
