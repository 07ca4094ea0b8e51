import type { Database } from '#src/platform/db/database.ts';

/** A row of `ai_usage` as the tests read and write it (snake_case, as stored). */
export interface LedgerRow {
  called_at: Date;
  model: string | null;
  purpose: string;
  user_id: number | null;
  session_id: number | null;
  prompt_tokens: number;
  completion_tokens: number;
  estimated: boolean;
  outcome: 'ok' | 'failed' | 'refused';
  duration_ms: number;
}

const sql = (db: Database) => db.orm.em.fork().getConnection();

/** The ledger's rows of a session (or a learner), oldest first. */
export async function ledgerRows(db: Database, of: { sessionId?: number; userId?: number }): Promise<LedgerRow[]> {
  const [column, value] = of.sessionId !== undefined ? ['session_id', of.sessionId] : ['user_id', of.userId];
  return sql(db).execute<LedgerRow[]>(`select * from ai_usage where ${column} = ? order by called_at, id`, [value]);
}

/** Rows written straight into the ledger: the past (yesterday) without waiting for it, or a day's worth at once. */
export async function addLedgerRows(db: Database, rows: (Partial<LedgerRow> & Pick<LedgerRow, 'called_at'>)[]): Promise<void> {
  for (const r of rows) {
    await sql(db).execute(
      `insert into ai_usage (called_at, model, purpose, user_id, session_id, prompt_tokens, completion_tokens, estimated, outcome, duration_ms)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [r.called_at, r.model ?? 'fake-model', r.purpose ?? 'character', r.user_id ?? null, r.session_id ?? null, r.prompt_tokens ?? 0,
        r.completion_tokens ?? 0, r.estimated ?? false, r.outcome ?? 'ok', r.duration_ms ?? 0],
    );
  }
}

/** Polls until `probe` answers (the ledger is written after each call, off the reply's path). */
export async function eventually<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
