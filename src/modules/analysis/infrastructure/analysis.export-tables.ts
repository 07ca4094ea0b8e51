import { columnsOf, timesOf, type ExportTable } from '#src/platform/export/table-section.ts';

/** Analysis's tables in the system data export: results, where each analysis stands, the achievements and who earned them. */
export const analysisExportTables: ExportTable[] = [
  {
    name: 'results', table: 'session_results', key: ['id'],
    columns: {
      ...columnsOf('id', 'session_id', 'user_id', 'scenario_id', 'persona_name', 'locale', 'coach_enabled', 'analyzer', 'overall',
        'empathy', 'clarity', 'problem_solving', 'composure', 'active_listening', 'feedback', 'strengths', 'improvements', 'findings'),
      ...timesOf('completed_at'),
    },
  },
  {
    name: 'analyses', table: 'session_analyses', key: ['id'],
    columns: {
      ...columnsOf('id', 'session_id', 'user_id', 'status', 'attempts', 'last_error'),
      ...timesOf('requested_at', 'failed_at', 'updated_at'),
    },
  },
  {
    name: 'achievements', table: 'achievements', key: ['id'],
    columns: columnsOf('id', 'key', 'name', 'name_ru', 'description', 'description_ru', 'icon', 'tier', 'criterion', 'position'),
  },
  { name: 'userAchievements', table: 'user_achievements', key: ['id'], columns: { ...columnsOf('id', 'user_id', 'achievement_id', 'session_id'), ...timesOf('earned_at') } },
];
