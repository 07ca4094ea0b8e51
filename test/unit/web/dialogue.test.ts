import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/features/${path}`, import.meta.url).href) as Promise<T>;

interface Speaker {
  name: string;
  role: string;
}
interface SpeakerProfile extends Speaker {
  color: string;
  borderColor: string;
  gradientStart: string;
  gradientEnd: string;
  avatarUrl: string | null;
}
interface ChatLine {
  key: string;
  id: number | null;
  sender: 'user' | 'ai';
  content: string;
  speaker: Speaker | null;
  timestamp: string;
  status: 'final' | 'streaming' | 'pending' | 'failed';
}
interface Conversation {
  applyDelta(lines: ChatLine[], speaker: Speaker, delta: string, now: number): void;
  applyMessage(lines: ChatLine[], message: { id: number; sender: 'user' | 'ai'; content: string; speakerInfo: Speaker | null; timestamp: string }): void;
  dropUnfinished(lines: ChatLine[]): void;
  pendingLine(content: string, now: number): ChatLine;
}
interface Speakers {
  avatarOf(speaker: Speaker | null, speakers: readonly SpeakerProfile[], personaAvatarUrl: string | null): string | null;
}
interface SimulationStore {
  simulationState: { lines: ChatLine[]; speakers: SpeakerProfile[]; characterLeft: Speaker | null; typing: Speaker | null; sendError: null | { text: string }; announcements: { kind: string; speaker: string }[] };
  resetSimulation(): void;
}
interface WalkOut {
  characterLeft(speaker: Speaker | null): void;
  conversationOver(text: string): void;
}

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const sarah = { name: 'Sarah Mitchell', role: 'Member' };
const tom = { name: 'Tom Fletcher', role: 'Events Lead' };
const aisha = { name: 'Aisha Khan', role: 'Digital Lead' };
const profile = (speaker: Speaker, avatarUrl: string | null): SpeakerProfile => ({ ...speaker, color: '#bc6c25', borderColor: '#bc6c25', gradientStart: '#bc6c25', gradientEnd: '#ddb592', avatarUrl });
const final = (id: number, speaker: Speaker, content: string) => ({ id, sender: 'ai' as const, content, speakerInfo: speaker, timestamp: new Date(NOW).toISOString() });

describe('web: the end of a reply', () => {
  let c: Conversation;
  before(async () => {
    c = await load<Conversation>('simulation/state/conversation.ts');
  });

  it('drops a bubble whose final message never came once the characters stop typing (a reply asked for again)', () => {
    const lines: ChatLine[] = [c.pendingLine('Calm down.', NOW)];
    // The first attempt streams as Sarah, is refused for repeating itself; the second comes as Tom.
    c.applyDelta(lines, sarah, 'As I said, ', NOW);
    c.applyDelta(lines, tom, 'Let me', NOW);
    c.applyMessage(lines, final(7, tom, 'Let me put it another way.'));
    expect(lines.map((l) => l.status)).to.deep.equal(['pending', 'streaming', 'final']);
    c.dropUnfinished(lines);
    expect(lines.map((l) => [l.status, l.content])).to.deep.equal([['pending', 'Calm down.'], ['final', 'Let me put it another way.']]);
  });

  it('keeps every finished line, and drops every unfinished one however many there are', () => {
    const lines: ChatLine[] = [];
    c.applyMessage(lines, final(1, sarah, 'Hello.'));
    c.applyDelta(lines, tom, 'Wait', NOW);
    c.applyDelta(lines, aisha, 'No', NOW);
    c.dropUnfinished(lines);
    expect(lines.map((l) => l.content)).to.deep.equal(['Hello.']);
  });
});

describe('web: avatars in the chat', () => {
  let s: Speakers;
  before(async () => {
    s = await load<Speakers>('simulation/state/speakers.ts');
  });
  const cast = [profile(tom, '/avatars/male/4.svg'), profile(aisha, '/avatars/female/9.svg'), profile({ name: 'Claire Dawson', role: 'Finance' }, '/avatars/female/31.svg')];

  it('shows the first character in the persona’s avatar and every other one in its own', () => {
    expect([tom, aisha, cast[2]!].map((speaker) => s.avatarOf(speaker, cast, '/avatars/male/12.svg'))).to.deep.equal([
      '/avatars/male/12.svg', '/avatars/female/9.svg', '/avatars/female/31.svg',
    ]);
  });

  it('falls back to the first profile’s own look without a persona avatar, and to initials (null) only when there is none', () => {
    expect(s.avatarOf(tom, cast, null)).to.equal('/avatars/male/4.svg');
    expect(s.avatarOf(aisha, [profile(tom, null), profile(aisha, null)], '/avatars/male/12.svg')).to.equal(null);
    expect(s.avatarOf({ name: 'Someone else', role: '' }, cast, '/avatars/male/12.svg'), 'a speaker with no profile').to.equal(null);
  });

  it('gives a lone character the persona’s avatar even under another name', () => {
    expect(s.avatarOf({ name: 'Marta', role: '' }, [profile(sarah, '/avatars/female/2.svg')], '/avatars/female/5.svg')).to.equal('/avatars/female/5.svg');
  });
});

describe('web: a character walks out', () => {
  let store: SimulationStore;
  let walkOut: WalkOut;
  let c: Conversation;
  before(async () => {
    store = await load<SimulationStore>('simulation/state/simulation.store.ts');
    walkOut = await load<WalkOut>('simulation/state/walk-out.ts');
    c = await load<Conversation>('simulation/state/conversation.ts');
  });
  beforeEach(() => store.resetSimulation());

  it('is shown once, for the first character who left, and read out', () => {
    const state = store.simulationState;
    state.typing = tom;
    walkOut.characterLeft(tom);
    walkOut.characterLeft(aisha);
    expect(state.characterLeft).to.deep.equal(tom);
    expect(state.typing).to.equal(null);
    expect(state.announcements.map((a) => [a.kind, a.speaker])).to.deep.equal([['left', 'Tom Fletcher']]);
  });

  it('after a refused message (PRACTICE.CONVERSATION_OVER): the words show as not sent, and the last speaker as the one who left', () => {
    const state = store.simulationState;
    state.speakers = [profile(tom, null), profile(aisha, null)];
    c.applyMessage(state.lines, final(1, tom, 'Fine.'));
    c.applyMessage(state.lines, final(2, aisha, 'I am done here.'));
    state.lines.push(c.pendingLine('Whatever.', NOW));
    state.sendError = { text: 'earlier words' };
    walkOut.conversationOver('Whatever.');
    expect(state.lines.map((l) => l.status)).to.deep.equal(['final', 'final', 'failed']);
    expect(state.characterLeft).to.deep.equal(aisha);
    expect(state.sendError, 'no Retry for a conversation that is over').to.equal(null);
  });

  it('names the first character when nobody has spoken yet, and nobody when there are no characters', () => {
    store.simulationState.speakers = [profile(sarah, null)];
    walkOut.conversationOver('Hello?');
    expect(store.simulationState.characterLeft).to.deep.equal(sarah);
    store.resetSimulation();
    walkOut.conversationOver('Hello?');
    expect(store.simulationState.characterLeft).to.deep.equal({ name: '', role: '' });
  });

  it('is forgotten with the session', () => {
    walkOut.characterLeft(sarah);
    store.resetSimulation();
    expect(store.simulationState.characterLeft).to.equal(null);
  });
});
