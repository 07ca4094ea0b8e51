import { inject, injectable } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { PRACTICE } from '../practice.tokens.ts';
import type { Catalogue, CatalogueRepository } from '../domain/ports.ts';

/**
 * The catalogue as last loaded, shared by every request of this process: it changes only on
 * import, and every import announces itself on the event bus (see the module's start-up task).
 */
@injectable()
export class CatalogueSnapshot {
  private current?: Promise<Catalogue>;
  private loaded = false;
  /** Bumped on every change, so anything derived from the catalogue knows to recompute. */
  version = 0;

  constructor(
    @inject(PRACTICE.CatalogueRepository) private readonly repository: CatalogueRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  get(): Promise<Catalogue> {
    if (this.current && !this.loaded && this.transactions.inTransaction()) {
      // A load under way may be another request's, queued behind this transaction on the embedded
      // database's one connection: waiting for it would wait for ever. This one reads in its own.
      return this.repository.load();
    }
    if (!this.current) {
      const loading = this.repository.load();
      this.current = loading;
      this.loaded = false;
      loading.then(
        () => {
          if (this.current === loading) this.loaded = true;
        },
        // A failed load is not remembered: the next request tries again.
        () => {
          if (this.current === loading) this.current = undefined;
        },
      );
    }
    return this.current;
  }

  invalidate(): void {
    this.current = undefined;
    this.loaded = false;
    this.version++;
  }
}
