import { columnsOf, timesOf, type ExportTable } from '#src/platform/export/table-section.ts';

/**
 * Practice's tables in the system data export: the catalogue, every session and every line. A
 * session's dialogue state and reply claim stay out: they are working state of a live conversation.
 */
export const practiceExportTables: ExportTable[] = [
  { name: 'categories', table: 'categories', key: ['id'], columns: columnsOf('id', 'name', 'name_ru') },
  {
    name: 'personas', table: 'persona_archetypes', key: ['id'],
    columns: {
      ...columnsOf('id', 'key', 'name', 'name_ru', 'description', 'description_ru', 'mood_bias', 'prompt_hint', 'play'),
      ...timesOf('created_at'),
    },
  },
  {
    name: 'scenarios', table: 'scenarios', key: ['id'],
    columns: {
      ...columnsOf('id', 'key', 'name', 'name_ru', 'description', 'description_ru', 'category_id', 'difficulty', 'system_prompt', 'cast',
        'script'),
      ...timesOf('created_at', 'updated_at', 'retired_at'),
    },
  },
  {
    name: 'scenarioPersonas', table: 'scenario_personas', key: ['scenarioId', 'personaId'],
    columns: { scenarioId: '"scenario_id"', personaId: '"persona_archetype_id"' },
  },
  {
    name: 'sessions', table: 'practice_sessions', key: ['id'],
    columns: {
      ...columnsOf('id', 'user_id', 'scenario_id', 'persona_id', 'persona_first_name', 'persona_gender', 'persona_avatar_url',
        'cast_avatar_urls', 'locale', 'coach_enabled', 'status', 'branched_from_session_id', 'branched_from_message_number'),
      ...timesOf('started_at', 'ended_at'),
    },
  },
  {
    name: 'messages', table: 'session_messages', key: ['id'],
    columns: { ...columnsOf('id', 'session_id', 'user_id', 'sender', 'content', 'speaker_name', 'speaker_role'), ...timesOf('created_at') },
  },
];
