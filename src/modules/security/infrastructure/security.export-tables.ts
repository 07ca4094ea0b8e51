import { columnsOf, timesOf, type ExportTable } from '#src/platform/export/table-section.ts';

/**
 * Security's tables in the system data export: the hacking attempts, the AI usage ledger and the audit
 * trail of SuperAdmin changes (which never holds a secret: a changed password reads "(changed)"). What a
 * model said when it gave its hidden prompt away (`model_output`) stays out: it may quote the prompt and
 * the session's canary, which are for the output guard only.
 */
export const securityExportTables: ExportTable[] = [
  {
    name: 'hackingAttempts', table: 'hacking_attempts', key: ['id'],
    columns: {
      ...columnsOf('id', 'user_id', 'user_email', 'session_id', 'risk_level', 'was_blocked', 'user_ip', 'user_locale', 'message',
        'patterns', 'reasoning', 'suggested_action', 'reviewed_by', 'history', 'scenario_name', 'scenario_description', 'source'),
      ...timesOf('attempt_time'),
    },
  },
  {
    name: 'aiUsage', table: 'ai_usage', key: ['id'],
    columns: {
      ...columnsOf('id', 'model', 'purpose', 'user_id', 'session_id', 'prompt_tokens', 'completion_tokens', 'estimated', 'outcome',
        'duration_ms'),
      ...timesOf('called_at'),
    },
  },
  {
    name: 'auditEntries', table: 'audit_entries', key: ['id'],
    columns: {
      ...columnsOf('id', 'actor_id', 'actor_email', 'action', 'target_user_id', 'target_email', 'before', 'after', 'ip'),
      ...timesOf('at'),
    },
  },
];
