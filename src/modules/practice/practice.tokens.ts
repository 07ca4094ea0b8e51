export const PRACTICE = {
  CatalogueRepository: Symbol.for('practice.CatalogueRepository'),
  SessionRepository: Symbol.for('practice.SessionRepository'),
  ConversationPartner: Symbol.for('practice.ConversationPartner'),
  Coach: Symbol.for('practice.Coach'),
  SessionEvents: Symbol.for('practice.SessionEvents'),
  /** Multi-bound by other modules; see SessionEndedListener. */
  SessionEndedListeners: Symbol.for('practice.SessionEndedListeners'),
} as const;
