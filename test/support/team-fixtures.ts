import { CreateUser, ManageOrganizations, SetUserOrganization, type Role } from '#src/modules/identity/index.ts';
import { TestHubClient } from './hub-client.ts';
import { talkAndEnd } from './analysis-fixtures.ts';
import { uniqueEmail, type TestServer } from './test-server.ts';

/**
 * Organisations and their members for tests of the admin area, made the way an operator does with
 * `rapport org create` and `rapport user set-org` (identity's own use cases), so a test can also move
 * someone in or out of a team at any moment.
 */
export interface Member {
  id: number;
  email: string;
  token: string;
}

export interface Organisation {
  id: number;
  name: string;
}

const run = <T>(server: TestServer, fn: () => Promise<T>) => server.kernel.inContext(fn);

export async function anOrganisation(server: TestServer, name = uniqueEmail('org')): Promise<Organisation> {
  const { id } = await run(server, () => server.kernel.container.get(ManageOrganizations).create(name));
  return { id, name };
}

/** Puts the account in the organisation (null: out of any) from now on. */
export async function setOrganisation(server: TestServer, member: Pick<Member, 'email'>, organisation: Organisation | null): Promise<void> {
  await run(server, () => server.kernel.container.get(SetUserOrganization).execute(member.email, organisation?.name ?? null));
}

/** A signed-in account of the role, in the organisation (or none). */
export async function aMember(server: TestServer, role: Role, organisation: Organisation | null): Promise<Member> {
  const email = uniqueEmail(role.toLowerCase());
  const password = 'secret1';
  if (role === 'User') await server.api('/api/auth/register', { body: { email, password } });
  else await run(server, () => server.kernel.container.get(CreateUser).execute({ email, password, role }));
  if (organisation) await setOrganisation(server, { email }, organisation);
  const res = await server.api('/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return { id: res.body.user.id as number, email, token: res.body.token as string };
}

/** Starts a session of the scenario over the hub; `lines` are said before it is left open or ended. */
export async function startPlaying(server: TestServer, token: string, scenarioId: number) {
  const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId, coachEnabled: false, locale: 'en' } })).body as { sessionId: number };
  const hub = await TestHubClient.connect(server.url, token);
  await hub.invoke('JoinSession', sessionId);
  return {
    sessionId,
    async say(line: string) {
      const sent = await hub.invoke('SendMessage', line);
      if (!sent.ok) throw new Error(`SendMessage failed: ${JSON.stringify(sent.error)}`);
    },
    /** Ends the session and waits for its analysis (the offline analyzer without an AI endpoint). */
    async endAndAnalyse(lines: string[] = []) {
      await talkAndEnd(hub, sessionId, lines);
      await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId, 30_000);
      await hub.close();
    },
  };
}
