import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { CatalogueRepository } from '../domain/ports.ts';
import type { ContentPack } from './content-pack.schema.ts';

/**
 * The whole catalogue as one content pack, the SuperAdmin's scenarios and retired ones included:
 * importing it elsewhere recreates the catalogue, and importing it here changes nothing.
 */
@injectable()
export class ExportContentPack {
  constructor(@inject(PRACTICE.CatalogueRepository) private readonly catalogue: CatalogueRepository) {}

  async execute(pack = 'export'): Promise<ContentPack> {
    const { personas, scenarios } = await this.catalogue.drafts();
    return {
      pack,
      personas,
      scenarios: scenarios.map(({ category, personaKeys, ...s }) => ({
        key: s.key, name: s.name, name_ru: s.name_ru, description: s.description, description_ru: s.description_ru,
        category: category.name, category_ru: category.name_ru, difficulty: s.difficulty, personas: personaKeys,
        systemPrompt: s.systemPrompt, cast: s.cast, script: s.script, ...(s.rubric ? { rubric: s.rubric } : {}), ...(s.retired ? { retired: true as const } : {}),
      })),
    };
  }
}
