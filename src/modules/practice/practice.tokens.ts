import { token } from '#src/platform/di.ts';
import type {
  AiAllowance, BackgroundWork, CatalogueRepository, Coach, ConversationPartner, LearnerTally, MessageScreen, ReplyGuard, SessionEndedListener, SessionEvents, SessionRepository,
} from './domain/ports.ts';
import type { PracticeRecords, SessionScores } from './domain/records.ports.ts';
import type { ScenarioAdminRepository } from './domain/scenario-admin.ports.ts';

export const PRACTICE = {
  CatalogueRepository: token<CatalogueRepository>('practice.CatalogueRepository'),
  /** The catalogue as the SuperAdmin's scenario management reads and writes it (R2.11). */
  ScenarioAdminRepository: token<ScenarioAdminRepository>('practice.ScenarioAdminRepository'),
  SessionRepository: token<SessionRepository>('practice.SessionRepository'),
  ConversationPartner: token<ConversationPartner>('practice.ConversationPartner'),
  Coach: token<Coach>('practice.Coach'),
  /** The built-in engines, which take over a session whose AI allowance is spent. */
  OfflinePartner: token<ConversationPartner>('practice.OfflinePartner'),
  OfflineCoach: token<Coach>('practice.OfflineCoach'),
  SessionEvents: token<SessionEvents>('practice.SessionEvents'),
  BackgroundWork: token<BackgroundWork>('practice.BackgroundWork'),
  /** Multi-bound by other modules; see SessionEndedListener. */
  SessionEndedListeners: token<SessionEndedListener>('practice.SessionEndedListeners'),
  /** Bound by the security module. */
  MessageScreen: token<MessageScreen>('practice.MessageScreen'),
  ReplyGuard: token<ReplyGuard>('practice.ReplyGuard'),
  AiAllowance: token<AiAllowance>('practice.AiAllowance'),
  /** A learner's sessions and lines for the SuperAdmin (R2.10). */
  PracticeRecords: token<PracticeRecords>('practice.PracticeRecords'),
  /** Bound by the analysis module. */
  SessionScores: token<SessionScores>('practice.SessionScores'),
  /** Bound to the identity module's counters (R2.10). */
  LearnerTally: token<LearnerTally>('practice.LearnerTally'),
} as const;
