import { expect } from 'chai';
import sinon from 'sinon';

/* Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts). */
type Status = 'successful' | 'failed' | 'pending' | 'redirected' | 'error' | null;
interface Params {
  checkout_url: string;
  token: string;
  checkout: { iframe: boolean };
  closeWidget(status: Status): void;
}
type Ctor = new (params: Params) => { createWidget(): void };
interface Host {
  widget(): Ctor | undefined;
  load(url: string): Promise<boolean>;
  wait(ms: number): Promise<void>;
  redirect(url: string): void;
}
interface WidgetModule {
  WIDGET_WAIT_MS: number;
  WIDGET_RETRY_AFTER_MS: number;
  awaitWidget(url: string, host: Host): Promise<Ctor | null>;
  openCheckout(session: { token: string; redirectUrl: string }, widgetUrl: string | null, onClose: (s: Status) => void, host: Host): Promise<'widget' | 'redirect'>;
  checkoutOrigin(redirectUrl: string): string;
}
interface Confirmation {
  CONFIRM_ATTEMPTS: number;
  CONFIRM_EVERY_MS: number;
  waitForPremium(isPremium: () => Promise<boolean>, wait: (ms: number) => Promise<void>, cancelled: () => boolean, attempts?: number, everyMs?: number): Promise<boolean | null>;
}
const load = <T>(path: string): Promise<T> =>
  import(new URL(`../../../web/src/features/billing/state/${path}`, import.meta.url).href) as Promise<T>;

const WIDGET_URL = 'https://js.bepaid.example/widget/be_gateway.js';
const SESSION = { token: 'tok-1', redirectUrl: 'https://checkout.bepaid.example/v2/checkout?token=tok-1' };

/**
 * A page whose script arrives when the test says: `arrive(at)` defines the widget `at` ms after a
 * load starts (never, if left out), `fail` makes every load fail at once. Time is sinon's.
 */
function fakePage(clock: sinon.SinonFakeTimers, script: { arriveAfterMs?: number; fail?: boolean }) {
  let defined: Ctor | undefined;
  const created: Params[] = [];
  const loads: number[] = [];
  const redirects: string[] = [];
  class FakeGateway {
    constructor(readonly params: Params) {}
    createWidget() {
      created.push(this.params);
    }
  }
  const host: Host = {
    widget: () => defined,
    load: (url) => {
      expect(url).to.equal(WIDGET_URL);
      loads.push(clock.now);
      if (script.fail) return Promise.resolve(false);
      return new Promise((resolve) => {
        if (script.arriveAfterMs === undefined) return; // hangs, as a stalled CDN does
        setTimeout(() => {
          defined = FakeGateway;
          resolve(true);
        }, script.arriveAfterMs);
      });
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    redirect: (url) => void redirects.push(url),
  };
  return { host, created, loads, redirects, define: () => (defined = FakeGateway) };
}

describe('web: opening the bePaid checkout (SPEC §7 "Payment and static")', () => {
  const widget = {} as WidgetModule;
  let clock: sinon.SinonFakeTimers;
  before(async () => Object.assign(widget, await load<WidgetModule>('widget.ts')));
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  it('waits 800 ms for the script and retries once after 1 s, as SPEC says', () => {
    expect([widget.WIDGET_WAIT_MS, widget.WIDGET_RETRY_AFTER_MS]).to.deep.equal([800, 1000]);
  });

  it('opens the widget at once when its script is already on the page', async () => {
    const page = fakePage(clock, {});
    page.define();
    const opened = await widget.openCheckout(SESSION, WIDGET_URL, () => undefined, page.host);
    expect(opened).to.equal('widget');
    expect(page.loads).to.deep.equal([]);
    expect(page.created).to.have.length(1);
  });

  it('opens the widget with the token, the checkout host and the close callback', async () => {
    const page = fakePage(clock, { arriveAfterMs: 300 });
    const closed: Status[] = [];
    const opening = widget.openCheckout(SESSION, WIDGET_URL, (status) => closed.push(status), page.host);
    await clock.tickAsync(300);
    expect(await opening).to.equal('widget');
    const [params] = page.created;
    expect(params).to.include({ checkout_url: 'https://checkout.bepaid.example', token: 'tok-1' });
    expect(params!.checkout).to.deep.equal({ iframe: true });
    params!.closeWidget('failed');
    expect(closed).to.deep.equal(['failed']);
    expect(page.redirects).to.deep.equal([]);
  });

  it('uses a slow first copy that arrives during the 1 s pause, without loading a second one', async () => {
    const page = fakePage(clock, { arriveAfterMs: 1500 });
    const waiting = widget.awaitWidget(WIDGET_URL, page.host);
    await clock.tickAsync(1800);
    expect(await waiting).to.not.equal(null);
    expect(page.loads).to.deep.equal([0]);
  });

  it('tries a second load 1 s after the first 800 ms ran out', async () => {
    const page = fakePage(clock, {});
    const waiting = widget.awaitWidget(WIDGET_URL, page.host);
    await clock.tickAsync(800 + 1000 + 800);
    expect(await waiting).to.equal(null);
    expect(page.loads).to.deep.equal([0, 1800]);
  });

  it('falls back to the provider’s checkout page when the script never arrives, after 2.6 s', async () => {
    const page = fakePage(clock, {});
    const opening = widget.openCheckout(SESSION, WIDGET_URL, () => undefined, page.host);
    await clock.tickAsync(2599);
    expect(page.redirects, 'still waiting').to.deep.equal([]);
    await clock.tickAsync(1);
    expect(await opening).to.equal('redirect');
    expect(page.redirects).to.deep.equal([SESSION.redirectUrl]);
    expect(page.created).to.deep.equal([]);
  });

  it('falls back sooner when the script fails to load (blocked, 404): after the 1 s pause only', async () => {
    const page = fakePage(clock, { fail: true });
    const opening = widget.openCheckout(SESSION, WIDGET_URL, () => undefined, page.host);
    await clock.tickAsync(1000);
    expect(await opening).to.equal('redirect');
    expect(page.loads).to.deep.equal([0, 1000]);
  });

  it('goes straight to the checkout page when the server names no widget script', async () => {
    const page = fakePage(clock, {});
    expect(await widget.openCheckout(SESSION, null, () => undefined, page.host)).to.equal('redirect');
    expect(page.loads).to.deep.equal([]);
    expect(page.redirects).to.deep.equal([SESSION.redirectUrl]);
  });

  it('falls back to the checkout page when the widget is there but throws', async () => {
    const page = fakePage(clock, {});
    const broken = class {
      createWidget() {
        throw new Error('broken widget');
      }
    };
    const host = { ...page.host, widget: () => broken as unknown as Ctor };
    expect(await widget.openCheckout(SESSION, WIDGET_URL, () => undefined, host)).to.equal('redirect');
    expect(page.redirects).to.deep.equal([SESSION.redirectUrl]);
  });
});

describe('web: after payment=success, waiting for Premium to show', () => {
  const confirmation = {} as Confirmation;
  let clock: sinon.SinonFakeTimers;
  before(async () => Object.assign(confirmation, await load<Confirmation>('confirmation.ts')));
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  it('checks at once, then every 3 s, and stops as soon as the profile says Premium', async () => {
    const checkedAt: number[] = [];
    const answers = [false, false, true];
    const result = confirmation.waitForPremium(async () => {
      checkedAt.push(clock.now);
      return answers.shift() ?? true;
    }, wait, () => false);
    await clock.tickAsync(10_000);
    expect(await result).to.equal(true);
    expect(checkedAt).to.deep.equal([0, 3000, 6000]);
  });

  it('gives up after a minute of asking, so the banner can say the bank has not confirmed yet', async () => {
    let checks = 0;
    const result = confirmation.waitForPremium(async () => (checks++, false), wait, () => false);
    await clock.tickAsync(confirmation.CONFIRM_ATTEMPTS * confirmation.CONFIRM_EVERY_MS);
    expect(await result).to.equal(false);
    expect(checks).to.equal(confirmation.CONFIRM_ATTEMPTS);
    expect((confirmation.CONFIRM_ATTEMPTS - 1) * confirmation.CONFIRM_EVERY_MS).to.be.within(55_000, 60_000);
  });

  it('counts a failed check as not yet, and keeps asking', async () => {
    const answers: (() => Promise<boolean>)[] = [() => Promise.reject(new Error('offline')), async () => true];
    const result = confirmation.waitForPremium(() => answers.shift()!(), wait, () => false);
    await clock.tickAsync(3000);
    expect(await result).to.equal(true);
  });

  it('stops quietly when the learner signs out or another return starts', async () => {
    let cancelled = false;
    let checks = 0;
    const result = confirmation.waitForPremium(async () => (checks++, false), wait, () => cancelled);
    await clock.tickAsync(3000);
    cancelled = true;
    await clock.tickAsync(10_000);
    expect(await result).to.equal(null);
    expect(checks).to.equal(2);
  });
});
