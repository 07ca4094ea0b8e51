import type { SavedGoals } from './goals.ts';
import type { DynamicInput, InitialInput, PlannedItem } from './planning.ts';

export interface OnboardingProfile extends SavedGoals {
  userId: number;
  updatedAt: Date;
}

/** Where a learner's goals came from, for the security record. */
export interface GoalOrigin {
  email: string;
  ip: string | null;
}

/**
 * Port (the security module): goals in the learner's own words go into the AI planner's prompt, so
 * each is screened as a chat message is, before it is kept (OWASP LLM01). Throws
 * SECURITY.MESSAGE_BLOCKED when one must go no further, or SECURITY.SENDING_PAUSED while the
 * learner is paused after repeated blocked messages.
 */
export interface GoalScreen {
  screen(userId: number, origin: GoalOrigin, goals: readonly string[]): Promise<void>;
}

export interface OnboardingProfileRepository {
  find(userId: number): Promise<OnboardingProfile | null>;
  /** Creates or replaces the user's goals. */
  save(userId: number, goals: SavedGoals): Promise<OnboardingProfile>;
}

export type CurriculumVariant = 'initial' | 'dynamic';
export type PlannerKind = 'offline' | 'llm';

/** A saved path: which scenarios, in order, and why; statuses are not kept (they come from sessions). */
export interface CurriculumPlan {
  userId: number;
  variant: CurriculumVariant;
  items: PlannedItem[];
  /** Which planner chose the items (the LLM one falls back to the offline one). */
  planner: PlannerKind;
  /** The results the plan was made from (see `resultsMark`): a dynamic plan with another mark is out of date. */
  basedOn: string;
  generatedAt: Date;
}

/** The learner's account, as identity keeps it (bound to identity's ledger, as analysis' is). */
export interface AccountHold {
  /** Locks the account's row until the transaction ends; false when the account is gone. */
  holdAccount(userId: number): Promise<boolean>;
}

export interface CurriculumRepository {
  find(userId: number, variant: CurriculumVariant): Promise<CurriculumPlan | null>;
  /** Creates or replaces the user's plan of that variant. */
  save(plan: CurriculumPlan): Promise<void>;
  /** Whether the user has any plan: only they have a dynamic one to keep up to date. */
  hasAny(userId: number): Promise<boolean>;
}

export interface Planned {
  items: PlannedItem[];
  planner: PlannerKind;
}

/** Port (DESIGN §5): chooses the scenarios of a path. Every item it returns names a real scenario. */
export interface CurriculumPlanner {
  readonly kind: PlannerKind;
  initial(input: InitialInput): Promise<Planned>;
  dynamic(input: DynamicInput): Promise<Planned>;
}
