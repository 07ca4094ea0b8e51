export const PRACTICE = {
  CatalogueRepository: Symbol.for('practice.CatalogueRepository'),
  SessionRepository: Symbol.for('practice.SessionRepository'),
  ConversationPartner: Symbol.for('practice.ConversationPartner'),
  Coach: Symbol.for('practice.Coach'),
  SessionEvents: Symbol.for('practice.SessionEvents'),
} as const;
