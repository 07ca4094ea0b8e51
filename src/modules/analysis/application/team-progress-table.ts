import type { CsvCell } from '#src/platform/http/csv.ts';
import { SKILLS } from '../domain/result.ts';
import { memberProgress, shownScore, type MemberTotals } from '../domain/team-progress.ts';

export type TableLocale = 'en' | 'ru';

/** The header of the progress report, in the reader's language; columns in the order of the rows below. */
export const TEAM_PROGRESS_HEADER: Record<TableLocale, readonly string[]> = {
  en: ['Email', 'Sessions', 'Empathy', 'Clarity', 'Problem solving', 'Composure', 'Active listening',
    'First overall', 'Latest overall', 'Best overall'],
  ru: ['Эл. почта', 'Сессии', 'Эмпатия', 'Ясность', 'Решение проблем', 'Самообладание', 'Активное слушание',
    'Первый общий балл', 'Последний общий балл', 'Лучший общий балл'],
};

/**
 * The team's progress, one row per member in the team's order: sessions, the five averages, and
 * the first, latest and best overall score (one decimal). A member without an analysed session
 * has 0 sessions and empty score cells, so the report still lists everyone in the team.
 */
export function teamProgressTable(
  members: readonly { userId: number; email: string }[], totals: readonly MemberTotals[], locale: TableLocale,
): CsvCell[][] {
  const byUser = new Map(totals.map((t) => [t.userId, t]));
  const rows = members.map((m) => {
    const t = byUser.get(m.userId);
    const progress = memberProgress(t);
    return [
      m.email, progress.sessions, ...SKILLS.map((s) => progress.averages?.[s] ?? null),
      t ? shownScore(t.firstOverall) : null, t ? shownScore(t.latestOverall) : null, t ? shownScore(t.bestOverall) : null,
    ];
  });
  return [[...TEAM_PROGRESS_HEADER[locale]], ...rows];
}

/** `team-progress-YYYY-MM-DD.csv`, dated in UTC. */
export const teamProgressFilename = (now: Date) => `team-progress-${now.toISOString().slice(0, 10)}.csv`;
