import type { CharacterNames, Findings } from '#src/shared/findings.ts';
import type { ShownRubric } from '#src/modules/practice/index.ts';
import type { Achievement, AchievementDefinition } from './achievement.ts';
import type { Improvement, ScenarioCompletion, SessionResult, Skill } from './result.ts';
import type { MemberTotals } from './team-progress.ts';
import type { CountedMember } from './team-membership.ts';
import type { ReportedWeek, ScenarioRun } from './progress.ts';

export interface ResultRepository {
  /** Creates the session's result, or replaces it (a re-run). */
  save(result: SessionResult): Promise<void>;
  find(sessionId: number): Promise<SessionResult | null>;
  /** The user's ended sessions, newest first: analysed, or waiting for their analysis, or with one that failed. */
  history(userId: number, page: number, pageSize: number): Promise<{ items: HistoryEntry[]; hasMore: boolean }>;
  /** Every result of the user, oldest first (what achievements are measured on). */
  allOf(userId: number): Promise<SessionResult[]>;
  /** The user's average of each skill and overall; null when nothing is analysed yet. */
  averages(userId: number): Promise<{ sessionCount: number; overall: number; scores: Record<string, number> } | null>;
  /** The most completed scenarios, with the community's average of each skill. */
  /** Every played scenario, most completed first. */
  mostCompleted(): Promise<ScenarioCompletion[]>;
  /** Every scenario anyone has a result for: how many results, and their average overall score. */
  overallByScenario(): Promise<{ scenarioId: number; completionCount: number; overall: number }[]>;
  /** The overall of every result of these users in these scenarios completed at or after `since`, in one query. */
  overallsOf(userIds: readonly number[], scenarioIds: readonly number[], since: Date): Promise<OverallRecord[]>;
  /** The overall score of each of these sessions that has a result, in one query. */
  overallOfSessions(sessionIds: readonly number[]): Promise<Map<number, number>>;
}

/**
 * One line of a learner's history. An ended session is listed before its result exists (`pending`,
 * or `failed` until a retry), so it never drops out of sight between the chat and its results.
 */
export interface HistoryEntry {
  sessionId: number;
  /** Null until analysed: the result is what names the scenario here (practice knows it meanwhile). */
  scenarioId: number | null;
  overall: number | null;
  /** When it was analysed, or when the analysis was asked for (the session's end). */
  at: Date;
  analysis: 'completed' | 'pending' | 'failed';
}

export interface OverallRecord {
  sessionId: number;
  userId: number;
  scenarioId: number;
  overall: number;
  completedAt: Date;
}

/**
 * A team's analysed sessions, aggregated in the database (a team may have hundreds of members).
 * Each member counts only with the sessions that ended at or after their `countsFrom` (team-membership.ts).
 */
export interface TeamResults {
  /** Each member's analysed sessions as sums; members without one are left out. */
  totalsOf(members: readonly CountedMember[]): Promise<MemberTotals[]>;
  /** The members' analysed sessions per ISO week (Monday 'YYYY-MM-DD', UTC) completed since `since`: how many, and their average overall. */
  weekly(members: readonly CountedMember[], since: Date): Promise<{ weekStart: string; sessions: number; overall: number }[]>;
}

/** One learner's results summarised in the database for the progress view (a learner may have hundreds). */
export interface ProgressResults {
  /** Averages per ISO week (Monday 'YYYY-MM-DD', UTC) of the results completed since `since`. */
  weekly(userId: number, since: Date): Promise<ReportedWeek[]>;
  /** One summary per scenario the learner has results in, and the quarter hours (their starts) in which results were completed. */
  byScenario(userId: number): Promise<{ runs: ScenarioRun[]; completedAt: Date[] }>;
}

/** Which time zone a learner's calendar days are counted in (identity keeps it; ADR 0046). */
export interface LearnerTimeZones {
  of(userId: number): Promise<string>;
}

export type AnalysisStatus = 'Pending' | 'Completed' | 'Failed';

/** Where one session's analysis stands: every ended session has one. */
export interface AnalysisRecord {
  sessionId: number;
  userId: number;
  status: AnalysisStatus;
  attempts: number;
  lastError: string | null;
  jobId: string | null;
  requestedAt: Date;
  failedAt: Date | null;
}

export interface AttemptRecord {
  sessionId: number;
  userId: number;
  attempt: number;
  wasSuccessful: boolean;
  error: string | null;
  attemptedAt: Date;
}

export interface AnalysisLog {
  /** Records a pending analysis; a second request for the same session leaves the first. */
  requested(sessionId: number, userId: number): Promise<void>;
  queued(sessionId: number, jobId: string): Promise<void>;
  find(sessionId: number): Promise<AnalysisRecord | null>;
  /**
   * Claims the pending analyses (at most `limit`) with no job of the queue alive, untouched for
   * `quietSeconds`: never queued, or their job ended without settling them. Claiming touches them, so a
   * sweep on another server passes them by until they have been quiet that long again; returns their sessions.
   */
  stranded(quietSeconds: number, limit: number): Promise<number[]>;
  /** Records one attempt on the session's record; nothing when the record is gone (the account was deleted). */
  attempted(attempt: AttemptRecord): Promise<void>;
  /**
   * Pending (or Failed) → Completed; false when it was neither: the account was deleted meanwhile
   * (ADR 0030), or a duplicate job completed it first. Failed too: an attempt that outran its job's
   * time limit, or a shutdown, was given up for failed while the model still answered, and its
   * result is the learner's all the same (ADR 0048).
   */
  completed(sessionId: number): Promise<boolean>;
  /** Pending → Failed; false when it was not pending (failed or completed already). */
  failed(sessionId: number, reason: string): Promise<boolean>;
  /** Failed analyses back to pending, without a job (attempts keep counting); returns their sessions, each only to one caller. */
  reopenFailed(): Promise<number[]>;
  /** Pending again, without a job, for a re-analysis in this process (its record made if it has none). */
  reopen(sessionId: number, userId: number): Promise<void>;
  stats(since: Date): Promise<{ analysed: number; pendingRetries: number; successfulRetries: number; permanentlyFailed: number; attempts: number; successes: number }>;
  recentFailures(limit: number): Promise<AnalysisRecord[]>;
  recentRetries(limit: number): Promise<AttemptRecord[]>;
}

/** When the next sweep for stranded analyses runs: one waiting across every server (ADR 0048). */
export interface SweepSchedule {
  /** Schedules a sweep about `seconds` from now, unless one is already waiting. */
  next(seconds: number): Promise<void>;
}

export interface AchievementRepository {
  /** Creates or updates the catalogue by key. */
  sync(definitions: AchievementDefinition[]): Promise<void>;
  all(): Promise<Achievement[]>;
  /** When the user earned each achievement they have, by achievement id. */
  earnedBy(userId: number): Promise<Map<number, { earnedAt: Date; sessionId: number }>>;
  /** Awards what is not awarded yet; returns the ids actually awarded now (concurrent calls award once). */
  award(userId: number, sessionId: number, achievementIds: number[]): Promise<number[]>;
}

/** What an analyzer reads: the finished conversation, in the learner's locale. */
export interface AnalysisTranscript {
  locale: 'en' | 'ru';
  messages: { role: 'user' | 'ai'; content: string; speakerName?: string; speakerRole?: string }[];
  /** The scenario's characters as the learner met them, in both languages (absent for a bare transcript). */
  characters?: CharacterNames[];
  /** What each skill looks like at 4, 7 and 10 in this scenario, in `locale`, as the learner read it (absent for a bare transcript). */
  rubric?: ShownRubric;
  /** Whose session it is, when it is one: a model's analysis is counted against that learner's AI usage. */
  learner?: { userId: number; sessionId: number };
}

/**
 * The five skills scored 0–10, what went well and message-level fixes: as facts (`findings`), and
 * as SPEC §3 texts written in the transcript's locale for API clients and the CLI.
 */
export interface SkillAnalysis {
  overall: number;
  scores: Record<Skill, { score: number; feedback: string }>;
  strengths: string[];
  improvements: Improvement[];
  findings: Findings;
}

/** Scores a learner's side of a conversation; 'offline' needs no AI endpoint and is deterministic. */
export interface SkillAnalyzer {
  readonly kind: 'offline' | 'llm';
  analyze(transcript: AnalysisTranscript): Promise<SkillAnalysis>;
}

/**
 * Port: the learner's experience points, kept on the account (identity binds it, ADR 0039). Inside
 * the transaction that saves a result.
 */
export interface ExperienceLedger {
  /**
   * Locks the account's row until the transaction ends; false when the account is gone. Taken before
   * the analysis record, the order account deletion (ADR 0030) locks them in.
   */
  holdAccount(userId: number): Promise<boolean>;
  /** Adds (or, after a lower re-analysis, takes away) points; the total never goes below zero. */
  add(userId: number, points: number): Promise<void>;
}
