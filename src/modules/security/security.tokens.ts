import { token } from '#src/platform/di.ts';
import type { AiUsageLedger, AttemptReviews, HackingAttemptRepository } from './domain/ports.ts';
import type { InjectionClassifier } from './domain/screening.ts';
import type { AuditLog } from './domain/audit.ts';
import type { LogFeed } from './domain/log-lines.ts';
import type { SystemProbe } from './domain/system-metrics.ts';

export const SECURITY = {
  HackingAttemptRepository: token<HackingAttemptRepository>('security.HackingAttemptRepository'),
  /** The offline classifier: every learner message, on the hot path. */
  InjectionClassifier: token<InjectionClassifier>('security.InjectionClassifier'),
  /** The LLM classifier, bound only when an AI endpoint is configured: reviews recorded attempts in a job. */
  AttemptReviewer: token<InjectionClassifier>('security.AttemptReviewer'),
  AttemptReviews: token<AttemptReviews>('security.AttemptReviews'),
  AiUsageLedger: token<AiUsageLedger>('security.AiUsageLedger'),
  AuditLog: token<AuditLog>('security.AuditLog'),
  /** The machine's and this process's figures for the System Monitoring page. */
  SystemProbe: token<SystemProbe>('security.SystemProbe'),
  /** This server's log file, live, for the logs hub. */
  LogFeed: token<LogFeed>('security.LogFeed'),
} as const;

/** LLM reviews of recorded attempts (OWASP LLM01), off the learner's path. */
export const REVIEW_QUEUE = 'security-review';

export interface ReviewJob {
  attemptId: number;
}
