import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { Logger } from '#src/platform/logger.ts';
import { CatalogueChanged } from '../practice.events.ts';
import { CatalogueRaceLostError } from '../domain/practice.errors.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

/** How a committed change to the catalogue reaches every reader of it. */
@injectable()
export class CatalogueChanges {
  constructor(
    @inject(CatalogueSnapshot) private readonly snapshot: CatalogueSnapshot,
    @inject(PLATFORM.EventBus) private readonly events: EventBus,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  /**
   * This process's snapshot (and the answers kept from it) ends at once, so the caller's next read
   * shows the change; every other process's ends when the bus brings them the event. The change has
   * committed: a bus that fails is logged, not reported as a failed change.
   */
  async announce(): Promise<void> {
    this.snapshot.invalidate();
    await this.events.publish(CatalogueChanged, {}).catch((err: unknown) => this.logger.warn({ err }, 'could not announce a catalogue change'));
  }
}

/** Attempts at a change whose unique names (a key, a new category) other changes keep taking first. */
const ATTEMPTS = 3;

/** Runs a transaction again when it lost a race for a unique name: the next attempt sees the winner's row. */
export async function retryingRaces<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (e) {
      if (!(e instanceof CatalogueRaceLostError) || attempt >= ATTEMPTS) throw e;
    }
  }
}
