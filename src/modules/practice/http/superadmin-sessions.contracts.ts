import { z } from 'zod';
import { pathId } from '#src/platform/http/path-id.contracts.ts';
import { calendarDay as day } from '#src/platform/http/calendar-day.contracts.ts';
import { END_BEFORE_START_RULE, endNotBeforeStart } from '#src/shared/calendar-day.ts';

/**
 * Contracts of the SuperAdmin's view of a learner's practice (SPEC §2 User detail tabs and
 * Session detail, §3 Activity/Message items and "Session detail (SuperAdmin)"). SuperAdmin only.
 * Dates travel as ISO strings; the filters take whole UTC days, both ends included.
 */

const isoDate = z.string();
const page = z.coerce.number().int().min(1).default(1);
/** SPEC §9: a session's messages are shown 50 to a page. */
export const SESSION_MESSAGES_PAGE_SIZE = 50;
const ACTIVITY_PAGE_SIZE = 20;

export const userIdParams = z.object({ id: pathId });
export const sessionIdParams = z.object({ id: pathId });

// ---- GET /api/superadmin/users/{id}/activity --------------------------------------------------
export const activityQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(ACTIVITY_PAGE_SIZE),
  status: z.enum(['all', 'completed', 'incomplete']).default('all'),
  dateFrom: day.optional(),
  dateTo: day.optional(),
}).refine(endNotBeforeStart, END_BEFORE_START_RULE);
export type ActivityQuery = z.output<typeof activityQuery>;

/** SPEC §3 "Activity item" (one practice session), newest first. */
export const activityItem = z.object({
  sessionId: z.number().int(),
  scenarioId: z.number().int(),
  scenarioName: z.string(),
  scenarioName_ru: z.string(),
  startedAt: isoDate,
  completedAt: isoDate.nullable(),
  durationSeconds: z.number().int().nullable(),
  status: z.enum(['completed', 'incomplete']),
  /** 0–10; null until the analysis is done (or for an unfinished session). */
  overallScore: z.number().nullable(),
});
export const activityPage = z.object({
  items: z.array(activityItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
});

// ---- GET /api/superadmin/users/{id}/messages --------------------------------------------------
export const messagesQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(ACTIVITY_PAGE_SIZE),
  dateFrom: day.optional(),
  dateTo: day.optional(),
}).refine(endNotBeforeStart, END_BEFORE_START_RULE);
export type MessagesQuery = z.output<typeof messagesQuery>;

/** SPEC §3 "Message item": every line of the user's sessions (theirs and the characters'), newest first. */
export const messageItem = z.object({
  id: z.number().int(),
  timestamp: isoDate,
  direction: z.enum(['user', 'ai', 'system']),
  /** The first 200 characters. */
  contentSnippet: z.string(),
  sessionId: z.number().int(),
  speakerName: z.string().nullable(),
});
export const messagesPage = z.object({
  items: z.array(messageItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
});

// ---- GET /api/superadmin/sessions/{id} --------------------------------------------------------
export const sessionDetailQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(200).default(SESSION_MESSAGES_PAGE_SIZE),
});

export const sessionMessage = z.object({
  id: z.number().int(),
  /** 1-based position in the whole conversation. */
  number: z.number().int(),
  sender: z.enum(['user', 'ai', 'system']),
  content: z.string(),
  speakerName: z.string().nullable(),
  speakerRole: z.string().nullable(),
  timestamp: isoDate,
});

/** SPEC §3 "Session detail (SuperAdmin)". `feedback` is null until the analysis is done. */
export const superAdminSessionDetail = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userEmail: z.string().nullable(),
  scenarioId: z.number().int(),
  scenarioName: z.string(),
  scenarioName_ru: z.string(),
  scenarioDescription: z.string(),
  scenarioDescription_ru: z.string(),
  personaName: z.string().nullable(),
  locale: z.string(),
  coachEnabled: z.boolean(),
  startedAt: isoDate,
  completedAt: isoDate.nullable(),
  durationSeconds: z.number().int().nullable(),
  status: z.enum(['completed', 'incomplete']),
  overallScore: z.number().nullable(),
  messages: z.array(sessionMessage),
  totalMessages: z.number().int(),
  pageSize: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  feedback: z.object({
    overallScore: z.number(),
    empathyScore: z.number(),
    clarityScore: z.number(),
    problemSolvingScore: z.number(),
    composureScore: z.number(),
    activeListeningScore: z.number(),
    overallFeedback: z.string(),
    empathyFeedback: z.string(),
    clarityFeedback: z.string(),
    problemSolvingFeedback: z.string(),
    composureFeedback: z.string(),
    activeListeningFeedback: z.string(),
    strengths: z.array(z.string()),
    improvements: z.array(z.object({ messageNumber: z.number().int().nullable(), issue: z.string(), suggestion: z.string() })),
  }).nullable(),
});

export type ActivityItem = z.infer<typeof activityItem>;
export type ActivityPage = z.infer<typeof activityPage>;
export type MessageItem = z.infer<typeof messageItem>;
export type MessagesPage = z.infer<typeof messagesPage>;
export type SessionMessage = z.infer<typeof sessionMessage>;
export type SuperAdminSessionDetail = z.infer<typeof superAdminSessionDetail>;
