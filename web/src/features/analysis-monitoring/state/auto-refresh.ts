/** SPEC §9: the analysis monitoring refreshes every 30 s. */
export const REFRESH_MS = 30_000;
const TICK_MS = 1000;

/** What the countdown shows. */
export interface CountdownView {
  secondsLeft: number;
  /** The tab is hidden: nothing counts down and nothing is fetched until it is back. */
  paused: boolean;
  refreshing: boolean;
}

export interface AutoRefreshHooks {
  /** Loads the figures and reports its own failures (a rejection is ignored here). */
  refresh(): Promise<void>;
  /** Called with the countdown on every tick and every change. */
  show(view: CountdownView): void;
  now?: () => number;
}

/**
 * A refresh every period with a countdown to it. The countdown starts again only once a refresh has
 * settled, so a slow server never gets a second request on top of the first; while the tab is
 * hidden it stands still and resumes from where it stopped.
 */
export class AutoRefresh {
  private dueAt = 0;
  /** Milliseconds that were left when the tab was hidden; null while it is visible. */
  private leftWhenPaused: number | null = null;
  private refreshing = false;
  /** Asked for while a refresh ran: one more follows it. */
  private again = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly now: () => number;

  constructor(private readonly hooks: AutoRefreshHooks, private readonly periodMs = REFRESH_MS) {
    this.now = hooks.now ?? Date.now;
  }

  /** Loads at once, then every period. */
  start(hidden = false): void {
    this.stop();
    this.leftWhenPaused = hidden ? this.periodMs : null;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    void this.refreshNow();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
  }

  setHidden(hidden: boolean): void {
    if (hidden && this.leftWhenPaused === null) this.leftWhenPaused = Math.max(0, this.dueAt - this.now());
    else if (!hidden && this.leftWhenPaused !== null) {
      this.dueAt = this.now() + this.leftWhenPaused;
      this.leftWhenPaused = null;
    }
    this.emit();
  }

  /**
   * Refresh now (the button, a re-queue, or the countdown reaching zero). Asked while one is under
   * way, one more follows it, since its answer may predate what changed; never two at once.
   */
  async refreshNow(): Promise<void> {
    if (this.timer === undefined) return;
    if (this.refreshing) {
      this.again = true;
      return;
    }
    this.refreshing = true;
    this.emit();
    do {
      this.again = false;
      try {
        await this.hooks.refresh();
      } catch {
        // refresh() shows its own failures; the countdown simply starts again.
      }
    } while (this.again && this.timer !== undefined);
    this.refreshing = false;
    if (this.leftWhenPaused === null) this.dueAt = this.now() + this.periodMs;
    else this.leftWhenPaused = this.periodMs;
    if (this.timer !== undefined) this.emit();
  }

  view(): CountdownView {
    const left = this.leftWhenPaused ?? Math.max(0, this.dueAt - this.now());
    return { secondsLeft: Math.ceil(left / 1000), paused: this.leftWhenPaused !== null, refreshing: this.refreshing };
  }

  private tick(): void {
    if (this.refreshing || this.leftWhenPaused !== null) return;
    if (this.dueAt <= this.now()) void this.refreshNow();
    else this.emit();
  }

  private emit(): void {
    this.hooks.show(this.view());
  }
}
