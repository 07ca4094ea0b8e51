/** OWASP LLM01: how dangerous a learner's message looks, from harmless to an outright attack. */
export const RISK_LEVELS = ['Low', 'Medium', 'High', 'Critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** High and Critical never reach a character; Medium goes through and is recorded. */
export function isBlocked(level: RiskLevel): boolean {
  return level === 'High' || level === 'Critical';
}

/** Low is ordinary conversation: nothing is recorded. */
export function isRecorded(level: RiskLevel): boolean {
  return level !== 'Low';
}

export function higherRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_LEVELS.indexOf(a) >= RISK_LEVELS.indexOf(b) ? a : b;
}
