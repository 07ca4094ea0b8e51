import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { Catalogue, CatalogueRepository } from '../domain/ports.ts';

/**
 * The catalogue as last loaded, shared by every request of this process: it changes only on
 * import, and every import announces itself on the event bus (see the module's start-up task).
 */
@injectable()
export class CatalogueSnapshot {
  private current?: Promise<Catalogue>;
  /** Bumped on every change, so anything derived from the catalogue knows to recompute. */
  version = 0;

  constructor(@inject(PRACTICE.CatalogueRepository) private readonly repository: CatalogueRepository) {}

  get(): Promise<Catalogue> {
    if (!this.current) {
      const loading = this.repository.load();
      this.current = loading;
      // A failed load is not remembered: the next request tries again.
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
    }
    return this.current;
  }

  invalidate(): void {
    this.current = undefined;
    this.version++;
  }
}
