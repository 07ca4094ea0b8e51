import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Page, Paging, Period, PracticeRecords, RecordedLine, RecordedSession } from '../domain/records.ports.ts';
import type { Sender, SessionMessage, SessionStatus } from '../domain/session.ts';

type Row = Record<string, unknown>;
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : date(value));
const limits = ({ page, pageSize }: Paging) => [pageSize, (page - 1) * pageSize];

/** `and <column> >= ? and <column> < ?` for the ends of the period that are set. */
function within(column: string, period: Period): { sql: string; params: Date[] } {
  const parts = [period.from && [`${column} >= ?`, period.from], period.until && [`${column} < ?`, period.until]]
    .filter((p): p is [string, Date] => Boolean(p));
  return { sql: parts.map(([clause]) => ` and ${clause}`).join(''), params: parts.map(([, value]) => value) };
}

/**
 * The SuperAdmin's pages of one learner in SQL. Both lists walk an index that starts with the learner
 * (practice_sessions (user_id, started_at, id), session_messages (user_id, created_at, id)) backwards,
 * so a page costs the same whatever the size of the tables; totals count only that learner's rows.
 */
@injectable()
export class MikroOrmPracticeRecords implements PracticeRecords {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  /** `completed: false` is every session not completed: in progress, or discarded by the learner. */
  async sessionsOf(userId: number, filter: { completed: boolean | null; period: Period }, paging: Paging): Promise<Page<RecordedSession>> {
    const range = within('s.started_at', filter.period);
    const status = filter.completed === null ? '' : ` and s.status ${filter.completed ? '=' : '<>'} 'Completed'`;
    const where = `s.user_id = ?${status}${range.sql}`;
    const params = [userId, ...range.params];
    const [rows, total] = await Promise.all([
      this.run(
        `select s.id, s.scenario_id, c.name, c.name_ru, s.status, s.started_at, s.ended_at
         from practice_sessions s join scenarios c on c.id = s.scenario_id
         where ${where} order by s.started_at desc, s.id desc limit ? offset ?`,
        [...params, ...limits(paging)],
      ),
      this.count(`select count(*) as n from practice_sessions s where ${where}`, params),
    ]);
    return {
      total,
      items: rows.map((r) => ({
        id: Number(r.id), scenarioId: Number(r.scenario_id), scenarioName: String(r.name), scenarioName_ru: String(r.name_ru),
        status: r.status as SessionStatus, startedAt: date(r.started_at), endedAt: dateOrNull(r.ended_at),
      })),
    };
  }

  async linesOf(userId: number, period: Period, paging: Paging, snippetLength: number): Promise<Page<RecordedLine>> {
    const range = within('created_at', period);
    const params = [userId, ...range.params];
    const [rows, total] = await Promise.all([
      this.run(
        `select id, session_id, sender, left(content, ?) as snippet, speaker_name, created_at from session_messages
         where user_id = ?${range.sql} order by created_at desc, id desc limit ? offset ?`,
        [snippetLength, ...params, ...limits(paging)],
      ),
      this.count(`select count(*) as n from session_messages where user_id = ?${range.sql}`, params),
    ]);
    return {
      total,
      items: rows.map((r) => ({
        id: Number(r.id), sessionId: Number(r.session_id), sender: r.sender as Sender, snippet: String(r.snippet),
        speakerName: (r.speaker_name as string | null) ?? null, createdAt: date(r.created_at),
      })),
    };
  }

  async linesOfSession(sessionId: number, paging: Paging): Promise<Page<SessionMessage>> {
    const [rows, total] = await Promise.all([
      this.run(
        'select id, sender, content, speaker_name, speaker_role, created_at from session_messages where session_id = ? order by id limit ? offset ?',
        [sessionId, ...limits(paging)],
      ),
      this.count('select count(*) as n from session_messages where session_id = ?', [sessionId]),
    ]);
    return {
      total,
      items: rows.map((r) => ({
        id: Number(r.id), sessionId, sender: r.sender as Sender, content: String(r.content), createdAt: date(r.created_at),
        speaker: r.speaker_name ? { name: String(r.speaker_name), role: (r.speaker_role as string | null) ?? '' } : null,
      })),
    };
  }

  async sendersOf(sessionId: number): Promise<Sender[]> {
    const rows = await this.run('select sender from session_messages where session_id = ? order by id', [sessionId]);
    return rows.map((r) => r.sender as Sender);
  }

  private run(sql: string, params: unknown[]): Promise<Row[]> {
    return this.em.getConnection().execute<Row[]>(sql, params);
  }

  private async count(sql: string, params: unknown[]): Promise<number> {
    const [row] = await this.run(sql, params);
    return Number(row?.n ?? 0);
  }
}
