import { z } from 'zod';
import { pathId } from '#src/platform/http/path-id.contracts.ts';
import { SKILLS, type Findings } from '#src/shared/findings.ts';

/** Contracts of results, history, achievements and the dashboard (SPEC.md §3, §7 "Dashboard and results"). */

export const topScenariosQuery = z.object({ count: z.coerce.number().int().min(1).max(20).default(3) });

const average = z.number().nullable();
const skillAverages = z.object({ empathy: average, clarity: average, problemSolving: average, composure: average, activeListening: average });
export const topScenario = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ru: z.string(),
  description: z.string(),
  description_ru: z.string(),
  category: z.string(),
  category_ru: z.string(),
  // Spelled out rather than imported: the web client type-checks this file, and the practice
  // module's index would pull the whole server into that check.
  difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  difficulty_ru: z.string(),
  completionCount: z.number().int(),
  skillAverages,
});

export const sessionIdParams = z.object({ id: pathId });
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

const scored = z.object({ score: z.number(), feedback: z.string() });
const rubricLines = z.object({ '4': z.string(), '7': z.string(), '10': z.string() });
/**
 * The scenario's rubric for one skill in the session's language (R2.12): `lines` at 4, 7 and 10,
 * `level` the highest the score reached and `line` its text; both null below 4.
 */
export const skillRubric = z.object({
  level: z.union([z.literal(4), z.literal(7), z.literal(10)]).nullable(),
  line: z.string().nullable(),
  lines: rubricLines,
  /**
   * The scenario has no rubric of its own (or is gone): the general one. Either way the lines are in
   * the session's language, whose version of the scenario (its characters, its details) they name.
   */
  generic: z.boolean(),
});
const scoredSkill = scored.extend({ rubric: skillRubric });
export const improvement = z.object({
  messageNumber: z.number().int(),
  speakerName: z.string(),
  speakerRole: z.string(),
  aiMessage: z.string(),
  userResponse: z.string(),
  issue: z.string(),
  suggestion: z.string(),
});

const localized = z.object({ en: z.string(), ru: z.string() });
const counts = z.record(z.string(), z.number());
const band = z.enum(['excellent', 'good', 'fair', 'poor']);
/** One of the scenario's characters as the learner met them, in both languages. */
export const characterNames = z.object({ name: localized, role: localized });

/**
 * The analysis as facts (ADR 0014): `kind` names the sentence (web/src/locales/<lang>/findings.json)
 * that says it, with the counts and the learner's quoted words it cites; `written` is the language
 * model's own text in both languages. Kinds are open: a client that does not know one shows the
 * text field of the same item instead.
 */
const skillFinding = z.object({ kind: z.string(), band, counts: counts.optional(), quote: z.string().optional(), written: localized.optional() });
export const findings = z.object({
  scores: z.object({ empathy: skillFinding, clarity: skillFinding, problemSolving: skillFinding, composure: skillFinding, activeListening: skillFinding }),
  strengths: z.array(z.object({
    kind: z.string(), skill: z.enum(SKILLS).nullable(), counts: counts.optional(), score: z.number().optional(), written: localized.optional(),
  })),
  improvements: z.array(z.object({
    kind: z.string(), messageNumber: z.number().int(), quote: z.string().optional(), counts: counts.optional(),
    character: characterNames.nullable(), written: z.object({ issue: localized, suggestion: localized }).optional(),
  })),
}) satisfies z.ZodType<Findings>;

/** One line of the conversation as the results show it (system lines are never included). */
export const conversationLine = z.object({
  role: z.enum(['user', 'ai']),
  content: z.string(),
  speakerName: z.string().nullable(),
  speakerRole: z.string().nullable(),
});

const skillFigures = z.object({
  overall: z.number(), empathy: z.number(), clarity: z.number(), problemSolving: z.number(), composure: z.number(), activeListening: z.number(),
});
/** A retry of one moment of another session ("Try this moment again"), compared with it. */
export const branchComparison = z.object({
  originalSessionId: z.number().int(),
  /** The learner message answered again, numbered as improvements number them. */
  messageNumber: z.number().int(),
  originalAnswer: z.string(),
  /** Null when the learner ended the retry without answering. */
  newAnswer: z.string().nullable(),
  /** Null while the original has no result (analysis pending or failed). */
  originalScores: skillFigures.nullable(),
  /** This session's scores minus the original's; null with originalScores. */
  deltas: skillFigures.nullable(),
});

/** SPEC §3 "Results"; `id` is the session id (the id in /results/{id} and /history/{id}). */
export const sessionResults = z.object({
  id: z.number().int(),
  scenarioId: z.number().int(),
  scenarioName: z.string(),
  scenarioName_ru: z.string(),
  scenarioDescription: z.string(),
  scenarioDescription_ru: z.string(),
  completedAt: z.string(),
  /** The character the learner talked to (the scenario's first), named as they saw it. */
  personaName: z.string().nullable(),
  /** The scenario's characters in both languages; empty once the scenario has left the catalogue. */
  characters: z.array(characterNames),
  /** The language the learner practised in; the analysis texts (feedback, strengths, improvements) are written in it. */
  locale: z.enum(['en', 'ru']),
  /** Whether the coach took part: a retry of one of its moments brings the coach again, from the learner's allowance. */
  coachEnabled: z.boolean(),
  /** Which engine wrote the analysis: the built-in rubric (no AI endpoint) or the language model. */
  analyzer: z.enum(['offline', 'llm']),
  scores: z.object({
    overall: scored,
    empathy: scoredSkill,
    clarity: scoredSkill,
    problemSolving: scoredSkill,
    composure: scoredSkill,
    activeListening: scoredSkill,
  }),
  strengths: z.array(z.string()),
  improvements: z.array(improvement),
  /** The same analysis as facts, to word in the reader's language; null for results analysed before they were kept. */
  findings: findings.nullable(),
  conversationHistory: z.array(conversationLine),
  /** The conversation as plain text, one 'Speaker: text' line per message. */
  transcript: z.string(),
  /** Set when this session retried a moment of another; null otherwise (or once the original is deleted). */
  branch: branchComparison.nullable(),
});

/** SPEC §3 "History item". */
export const historyItem = z.object({
  sessionId: z.number().int(),
  scenarioId: z.number().int(),
  scenarioName: z.string(),
  scenarioName_ru: z.string(),
  /** Null until the analysis is done. */
  overallScore: z.number().nullable(),
  /** When it was analysed; for one not analysed yet, when it ended. */
  completedAt: z.string(),
  /** The session ended; its analysis is done, still to come, or failed (to be retried). */
  analysis: z.enum(['completed', 'pending', 'failed']),
});
export const historyPage = z.object({ data: z.array(historyItem), page: z.number().int(), hasMore: z.boolean() });

/** SPEC §3 "Average scores". */
export const averageScores = z.object({
  hasData: z.boolean(),
  sessionCount: z.number().int(),
  averageScores: z.object({
    overall: z.number(),
    empathy: z.number(),
    clarity: z.number(),
    problemSolving: z.number(),
    composure: z.number(),
    activeListening: z.number(),
  }),
});

/** R2.12 progress: how many weeks back the trend goes (the current week included). Spelled out: the web type-checks this file. */
export const progressQuery = z.object({ weeks: z.coerce.number().int().min(1).max(52).default(12) });
const nullableSkills = z.object({ empathy: average, clarity: average, problemSolving: average, composure: average, activeListening: average });
const namedScenario = { scenarioId: z.number().int(), scenarioName: z.string(), scenarioName_ru: z.string() };
const personalBest = z.object({ score: z.number(), sessionId: z.number().int(), ...namedScenario, achievedAt: z.string() }).nullable();
const mover = z.object({
  ...namedScenario, first: z.number(), latest: z.number(), change: z.number(), sessions: z.number().int(),
}).nullable();
/**
 * Weeks are ISO weeks (Monday 'YYYY-MM-DD') in UTC, oldest first, every one of them (a week without
 * results has 0 sessions and null scores); streak days are UTC days; a mover is null when no
 * scenario completed twice raised that skill.
 */
export const progress = z.object({
  weeks: z.array(z.object({ weekStart: z.string(), sessions: z.number().int(), overall: average, skills: nullableSkills })),
  sessions: z.number().int(),
  personalBests: z.object({
    overall: personalBest, empathy: personalBest, clarity: personalBest, problemSolving: personalBest, composure: personalBest, activeListening: personalBest,
  }),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  movers: z.object({ empathy: mover, clarity: mover, problemSolving: mover, composure: mover, activeListening: mover }),
});

export const achievementTier = z.enum(['Bronze', 'Silver', 'Gold', 'Platinum']);
/** SPEC §3 "Achievement": earned ones carry earnedAt; locked ones carry progress. */
export const achievement = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  name_ru: z.string(),
  description: z.string(),
  description_ru: z.string(),
  icon: z.string(),
  tier: achievementTier,
  earnedAt: z.string().nullable(),
  progress: z.object({ current: z.number(), target: z.number(), percentage: z.number() }),
});

/** SPEC §3 "Analysis retry stats". */
export const retryStats = z.object({
  totalSessionsAnalyzedToday: z.number().int(),
  pendingRetries: z.number().int(),
  recentSuccessfulRetries: z.number().int(),
  permanentlyFailedSessions: z.number().int(),
  successRate: z.number(),
  circuitBreakerStatus: z.object({
    state: z.enum(['Closed', 'HalfOpen', 'Open']),
    isHealthy: z.boolean(),
    failureCount: z.number().int(),
    successCount: z.number().int(),
    nextRetryTime: z.string().nullable(),
  }),
  recentFailedSessions: z.array(z.object({ sessionId: z.number().int(), scenarioName: z.string(), userEmail: z.string(), endTime: z.string(), reason: z.string() })),
  recentRetryAttempts: z.array(z.object({ sessionId: z.number().int(), userEmail: z.string(), wasSuccessful: z.boolean(), attemptTime: z.string() })),
});
export const requeueResult = z.object({ success: z.literal(true), requeued: z.number().int() });

/** Hub event `analysis-complete` on /hubs/simulation. */
export const analysisCompleteEvent = z.object({ sessionId: z.number().int(), newAchievements: z.array(achievement) });
/** Hub event `analysis-failed`: every attempt failed; a SuperAdmin can re-queue it. */
export const analysisFailedEvent = z.object({ sessionId: z.number().int(), message: z.string() });

export type TopScenario = z.infer<typeof topScenario>;
export type SessionResults = z.infer<typeof sessionResults>;
export type SkillRubricView = z.infer<typeof skillRubric>;
export type ImprovementView = z.infer<typeof improvement>;
export type ConversationLine = z.infer<typeof conversationLine>;
export type FindingsView = z.infer<typeof findings>;
export type CharacterNamesView = z.infer<typeof characterNames>;
export type HistoryItem = z.infer<typeof historyItem>;
export type HistoryPage = z.infer<typeof historyPage>;
export type AverageScores = z.infer<typeof averageScores>;
export type Progress = z.infer<typeof progress>;
export type AchievementView = z.infer<typeof achievement>;
export type AchievementTier = z.infer<typeof achievementTier>;
export type RetryStats = z.infer<typeof retryStats>;
export type RequeueResult = z.infer<typeof requeueResult>;
export type AnalysisCompleteEvent = z.infer<typeof analysisCompleteEvent>;
export type AnalysisFailedEvent = z.infer<typeof analysisFailedEvent>;
