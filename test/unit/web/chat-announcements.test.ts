import { expect } from 'chai';
import sinon from 'sinon';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/features/simulation/state/${path}`, import.meta.url).href) as Promise<T>;

interface Announcement { id: number; kind: string; speaker: string; text: string; count?: number }
interface Store {
  simulationState: { typing: { name: string; role: string } | null; announcements: Announcement[] };
  resetSimulation(): void;
}
interface Announcements {
  ANNOUNCEMENTS_KEPT: number;
  TYPING_ANNOUNCE_DELAY_MS: number;
  announce(entry: Omit<Announcement, 'id'>): void;
  startTurn(): void;
  typingStarted(): void;
  announcementText(a: Announcement, t: (key: string, options?: Record<string, unknown>) => string): string;
}

const karen = { name: 'Karen Holt', role: 'Practice manager' };
/** Reads what a screen reader is given: the key and its values, as an i18n stub. */
const t = (key: string, options: Record<string, unknown> = {}) => `${key} ${JSON.stringify(options)}`;

describe('web: what the chat reads out (audit D F1, F10, F14)', () => {
  let store: Store;
  let a: Announcements;
  let clock: sinon.SinonFakeTimers;
  before(async () => {
    [store, a] = await Promise.all([load<Store>('simulation.store.ts'), load<Announcements>('announcements.ts')]);
  });
  beforeEach(() => {
    clock = sinon.useFakeTimers();
    store.resetSimulation();
  });
  afterEach(() => {
    store.resetSimulation();
    clock.restore();
  });

  const read = () => store.simulationState.announcements.map((x) => a.announcementText(x, t));

  it('reads a reply and the coach tip that follows 19 ms later both, the reply first, each its own node', async () => {
    a.announce({ kind: 'line', speaker: 'Karen Holt', text: 'Okay. I am all ears.' });
    await clock.tickAsync(19);
    a.announce({ kind: 'tip', speaker: '', text: 'Try two or three short sentences.' });
    expect(read()).to.deep.equal([
      'messages.said {"name":"Karen Holt","text":"Okay. I am all ears."}',
      'coach.announce {"tip":"Try two or three short sentences."}',
    ]);
    const ids = store.simulationState.announcements.map((x) => x.id);
    expect(new Set(ids).size, 'distinct keys: React adds a node, never rewrites one').to.equal(2);
  });

  it('keeps only the latest few, and starts afresh when the learner speaks', () => {
    for (let i = 1; i <= a.ANNOUNCEMENTS_KEPT + 2; i++) a.announce({ kind: 'line', speaker: '', text: `line ${i}` });
    expect(store.simulationState.announcements.map((x) => x.text)).to.deep.equal(
      Array.from({ length: a.ANNOUNCEMENTS_KEPT }, (_, i) => `line ${i + 3}`),
    );
    a.startTurn();
    expect(store.simulationState.announcements).to.deep.equal([]);
  });

  // As hub-events does on 'typing-indicator': the speaker is set, then typingStarted(); on the end, null.
  const typingOn = () => {
    store.simulationState.typing = karen;
    a.typingStarted();
  };
  const typingSaid = () => read().filter((text) => text.startsWith('messages.typing'));

  it('says nothing about typing when the reply comes quickly (the built-in engine)', async () => {
    a.startTurn();
    typingOn();
    await clock.tickAsync(1500);
    a.announce({ kind: 'line', speaker: 'Karen Holt', text: 'Six hours a week.' });
    store.simulationState.typing = null;
    await clock.tickAsync(2000);
    expect(typingSaid()).to.deep.equal([]);
  });

  it('says who is typing once a slow reply has kept them typing a while, once a turn however often the indicator comes back', async () => {
    a.startTurn();
    typingOn();
    await clock.tickAsync(a.TYPING_ANNOUNCE_DELAY_MS - 1);
    expect(typingSaid()).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(typingSaid()).to.deep.equal(['messages.typing {"name":"Karen Holt"}']);
    typingOn();
    await clock.tickAsync(3000);
    expect(typingSaid(), 'once a reply').to.have.length(1);
    a.startTurn();
    typingOn();
    await clock.tickAsync(a.TYPING_ANNOUNCE_DELAY_MS);
    expect(typingSaid(), 'the next turn may say it again').to.have.length(1);
  });

  it('reads the achievements earned as one announcement with their count', () => {
    a.announce({ kind: 'achievements', speaker: '', text: 'First Steps, Calm Under Fire', count: 2 });
    expect(read()).to.deep.equal(['ended.achievementsAnnounce {"count":2,"names":"First Steps, Calm Under Fire"}']);
  });
});
