import { columnsOf, timesOf, type ExportTable } from '#src/platform/export/table-section.ts';

/** Curriculum's tables in the system data export: goals, planned paths and team assignments. */
export const curriculumExportTables: ExportTable[] = [
  {
    name: 'onboardingProfiles', table: 'onboarding_profiles', key: ['userId'],
    columns: { ...columnsOf('user_id', 'goal_categories', 'own_goals'), ...timesOf('updated_at') },
  },
  {
    name: 'curriculumPlans', table: 'curriculum_plans', key: ['userId', 'variant'],
    columns: { ...columnsOf('user_id', 'variant', 'items', 'planner', 'based_on'), ...timesOf('generated_at') },
  },
  {
    name: 'assignments', table: 'assignments', key: ['id'],
    columns: {
      ...columnsOf('id', 'organization_id', 'scenario_id', 'pass_score', 'whole_team', 'created_by_user_id'),
      // A calendar day as written ('YYYY-MM-DD'): read as a date it would come back as midnight in the server's zone.
      dueDate: '"due_date"::text',
      ...timesOf('created_at'),
    },
  },
  { name: 'assignmentMembers', table: 'assignment_members', key: ['assignmentId', 'userId'], columns: columnsOf('assignment_id', 'user_id') },
];
