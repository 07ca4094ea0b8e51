import type { Clock } from '#src/platform/clock.ts';

/**
 * The system clock plus an offset the test moves: time keeps flowing (sessions the server stamps
 * with the real time still come after what was created before), and days can pass at once.
 */
export class FakeClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advanceDays(days: number): void {
    this.offsetMs += days * 86_400_000;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
