import { inject, injectable } from 'inversify';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, QueryResult } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { CountingMember, LearnerRef, LearnerSessionTrace, NewSession, SessionRepository, SessionTrace } from '../domain/ports.ts';
import type { KeptStatus, PracticeSession, Sender, SessionMessage, SessionStatus } from '../domain/session.ts';
import type { Speaker } from '../domain/conversation.ts';
import type { DialogueState } from '../domain/dialogue.ts';
import { ScenarioNotFoundError } from '../domain/practice.errors.ts';
import { PracticeSessionEntity, ScenarioEntity, SessionMessageEntity } from './practice.entities.ts';

/**
 * SQL: whether the learner has written in session `s` themselves. A branch (R2.12) opens holding the
 * said lines before its branch point, learner lines among them; those are the earlier conversation's,
 * so only a learner line from its branch point on counts — or a branch ended at once would be analysed,
 * scored and rewarded for what was said in another session.
 */
const spokenIn = (s: string) => `exists (select 1 from (
    select m.sender, row_number() over (order by m.id) as said from session_messages m where m.session_id = ${s}.id and m.sender <> 'system'
  ) l where l.sender = 'user' and l.said >= coalesce(${s}.branched_from_message_number, 1))`;

@injectable()
export class MikroOrmSessionRepository implements SessionRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async add(session: NewSession): Promise<PracticeSession> {
    const row = this.em.create(PracticeSessionEntity, {
      userId: session.userId, scenario: this.em.getReference(ScenarioEntity, session.scenarioId), personaId: session.personaId,
      personaFirstName: session.personaInfo.firstName, personaGender: session.personaInfo.gender,
      personaAvatarUrl: session.personaInfo.avatarUrl, castAvatarUrls: session.personaInfo.castAvatarUrls, locale: session.locale, coachEnabled: session.coachEnabled,
      branchedFrom: session.branchOf?.sessionId ?? null, branchedFromMessageNumber: session.branchOf?.messageNumber ?? null,
    });
    try {
      await this.em.flush();
    } catch (e) {
      // A SuperAdmin deleted the scenario between the catalogue read and this write (ADR 0031).
      throw e instanceof ForeignKeyConstraintViolationException ? new ScenarioNotFoundError() : e;
    }
    return toSession(row);
  }

  // Read from the table every time: the writes here are conditional updates that bypass the identity
  // map, so an entity loaded earlier in the same request (say, a discard's owner check) would still
  // say InProgress after a racing request's discard, and the refusal would name the wrong reason.
  async find(id: number): Promise<PracticeSession | null> {
    const row = await this.em.findOne(PracticeSessionEntity, { id }, { disableIdentityMap: true });
    return row && toSession(row);
  }

  async messages(sessionId: number): Promise<SessionMessage[]> {
    const rows = await this.em.find(SessionMessageEntity, { session: sessionId }, { orderBy: { id: 'asc' } });
    return rows.map((m) => toMessage(m, sessionId));
  }

  async hasLearnerMessage(sessionId: number): Promise<boolean> {
    const [row] = await this.em.execute<{ spoken: boolean }[]>(`select ${spokenIn('s')} as spoken from practice_sessions s where s.id = ?`, [sessionId]);
    return row?.spoken === true;
  }

  async addMessage({ sessionId, userId }: LearnerRef, message: { sender: Sender; content: string; speaker: Speaker | null }): Promise<SessionMessage> {
    const row = this.em.create(SessionMessageEntity, {
      session: this.em.getReference(PracticeSessionEntity, sessionId), userId, sender: message.sender, content: message.content,
      speakerName: message.speaker?.name ?? null, speakerRole: message.speaker?.role ?? null,
    });
    await this.em.flush();
    return toMessage(row, sessionId);
  }

  async update(id: number, changes: Partial<Pick<PracticeSession, 'status' | 'endedAt'>>): Promise<void> {
    await this.em.nativeUpdate(PracticeSessionEntity, { id }, changes);
  }

  async turnCoachOn(id: number): Promise<boolean> {
    // A conditional update: a second caller waits for the first's row lock, then finds it on already.
    return (await this.em.nativeUpdate(PracticeSessionEntity, { id, coachEnabled: false, status: 'InProgress' }, { coachEnabled: true })) === 1;
  }

  async dialogue(id: number): Promise<DialogueState | null> {
    const row = await this.em.findOne(PracticeSessionEntity, { id }, { fields: ['dialogue'] });
    return row?.dialogue ?? null;
  }

  async saveDialogue(id: number, state: DialogueState): Promise<void> {
    await this.em.nativeUpdate(PracticeSessionEntity, { id }, { dialogue: state });
  }

  // Conditional on the reply claim, as claimReply and discard are: of an end and a message's claim racing, one wins.
  async end(id: number, at: Date, staleBefore: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(PracticeSessionEntity, { id, status: 'InProgress', ...unclaimed(staleBefore) }, { status: 'Completed', endedAt: at })) === 1;
  }

  // One conditional UPDATE: PostgreSQL re-checks the condition on a row a racing claim just
  // changed, so of two processes claiming at once exactly one sees a row updated.
  async claimReply(id: number, at: Date, staleBefore: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(PracticeSessionEntity, { id, status: 'InProgress', ...unclaimed(staleBefore) }, { replyStartedAt: at })) === 1;
  }

  // One conditional UPDATE on the row claimReply takes: of a discard and a message's claim racing, one wins.
  // Through the entity manager, so it joins the caller's transaction.
  async discard(id: number, staleBefore: Date): Promise<{ coachEnabled: boolean } | null> {
    const [row] = await this.em.execute<{ coach_enabled: boolean }[]>(
      `update practice_sessions s set status = 'Discarded'
       where s.id = ? and s.status = 'InProgress' and (s.reply_started_at is null or s.reply_started_at < ?) and not ${spokenIn('s')}
       returning s.coach_enabled`,
      [id, staleBefore],
    );
    return row ? { coachEnabled: row.coach_enabled } : null;
  }

  async renewReply(id: number, from: Date, to: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(PracticeSessionEntity, { id, replyStartedAt: from }, { replyStartedAt: to })) === 1;
  }

  async releaseReply(id: number, at: Date): Promise<void> {
    await this.em.nativeUpdate(PracticeSessionEntity, { id, replyStartedAt: at }, { replyStartedAt: null });
  }

  /** One query whatever the members' join moments: each joins as a row of an inline table with its own start. */
  async startedSince(members: readonly CountingMember[], since: Date) {
    if (members.length === 0) return { sessions: 0, learners: 0 };
    const [row] = await this.em.getConnection().execute<{ sessions: string | number; learners: string | number }[]>(
      `select count(*) as sessions, count(distinct s.user_id) as learners
       from practice_sessions s join (values ${members.map(() => '(?::integer, ?::timestamptz)').join(', ')}) as m(user_id, counts_from)
         on s.user_id = m.user_id and s.started_at >= greatest(m.counts_from, ?::timestamptz)
       where s.status <> 'Discarded'`,
      [...members.flatMap((m) => [m.userId, m.countsFrom]), since],
    );
    return { sessions: Number(row?.sessions ?? 0), learners: Number(row?.learners ?? 0) };
  }

  async unended(userId: number, page: number, pageSize: number) {
    const [rows, total] = await this.em.findAndCount(
      PracticeSessionEntity,
      { userId, status: 'InProgress' },
      { orderBy: { startedAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    const counts = new Map<number, { lines: number; spoken: boolean }>();
    if (rows.length) {
      const grouped = await this.em.getConnection().execute<{ id: number; n: string; spoken: boolean }[]>(
        `select s.id, (select count(*) from session_messages m where m.session_id = s.id and m.sender <> 'system') as n, ${spokenIn('s')} as spoken
         from practice_sessions s where s.id in (${rows.map(() => '?').join(',')})`,
        rows.map((r) => r.id),
      );
      for (const g of grouped) counts.set(Number(g.id), { lines: Number(g.n), spoken: g.spoken === true });
    }
    const items = rows.map((r) => ({ ...toSession(r), messageCount: counts.get(r.id)?.lines ?? 0, spoken: counts.get(r.id)?.spoken ?? false }));
    return { items, hasMore: page * pageSize < total };
  }

  async tracesOf(userId: number): Promise<SessionTrace[]> {
    const rows = await this.em.find(PracticeSessionEntity, { userId, status: { $ne: 'Discarded' } },
      { fields: ['id', 'scenario', 'status', 'startedAt', 'endedAt'], orderBy: { id: 'asc' } });
    return rows.map((r) => ({ id: r.id, scenarioId: r.scenario.id, status: kept(r.status), startedAt: r.startedAt, endedAt: r.endedAt ?? null }));
  }

  async scenariosOf(userId: number, sessionIds: readonly number[]): Promise<Map<number, number>> {
    if (!sessionIds.length) return new Map();
    const rows = await this.em.find(PracticeSessionEntity, { userId, id: { $in: [...sessionIds] } }, { fields: ['id', 'scenario'] });
    return new Map(rows.map((r) => [r.id, r.scenario.id]));
  }

  async tracesOfMany(userIds: readonly number[], scenarioIds: readonly number[], since: Date): Promise<LearnerSessionTrace[]> {
    if (!userIds.length || !scenarioIds.length) return [];
    const rows = await this.em.find(PracticeSessionEntity,
      { userId: { $in: [...userIds] }, scenario: { $in: [...scenarioIds] }, startedAt: { $gte: since }, status: { $ne: 'Discarded' } },
      { fields: ['id', 'userId', 'scenario', 'status', 'startedAt', 'endedAt'], orderBy: { id: 'asc' } });
    return rows.map((r) => ({ id: r.id, userId: r.userId, scenarioId: r.scenario.id, status: kept(r.status), startedAt: r.startedAt, endedAt: r.endedAt ?? null }));
  }
}

/** The status of a row read with discarded sessions filtered out. */
const kept = (status: SessionStatus): KeptStatus => (status === 'Discarded' ? 'InProgress' : status);

/** No reply holds the session, or the one that does started before `staleBefore` (its process died). */
const unclaimed = (staleBefore: Date) => ({ $or: [{ replyStartedAt: null }, { replyStartedAt: { $lt: staleBefore } }] });

function toSession(r: PracticeSessionEntity): PracticeSession {
  return {
    id: r.id, userId: r.userId, scenarioId: r.scenario.id, personaId: r.personaId ?? null,
    personaInfo: { firstName: r.personaFirstName ?? null, gender: r.personaGender, avatarUrl: r.personaAvatarUrl ?? null, castAvatarUrls: r.castAvatarUrls ?? [] },
    locale: r.locale, coachEnabled: r.coachEnabled, status: r.status, startedAt: r.startedAt, endedAt: r.endedAt ?? null,
    branchOf: r.branchedFrom && r.branchedFromMessageNumber ? { sessionId: r.branchedFrom.id, messageNumber: r.branchedFromMessageNumber } : null,
  };
}

function toMessage(m: SessionMessageEntity, sessionId: number): SessionMessage {
  return {
    id: m.id, sessionId, sender: m.sender, content: m.content,
    speaker: m.speakerName ? { name: m.speakerName, role: m.speakerRole ?? '' } : null, createdAt: m.createdAt,
  };
}
