import { planDynamic } from '../domain/dynamic-plan.ts';
import { planInitial } from '../domain/initial-plan.ts';
import type { DynamicInput, InitialInput } from '../domain/planning.ts';
import type { CurriculumPlanner, Planned } from '../domain/ports.ts';

/** The deterministic planner of ADR 0024: the same goals and results always give the same path. */
export class OfflineCurriculumPlanner implements CurriculumPlanner {
  readonly kind = 'offline' as const;

  async initial(input: InitialInput): Promise<Planned> {
    return { items: planInitial(input), planner: 'offline' };
  }

  async dynamic(input: DynamicInput): Promise<Planned> {
    return { items: planDynamic(input), planner: 'offline' };
  }
}
