import { z } from 'zod';
import { pathId } from '#src/platform/http/path-id.contracts.ts';
import { visibleText } from '../../../shared/learner-message.ts';

/**
 * Contracts of practice sessions: the start call (POST /api/sessions and hub StartSession), the
 * unended list, and the simulation hub's events (DESIGN.md §4; field names from SPEC.md §3).
 */

const avatarUrl = z.string().regex(/^\/avatars\/(male|female)\/([1-9]|[1-6]\d|70)\.svg$/, 'Choose one of the avatars offered.');

export const startSessionRequest = z.object({
  scenarioId: z.number().int().positive(),
  coachEnabled: z.boolean().default(true),
  /** 0 = the generic conversation partner. */
  personaId: z.number().int().min(0).default(0),
  locale: z.enum(['en', 'ru']).default('en'),
  gender: z.enum(['male', 'female']).default('male'),
  /** Max 50; invisible characters are dropped; blank becomes null. */
  firstName: z.string().trim().max(50, 'First name must be at most 50 characters.').nullish().transform((v) => (v && visibleText(v).trim()) || null),
  /** An avatar served by Rapport itself: /avatars/{male|female}/{1..70}.svg */
  avatarUrl: avatarUrl.nullish().transform((v) => v ?? null),
  /** Group scenes: the looks chosen for the second and third characters, in cast order. */
  castAvatarUrls: z.array(avatarUrl).max(2, 'A scene has at most two other characters.').default([]),
});
export const startSessionResponse = z.object({ success: z.literal(true), sessionId: z.number().int() });

export const sessionIdParams = z.object({ id: pathId });
/** "Try this moment again": the learner message to answer again, numbered 1… among the lines said, as results number improvements. */
export const branchSessionRequest = z.object({
  fromMessageNumber: z.number().int().positive(),
  /** False: the retry goes without the coach the original had (the coach allowance is used up); it never adds a coach. */
  withCoach: z.boolean().default(true),
});

export const successResponse = z.object({ success: z.literal(true) });

export const unendedQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const unendedSession = z.object({
  sessionId: z.number().int(),
  scenarioId: z.number().int(),
  scenarioName: z.string(),
  scenarioName_ru: z.string(),
  scenarioDescription: z.string(),
  scenarioDescription_ru: z.string(),
  startedAt: z.string(),
  messageCount: z.number().int(),
  /** Whether the learner has written anything in it yet: one they have not can be discarded. */
  spoken: z.boolean(),
});
export const unendedPage = z.object({ data: z.array(unendedSession), page: z.number().int(), hasMore: z.boolean() });

export const speakerInfo = z.object({ name: z.string(), role: z.string() });
export const chatMessage = z.object({
  id: z.number().int(),
  sender: z.enum(['user', 'ai']),
  content: z.string(),
  speakerInfo: speakerInfo.nullable(),
  timestamp: z.string(),
});

/** Event `session-started`: the answer to JoinSession, with everything said so far. */
export const sessionStartedEvent = z.object({
  sessionId: z.number().int(),
  scenarioId: z.number().int(),
  scenarioName: z.string(),
  scenarioDescription: z.string(),
  personaInfo: z.object({ firstName: z.string().nullable(), gender: z.enum(['male', 'female']), avatarUrl: z.string().nullable(), userRole: z.string() }),
  /** SPEC: a JSON list of {name, role, borderColor, gradientStart, gradientEnd, color, avatarUrl}. */
  groupSpeakerProfiles: z.string(),
  isCoachModeEnabled: z.boolean(),
  /** SPEC: a JSON list of {name, role, message}: the characters' opening lines. */
  initialMessage: z.string(),
  messages: z.array(chatMessage),
  /**
   * In a branch ("try this moment again"), how many of `messages`, from the first, were copied from the
   * earlier session: the learner's lines among them are not written in this one (0 otherwise).
   */
  copiedMessages: z.number().int().min(0),
  /** Coach tips given so far, oldest first. */
  coachTips: z.array(z.string()),
  status: z.enum(['InProgress', 'Completed']),
  /** 'offline' when the built-in engine plays the characters (no AI endpoint configured, the AI is down, or today's AI allowance is spent). */
  engine: z.enum(['offline', 'llm']),
  /** Why the built-in engine plays where the AI could: 'ai-budget' once today's AI allowance is spent (until the next UTC day); otherwise null. */
  engineReason: z.enum(['ai-budget']).nullable(),
  locale: z.enum(['en', 'ru']),
  /** The character who walked out, ending the conversation (the learner can only end the session); null while it goes on. */
  characterLeft: speakerInfo.nullable(),
});

export const messageEvent = chatMessage.extend({ sessionId: z.number().int() });
export const messageDeltaEvent = z.object({ sessionId: z.number().int(), speakerInfo, text: z.string() });
export const typingEvent = z.object({ sessionId: z.number().int(), isTyping: z.boolean(), speakerInfo: speakerInfo.nullable() });
export const coachTipEvent = z.object({ sessionId: z.number().int(), tip: z.string() });
export const coachEnabledEvent = z.object({ sessionId: z.number().int(), isCoachModeEnabled: z.literal(true) });
export const sessionEndedEvent = z.object({ sessionId: z.number().int() });
/** A character walked out: nothing more will be said; the learner can end the session. */
export const characterLeftEvent = z.object({ sessionId: z.number().int(), speakerInfo });

/** The engine playing the characters changed mid-session: to the built-in one when today's AI allowance is spent, back to the AI the next day. */
export const engineChangedEvent = z.object({
  sessionId: z.number().int(),
  engine: z.enum(['offline', 'llm']),
  reason: z.enum(['ai-budget']).nullable(),
});

/** The simulation hub's events by name: what the server emits and the web client parses. */
export const simulationEvents = {
  'session-started': sessionStartedEvent,
  message: messageEvent,
  'message-delta': messageDeltaEvent,
  'typing-indicator': typingEvent,
  'coach-enabled': coachEnabledEvent,
  'coach-tip': coachTipEvent,
  'session-ended': sessionEndedEvent,
  'character-left': characterLeftEvent,
  'engine-changed': engineChangedEvent,
};
export type SimulationEvents = { [K in keyof typeof simulationEvents]: z.infer<(typeof simulationEvents)[K]> };

export type StartSessionRequest = z.input<typeof startSessionRequest>;
export type BranchSessionRequest = z.input<typeof branchSessionRequest>;
export type UnendedPage = z.infer<typeof unendedPage>;
export type ChatMessage = z.infer<typeof chatMessage>;
export type SessionStartedEvent = z.infer<typeof sessionStartedEvent>;
export type MessageEvent = z.infer<typeof messageEvent>;
export type MessageDeltaEvent = z.infer<typeof messageDeltaEvent>;
export type TypingEvent = z.infer<typeof typingEvent>;
export type CoachTipEvent = z.infer<typeof coachTipEvent>;
export type CoachEnabledEvent = z.infer<typeof coachEnabledEvent>;
export type SessionEndedEvent = z.infer<typeof sessionEndedEvent>;
export type CharacterLeftEvent = z.infer<typeof characterLeftEvent>;
export type EngineChangedEvent = z.infer<typeof engineChangedEvent>;
