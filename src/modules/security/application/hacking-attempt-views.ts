import type { HackingAttemptView } from '../http/hacking-attempts.contracts.ts';
import type { HackingAttempt } from '../domain/hacking-attempt.ts';

/** SPEC §3 "Hacking attempt": the pattern list and the history travel as JSON strings. */
export function attemptView(a: HackingAttempt): HackingAttemptView {
  return {
    id: a.id, attemptTime: a.attemptTime.toISOString(), userEmail: a.userEmail, sessionId: a.sessionId, riskLevel: a.riskLevel,
    wasBlocked: a.wasBlocked, userIP: a.userIp, userLocale: a.userLocale, message: a.message, detectedPatterns: JSON.stringify(a.patterns),
    reasoning: a.reasoning, suggestedAction: a.suggestedAction, conversationHistory: JSON.stringify(a.history), scenarioName: a.scenarioName,
    scenarioDescription: a.scenarioDescription, source: a.source, modelOutput: a.modelOutput, reviewedBy: a.reviewedBy,
  };
}
