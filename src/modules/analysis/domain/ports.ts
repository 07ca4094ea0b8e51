import type { ScenarioCompletion, SessionResult } from './result.ts';

export interface ResultRepository {
  save(result: SessionResult): Promise<void>;
  /** The most completed scenarios, with the community's average of each skill. */
  mostCompleted(count: number): Promise<ScenarioCompletion[]>;
}
