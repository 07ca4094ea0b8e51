export const PRACTICE = {
  CatalogueRepository: Symbol.for('practice.CatalogueRepository'),
} as const;
