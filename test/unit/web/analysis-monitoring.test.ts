import { expect } from 'chai';
import sinon from 'sinon';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> =>
  import(new URL(`../../../web/src/features/analysis-monitoring/state/${path}`, import.meta.url).href) as Promise<T>;

type Tone = 'good' | 'fair' | 'poor';
interface View { secondsLeft: number; paused: boolean; refreshing: boolean }
interface Refresher {
  start(hidden?: boolean): void;
  stop(): void;
  setHidden(hidden: boolean): void;
  refreshNow(): Promise<void>;
  view(): View;
}
const m = {} as {
  successTone(rate: number): Tone;
  BREAKER_TONE: Record<'Closed' | 'HalfOpen' | 'Open', Tone>;
  TONE_BADGE: Record<Tone, string>;
  canRequeue(permanentlyFailed: number, running: boolean): boolean;
  formatRate(rate: number, locale: string): string;
  REFRESH_MS: number;
  AutoRefresh: new (hooks: { refresh(): Promise<void>; show(view: View): void; now?: () => number }, periodMs?: number) => Refresher;
};
before(async () => {
  Object.assign(m, await load('figures.ts'), await load('auto-refresh.ts'));
});

describe('web: the Analysis Monitoring page (SPEC §2, §9)', () => {
  describe('the success rate colour', () => {
    it('is green from 95 %, yellow from 85 %, red below', () => {
      const cases: [number, Tone][] = [[100, 'good'], [95, 'good'], [94.9, 'fair'], [85, 'fair'], [84.9, 'poor'], [0, 'poor']];
      for (const [rate, tone] of cases) expect(m.successTone(rate), `${rate} %`).to.equal(tone);
    });

    it('reads as a percentage in the reader\'s language, to one decimal', () => {
      expect(m.formatRate(92.5, 'en')).to.equal('92.5%');
      expect(m.formatRate(100, 'en')).to.equal('100%');
      expect(m.formatRate(33.3, 'ru').replace(/\s/g, ' ')).to.equal('33,3 %');
    });

    it('colours the circuit breaker the same way: Closed healthy, HalfOpen testing, Open failing', () => {
      expect(m.BREAKER_TONE).to.deep.equal({ Closed: 'good', HalfOpen: 'fair', Open: 'poor' });
      expect(m.TONE_BADGE).to.deep.equal({ good: 'badge-green', fair: 'badge-yellow', poor: 'badge-red' });
    });
  });

  describe('the re-queue button', () => {
    it('works only when something failed for good and no re-queue is running', () => {
      expect(m.canRequeue(3, false)).to.equal(true);
      expect(m.canRequeue(0, false)).to.equal(false);
      expect(m.canRequeue(3, true)).to.equal(false);
    });
  });

  describe('the auto-refresh countdown', () => {
    let clock: sinon.SinonFakeTimers;
    let shown: View[];
    let refreshes: number;
    let answer: () => Promise<void>;
    let refresher: Refresher;
    const last = () => shown.at(-1)!;

    beforeEach(() => {
      clock = sinon.useFakeTimers({ now: 1_000_000 });
      shown = [];
      refreshes = 0;
      answer = () => Promise.resolve();
      refresher = new m.AutoRefresh({ refresh: () => (refreshes++, answer()), show: (view) => shown.push(view) });
    });
    afterEach(() => {
      refresher.stop();
      clock.restore();
    });

    it('refreshes every 30 s, counting the seconds down in between', async () => {
      expect(m.REFRESH_MS).to.equal(30_000);
      refresher.start();
      expect(refreshes).to.equal(1);
      await clock.tickAsync(0);
      expect(last()).to.deep.equal({ secondsLeft: 30, paused: false, refreshing: false });
      await clock.tickAsync(1000);
      expect(last().secondsLeft).to.equal(29);
      await clock.tickAsync(28_000);
      expect(last().secondsLeft).to.equal(1);
      expect(refreshes).to.equal(1);
      await clock.tickAsync(1000);
      expect(refreshes).to.equal(2);
      expect(last()).to.deep.equal({ secondsLeft: 30, paused: false, refreshing: false });
      await clock.tickAsync(30_000);
      expect(refreshes).to.equal(3);
    });

    it('starts the countdown again only once a slow refresh has answered, and never asks twice at once', async () => {
      let settle!: () => void;
      let running = 0;
      let most = 0;
      answer = () => {
        most = Math.max(most, ++running);
        return new Promise<void>((resolve) => (settle = () => (running--, resolve())));
      };
      refresher.start();
      expect(last().refreshing).to.equal(true);
      await clock.tickAsync(45_000);
      expect(refreshes).to.equal(1);
      // Asked for meanwhile (a re-queue, say): one more follows, however often it was asked.
      void refresher.refreshNow();
      void refresher.refreshNow();
      expect(refreshes).to.equal(1);
      settle();
      await clock.tickAsync(0);
      expect(refreshes).to.equal(2);
      expect(last().refreshing).to.equal(true);
      settle();
      await clock.tickAsync(0);
      expect(refreshes).to.equal(2);
      expect(most).to.equal(1);
      expect(last()).to.deep.equal({ secondsLeft: 30, paused: false, refreshing: false });
    });

    it('starts again after a refresh that failed', async () => {
      answer = () => Promise.reject(new Error('offline'));
      refresher.start();
      await clock.tickAsync(0);
      expect(last()).to.deep.equal({ secondsLeft: 30, paused: false, refreshing: false });
      await clock.tickAsync(30_000);
      expect(refreshes).to.equal(2);
    });

    it('Refresh now loads at once and restarts the countdown', async () => {
      refresher.start();
      await clock.tickAsync(12_000);
      expect(last().secondsLeft).to.equal(18);
      await refresher.refreshNow();
      expect(refreshes).to.equal(2);
      expect(last().secondsLeft).to.equal(30);
    });

    it('stands still while the tab is hidden and goes on from there when it is back', async () => {
      refresher.start();
      await clock.tickAsync(10_000);
      refresher.setHidden(true);
      expect(last()).to.deep.equal({ secondsLeft: 20, paused: true, refreshing: false });
      await clock.tickAsync(5 * 60_000);
      expect(refreshes).to.equal(1);
      expect(last().secondsLeft).to.equal(20);
      refresher.setHidden(false);
      expect(last()).to.deep.equal({ secondsLeft: 20, paused: false, refreshing: false });
      await clock.tickAsync(19_000);
      expect(refreshes).to.equal(1);
      await clock.tickAsync(1000);
      expect(refreshes).to.equal(2);
    });

    it('opened in a hidden tab, loads once and waits for the tab to show before counting', async () => {
      refresher.start(true);
      await clock.tickAsync(60_000);
      expect(refreshes).to.equal(1);
      expect(last()).to.include({ secondsLeft: 30, paused: true });
      refresher.setHidden(false);
      await clock.tickAsync(30_000);
      expect(refreshes).to.equal(2);
    });

    it('does nothing more once stopped, not even when a refresh under way answers', async () => {
      let settle!: () => void;
      answer = () => new Promise<void>((resolve) => (settle = resolve));
      refresher.start();
      refresher.stop();
      const count = shown.length;
      settle();
      await clock.tickAsync(120_000);
      expect(refreshes).to.equal(1);
      expect(shown).to.have.length(count);
      await refresher.refreshNow();
      expect(refreshes).to.equal(1);
    });
  });
});
