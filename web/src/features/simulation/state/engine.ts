import type { EngineChangedEvent } from '../../../lib/contracts';
import { simulationState } from './simulation.store';

/**
 * The server switched the characters' engine mid-session: to the built-in one once today's AI
 * allowance is spent (OWASP LLM10), back to the AI when a new day brings a new one.
 */
export function engineChanged({ engine, reason }: EngineChangedEvent): void {
  const { details } = simulationState;
  if (!details) return;
  details.engine = engine;
  details.engineReason = reason;
}
