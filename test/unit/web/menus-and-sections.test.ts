import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

interface FocusLeave { focusLeaves(target: unknown, areas: readonly (FakeNode | null)[]): boolean }
interface LinkedAccounts {
  hasConnectedAccountsSection(s: { accountsStatus: string; accounts: number; providersStatus: string; providers: number; notice: boolean }): boolean;
}

/** Just enough of a DOM node: a tree that knows what it contains. */
class FakeNode {
  readonly nodeType = 1;
  constructor(readonly children: FakeNode[] = []) {}
  contains(node: FakeNode): boolean {
    return node === this || this.children.some((child) => child.contains(node));
  }
}

describe('web: a menu closes when the keyboard focus leaves it (audit D F9)', () => {
  let m: FocusLeave;
  before(async () => {
    m = await load<FocusLeave>('lib/focus-leave.ts');
  });
  const item = new FakeNode();
  const panel = new FakeNode([new FakeNode([item])]);
  const trigger = new FakeNode();
  const pageLink = new FakeNode();

  it('stays open while focus moves between the trigger and the items', () => {
    expect(m.focusLeaves(item, [trigger, panel])).to.equal(false);
    expect(m.focusLeaves(trigger, [trigger, panel])).to.equal(false);
  });

  it('closes when focus reaches the page beyond it, even with the panel not yet rendered', () => {
    expect(m.focusLeaves(pageLink, [trigger, panel])).to.equal(true);
    expect(m.focusLeaves(pageLink, [trigger, null])).to.equal(true);
  });

  it('ignores focus that lands on no element (the window, on switching apps)', () => {
    expect(m.focusLeaves(null, [trigger, panel])).to.equal(false);
    expect(m.focusLeaves({}, [trigger, panel])).to.equal(false);
  });
});

describe('web: Settings → Connected accounts (audit A F15)', () => {
  let m: LinkedAccounts;
  before(async () => {
    m = await load<LinkedAccounts>('features/oauth/state/connected-section.ts');
  });
  const loaded = { accountsStatus: 'ready', accounts: 0, providersStatus: 'ready', providers: 0, notice: false };

  it('is left out once loaded when nothing is linked and no social sign-in is set up', () => {
    expect(m.hasConnectedAccountsSection(loaded)).to.equal(false);
    expect(m.hasConnectedAccountsSection({ ...loaded, providersStatus: 'error' }), 'no providers to be had').to.equal(false);
  });

  it('shows while loading, after a failure to load the links, with a link or a provider, and while a notice is up', () => {
    expect(m.hasConnectedAccountsSection({ ...loaded, accountsStatus: 'loading' })).to.equal(true);
    expect(m.hasConnectedAccountsSection({ ...loaded, providersStatus: 'loading' })).to.equal(true);
    expect(m.hasConnectedAccountsSection({ ...loaded, accountsStatus: 'error' }), 'with its Retry').to.equal(true);
    expect(m.hasConnectedAccountsSection({ ...loaded, accounts: 1 })).to.equal(true);
    expect(m.hasConnectedAccountsSection({ ...loaded, providers: 2 })).to.equal(true);
    expect(m.hasConnectedAccountsSection({ ...loaded, notice: true }), 'the last link just disconnected').to.equal(true);
  });
});
