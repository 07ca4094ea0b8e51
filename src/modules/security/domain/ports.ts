import type { HackingAttempt, NewHackingAttempt } from './hacking-attempt.ts';
import type { RiskLevel } from './risk.ts';

export interface AttemptFilter {
  riskLevel?: RiskLevel;
  wasBlocked?: boolean;
  /** Inclusive bounds on the attempt time. */
  from?: Date;
  to?: Date;
}

export interface AttemptCounts {
  total: number;
  blocked: number;
  last24Hours: number;
  last7Days: number;
}

export interface HackingAttemptRepository {
  add(attempt: NewHackingAttempt): Promise<HackingAttempt>;
  find(id: number): Promise<HackingAttempt | null>;
  /** Newest first. */
  list(filter: AttemptFilter, page: number, pageSize: number): Promise<{ items: HackingAttempt[]; total: number }>;
  counts(now: Date): Promise<AttemptCounts>;
  /** The LLM's review replaces the offline reasoning and suggestion; the risk level enforced at the time stays. */
  saveReview(id: number, review: { reasoning: string; suggestedAction: string }): Promise<void>;
}

/** Port: asks for an LLM review of a recorded attempt, later, off the learner's path. */
export interface AttemptReviews {
  request(attemptId: number): Promise<void>;
}
