import { readFileSync } from 'node:fs';
import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;
const source = (path: string) => readFileSync(new URL(`../../../web/src/${path}`, import.meta.url), 'utf8');

interface Member { id: number | null; email: string; status: 'active' | 'pending' }
interface TeamState {
  teamState: { members: Member[]; inviteError: unknown };
  clearInviteError(): void;
  onMemberRemoved(listener: (userId: number) => void): () => void;
  memberRemoved(member: Member): void;
}

describe('web: Team Management\'s state', () => {
  let s: TeamState;
  before(async () => {
    s = await load<TeamState>('features/team/state/team-state.ts');
  });

  it('forgets the invite form\'s refusal once the address changes or is sent again', () => {
    s.teamState.inviteError = { code: 'TEAM.ALREADY_MEMBER' };
    s.clearInviteError();
    expect(s.teamState.inviteError).to.equal(null);
    const form = source('features/team/components/InviteForm.tsx');
    expect(form).to.match(/onChange=\{\(e\) => \{\s*setEmail\(e\.target\.value\);\s*clearInviteError\(\);/);
    // Before the form's own check: a wrong address must not sit under the last address's refusal.
    expect(form.indexOf('clearInviteError();')).to.be.lessThan(form.indexOf('if (!looksLikeEmail(email)) return;'));
  });

  it('tells whoever listens of each member removed (the assignments section), not of a revoked invitation', () => {
    const lea: Member = { id: 5, email: 'lea@x.io', status: 'active' };
    const invited: Member = { id: null, email: 'new@x.io', status: 'pending' };
    s.teamState.members = [{ id: 1, email: 'boss@x.io', status: 'active' }, lea, invited];
    const heard: number[] = [];
    const stop = s.onMemberRemoved((id) => heard.push(id));
    s.memberRemoved(lea);
    s.memberRemoved(invited);
    expect(heard).to.deep.equal([5]);
    expect(s.teamState.members.map((m) => m.email)).to.deep.equal(['boss@x.io']);
    stop();
    s.memberRemoved({ id: 1, email: 'boss@x.io', status: 'active' });
    expect(heard).to.deep.equal([5]);
  });

  it('the confirmed removal goes through it', () => {
    const store = source('features/team/state/team.store.ts');
    const confirm = store.slice(store.indexOf('export async function confirmAction'), store.indexOf('export async function resend'));
    expect(confirm).to.contain('memberRemoved(member);');
  });
});
