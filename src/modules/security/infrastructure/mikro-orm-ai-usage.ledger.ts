import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import { countRowsBefore, deleteRowsBefore } from './rows-before.ts';
import type { AiUsageRow, UsagePurpose } from '../domain/ai-usage.ts';
import type { AiUsageLedger, SpendingStanding, UsageFigures } from '../domain/ports.ts';

type Counted = Record<'calls' | 'prompt_tokens' | 'completion_tokens' | 'estimated_calls' | 'failed_calls' | 'refused_turns', string | number>;

/** Refused turns are kept as rows, but they are no calls. */
const FIGURES = `count(*) filter (where outcome <> 'refused') as calls,
  coalesce(sum(prompt_tokens), 0) as prompt_tokens, coalesce(sum(completion_tokens), 0) as completion_tokens,
  count(*) filter (where estimated and outcome <> 'refused') as estimated_calls,
  count(*) filter (where outcome = 'failed') as failed_calls, count(*) filter (where outcome = 'refused') as refused_turns`;

const figures = (r: Counted): UsageFigures => ({
  calls: Number(r.calls), promptTokens: Number(r.prompt_tokens), completionTokens: Number(r.completion_tokens),
  estimatedCalls: Number(r.estimated_calls), failedCalls: Number(r.failed_calls), refusedTurns: Number(r.refused_turns),
});

/**
 * The ledger in SQL: the connection's own statements, never the caller's unit of work, so a row
 * written after a reply neither joins nor waits on the caller's transaction or identity map.
 */
@injectable()
export class MikroOrmAiUsageLedger implements AiUsageLedger {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async add(r: AiUsageRow): Promise<void> {
    await this.em.getConnection().execute(
      `insert into ai_usage (called_at, model, purpose, user_id, session_id, prompt_tokens, completion_tokens, estimated, outcome, duration_ms)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [r.calledAt, r.model, r.purpose, r.userId, r.sessionId, r.promptTokens, r.completionTokens, r.estimated, r.outcome, r.durationMs],
      'run',
    );
  }

  async standing(userId: number, sessionId: number, from: Date, to: Date): Promise<SpendingStanding> {
    const [row] = await this.em.getConnection().execute<Record<string, string | number | boolean | null>[]>(
      `select count(*) filter (where user_id = ? and outcome <> 'refused') as user_calls,
              coalesce(sum(prompt_tokens + completion_tokens) filter (where user_id = ?), 0) as user_tokens,
              count(*) filter (where session_id = ? and outcome <> 'refused') as session_calls,
              coalesce(sum(prompt_tokens + completion_tokens) filter (where session_id = ?), 0) as session_tokens,
              (select last.outcome = 'refused' from ai_usage last where last.session_id = ? and last.purpose = 'character'
                order by last.called_at desc, last.id desc limit 1) as last_refused
         from ai_usage
        where called_at >= ? and called_at < ? and (user_id = ? or session_id = ?)`,
      [userId, userId, sessionId, sessionId, sessionId, from, to, userId, sessionId],
    );
    return {
      user: { calls: Number(row!.user_calls), tokens: Number(row!.user_tokens) },
      session: { calls: Number(row!.session_calls), tokens: Number(row!.session_tokens) },
      lastTurnRefused: row!.last_refused === true,
    };
  }

  async byDayAndPurpose(from: Date, to: Date) {
    const rows = await this.em.getConnection().execute<(Counted & { day: string; purpose: UsagePurpose })[]>(
      `select to_char(called_at at time zone 'UTC', 'YYYY-MM-DD') as day, purpose, ${FIGURES}
         from ai_usage where called_at >= ? and called_at < ?
        group by 1, 2 order by 1, 2`,
      [from, to],
    );
    return rows.map((r) => ({ day: r.day, purpose: r.purpose, ...figures(r) }));
  }

  async topUsers(from: Date, to: Date, limit: number) {
    const rows = await this.em.getConnection().execute<(Counted & { user_id: number })[]>(
      `select user_id, ${FIGURES}
         from ai_usage where called_at >= ? and called_at < ? and user_id is not null
        group by user_id order by coalesce(sum(prompt_tokens + completion_tokens), 0) desc, calls desc, user_id limit ?`,
      [from, to, limit],
    );
    return rows.map((r) => ({ userId: Number(r.user_id), ...figures(r) }));
  }

  countBefore(before: Date): Promise<number> {
    return countRowsBefore(this.em, 'ai_usage', 'called_at', before);
  }

  removeBefore(before: Date): Promise<number> {
    return deleteRowsBefore(this.em, 'ai_usage', 'called_at', before);
  }
}
