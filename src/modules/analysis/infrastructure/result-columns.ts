/**
 * How the session_results table is read in SQL by the reports: one column per measure (overall and
 * the skills, snake_case), and the week a result belongs to — the ISO week (Monday) in UTC, as
 * "YYYY-MM-DD" — which a learner's progress and a team's trend must agree on.
 */
export const columnOf = (measure: string) => measure.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const UTC_WEEK_START = "to_char(date_trunc('week', completed_at at time zone 'UTC'), 'YYYY-MM-DD')";
