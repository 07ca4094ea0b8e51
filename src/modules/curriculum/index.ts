import { ContainerModule } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import type { LanguageModel } from '#src/platform/ai/language-model.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { bindResolved, bindUseCases } from '#src/platform/di.ts';
import { bindExportTables } from '#src/platform/export/table-section.ts';
import { curriculumExportTables } from './infrastructure/curriculum.export-tables.ts';
import { AnalysisCompleted } from '#src/modules/analysis/index.ts';
import { IDENTITY } from '#src/modules/identity/index.ts';
import { CURRICULUM } from './curriculum.tokens.ts';
import type { CurriculumPlanner } from './domain/ports.ts';
import { MikroOrmOnboardingProfileRepository } from './infrastructure/mikro-orm-onboarding-profile.repository.ts';
import { MikroOrmCurriculumRepository } from './infrastructure/mikro-orm-curriculum.repository.ts';
import { MikroOrmAssignmentRepository } from './infrastructure/mikro-orm-assignment.repository.ts';
import { OfflineCurriculumPlanner } from './infrastructure/offline-curriculum-planner.ts';
import { MikroOrmPersonalDataEraser } from './infrastructure/mikro-orm-personal-data.eraser.ts';
import { OpenAiCurriculumPlanner } from './infrastructure/openai-curriculum-planner.ts';
import { ValidateGoals } from './application/validate-goals.ts';
import { SaveGoals } from './application/save-goals.ts';
import { ViewOnboardingProfile } from './application/view-onboarding-profile.ts';
import { LearnerStanding } from './application/learner-standing.ts';
import { CurriculumViews } from './application/curriculum-views.ts';
import { RefreshDynamicCurriculum } from './application/refresh-dynamic-curriculum.ts';
import { GenerateCurriculum } from './application/generate-curriculum.ts';
import { ViewCurriculum } from './application/view-curriculum.ts';
import { AssignmentProgress } from './application/assignment-progress.ts';
import { AssignmentViews } from './application/assignment-views.ts';
import { CreateAssignment } from './application/create-assignment.ts';
import { ListTeamAssignments } from './application/list-team-assignments.ts';
import { RemoveAssignment } from './application/remove-assignment.ts';
import { KeptPlans } from './application/kept-plans.ts';
import { ListMyAssignments } from './application/list-my-assignments.ts';
import { assignmentsRouter } from './http/assignments.routes.ts';
import { onboardingRouter } from './http/onboarding.routes.ts';
import { curriculumRouter } from './http/curriculum.routes.ts';
import { PRACTICE, type AiAllowance } from '#src/modules/practice/index.ts';
import { learnerLimit } from '#src/platform/http/learner-limit.ts';

export { curriculumEntities } from './infrastructure/curriculum.entities.ts';
export { CURRICULUM, SaveGoals, GenerateCurriculum, ViewCurriculum, RefreshDynamicCurriculum };
export type { CurriculumPlan, CurriculumRepository, GoalOrigin, GoalScreen } from './domain/ports.ts';

/** With an AI endpoint the model plans within the offline plan's bounds; without one the offline planner plans (DESIGN §5). */
export function curriculumPlannerFor(config: Config, logger: Logger, model?: LanguageModel, allowance?: AiAllowance): CurriculumPlanner {
  const offline = new OfflineCurriculumPlanner();
  // A plan belongs to no session: the learner's own daily allowance is what counts (no session has id 0).
  const mayCall = async (userId: number) => {
    const left = await allowance?.remaining({ userId, sessionId: 0 });
    return !left || (left.calls > 0 && left.tokens > 0);
  };
  return config.aiConfigured && model ? new OpenAiCurriculumPlanner(model, offline, logger, mayCall) : offline;
}

/** Curricula one learner may have planned per minute (onboarding asks once; a retry or two is fine). */
const PLANS_PER_MINUTE = 5;
/** Goal saves one learner may make per minute: a learner saves once or twice; each save screens their own words. */
const GOAL_SAVES_PER_MINUTE = 10;

export const curriculumModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(CURRICULUM.OnboardingProfileRepository).to(MikroOrmOnboardingProfileRepository).inSingletonScope();
    bind(CURRICULUM.CurriculumRepository).to(MikroOrmCurriculumRepository).inSingletonScope();
    bind(CURRICULUM.AssignmentRepository).to(MikroOrmAssignmentRepository).inSingletonScope();
    bind(CURRICULUM.AccountHold).toService(IDENTITY.ExperienceLedger);
    bindExportTables(bind, curriculumExportTables);
    // Deleting an account (identity's DeleteUser, ADR 0030) erases its goals, plans and assignment rows here.
    bind(IDENTITY.PersonalDataErasers).to(MikroOrmPersonalDataEraser).inSingletonScope();
    bind(CURRICULUM.CurriculumPlanner).toResolvedValue(
      (logger: Logger, model?: LanguageModel, allowance?: AiAllowance) => curriculumPlannerFor(config, logger, model, allowance),
      [PLATFORM.Logger, { serviceIdentifier: PLATFORM.LanguageModel, optional: true }, { serviceIdentifier: PRACTICE.AiAllowance, optional: true }],
    ).inSingletonScope();
    bindUseCases(bind, [ValidateGoals, SaveGoals, ViewOnboardingProfile, LearnerStanding, CurriculumViews, KeptPlans, RefreshDynamicCurriculum,
      GenerateCurriculum, ViewCurriculum]);
    const goalSaves = learnerLimit(GOAL_SAVES_PER_MINUTE);
    bindResolved(bind, PLATFORM.HttpRouter, { viewProfile: ViewOnboardingProfile, validateGoals: ValidateGoals, saveGoals: SaveGoals },
      (u) => onboardingRouter(u, goalSaves));
    // Each plan may be a model call or two: a learner asks a few times, a script thousands.
    const plans = learnerLimit(PLANS_PER_MINUTE);
    bindResolved(bind, PLATFORM.HttpRouter, { generateCurriculum: GenerateCurriculum, viewCurriculum: ViewCurriculum }, (u) => curriculumRouter(u, plans));
    bindUseCases(bind, [AssignmentProgress, AssignmentViews, CreateAssignment, ListTeamAssignments, RemoveAssignment, ListMyAssignments]);
    bindResolved(bind, PLATFORM.HttpRouter, { createAssignment: CreateAssignment, listTeamAssignments: ListTeamAssignments,
      removeAssignment: RemoveAssignment, listMyAssignments: ListMyAssignments }, assignmentsRouter);

    // SPEC §4: both variants refresh when an analysis completes; only learners with a curriculum have one to keep up.
    bindResolved(bind, PLATFORM.StartupTask,
      { events: PLATFORM.EventBus, db: PLATFORM.Database, refresh: RefreshDynamicCurriculum, plans: CURRICULUM.CurriculumRepository },
      ({ events, db, refresh, plans }) => ({
        name: 'curriculum: plan the dynamic path again after every completed analysis',
        serverOnly: true,
        async run() {
          events.subscribe(AnalysisCompleted, ({ userId }) => db.inContext(async () => {
            if (await plans.hasAny(userId)) await refresh.current(userId);
          }));
        },
      }));
  });
