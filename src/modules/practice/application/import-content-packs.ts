import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import { PRACTICE } from '../practice.tokens.ts';
import type { CatalogueRepository, RecordOutcome } from '../domain/ports.ts';
import { CatalogueChanged } from '../practice.events.ts';
import { ContentInvalidError } from '../domain/practice.errors.ts';
import { validateContentPacks, type ContentDocument } from './validate-content-packs.ts';

export interface ImportReport {
  dryRun: boolean;
  /** One line per record, with the file it came from (categories come from scenarios). */
  records: (RecordOutcome & { file: string | null })[];
  totals: Record<RecordOutcome['action'], number>;
}

/**
 * Loads content packs into the catalogue: every record is checked first, and one problem
 * anywhere means nothing is written. Records are matched by key, so importing twice changes nothing.
 */
@injectable()
export class ImportContentPacks {
  constructor(
    @inject(PRACTICE.CatalogueRepository) private readonly catalogue: CatalogueRepository,
    @inject(PLATFORM.EventBus) private readonly events: EventBus,
  ) {}

  async execute(
    documents: ContentDocument[],
    options: { dryRun?: boolean; onProgress?: (done: number, total: number) => void } = {},
  ): Promise<ImportReport> {
    const dryRun = options.dryRun ?? false;
    const content = validateContentPacks(documents, await this.catalogue.personaKeys());
    if (content.problems.length) throw new ContentInvalidError(content.problems);

    const fileOf = new Map<string, string>([
      ...content.personas.map((p) => [`persona:${p.key}`, p.file] as const),
      ...content.scenarios.map((s) => [`scenario:${s.key}`, s.file] as const),
    ]);
    const outcomes = await this.catalogue.upsert(
      {
        personas: content.personas.map(({ file: _, ...draft }) => draft),
        scenarios: content.scenarios.map(({ file: _, ...draft }) => draft),
      },
      { dryRun, onProgress: options.onProgress },
    );
    const totals = { created: 0, updated: 0, unchanged: 0 };
    for (const o of outcomes) totals[o.action]++;
    if (!dryRun && totals.created + totals.updated > 0) await this.events.publish(CatalogueChanged, {});
    return {
      dryRun,
      records: outcomes.map((o) => ({ ...o, file: fileOf.get(`${o.kind}:${o.key}`) ?? null })),
      totals,
    };
  }
}
