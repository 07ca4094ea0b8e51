import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/features/${path}`, import.meta.url).href) as Promise<T>;

interface Details {
  engine: 'offline' | 'llm';
  engineReason: 'ai-budget' | null;
}
interface SimulationStore {
  simulationState: { sessionId: number | null; details: (Details & Record<string, unknown>) | null };
  resetSimulation(): void;
}
interface Engine {
  engineChanged(event: { sessionId: number; engine: 'offline' | 'llm'; reason: 'ai-budget' | null }): void;
}

describe('web: the engine changing mid-session (AI allowance)', () => {
  let store: SimulationStore;
  let engine: Engine;
  before(async () => {
    store = await load<SimulationStore>('simulation/state/simulation.store.ts');
    engine = await load<Engine>('simulation/state/engine.ts');
  });
  afterEach(() => store.resetSimulation());

  it('switches the shown engine to the built-in one with its reason, and back the next day', () => {
    store.simulationState.sessionId = 5;
    store.simulationState.details = { engine: 'llm', engineReason: null, scenarioName: 'Gym' };
    engine.engineChanged({ sessionId: 5, engine: 'offline', reason: 'ai-budget' });
    expect(store.simulationState.details).to.deep.equal({ engine: 'offline', engineReason: 'ai-budget', scenarioName: 'Gym' });
    engine.engineChanged({ sessionId: 5, engine: 'llm', reason: null });
    expect(store.simulationState.details).to.include({ engine: 'llm', engineReason: null });
  });

  it('waits for the session to load: nothing to switch before its details arrive', () => {
    engine.engineChanged({ sessionId: 5, engine: 'offline', reason: 'ai-budget' });
    expect(store.simulationState.details).to.equal(null);
  });
});
