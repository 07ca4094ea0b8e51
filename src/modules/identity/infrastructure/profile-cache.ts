import { LRUCache } from 'lru-cache';
import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import { EventsMayHaveBeenMissed } from '#src/platform/events/bus-event.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { ProfileSnapshot } from '../domain/profile.ts';
import { UsersChanged } from '../identity.events.ts';
import { OrganizationEntity, UserEntity } from './identity.entities.ts';

/**
 * Profiles read by GET /api/auth/me, kept per process so that the hottest authenticated call
 * does not queue on the database. Correctness comes from invalidation: every flush that touches a
 * user (or an organisation) evicts here and tells the other processes through the event bus, and a
 * bus that may have missed some (reconnected) empties it. Entries also expire after 30 s, so that
 * an announcement lost some other way (a connection dead but not yet known to be) leaves a demoted
 * or deleted account its old role no longer than that. Writes that bypass the unit of work
 * (nativeUpdate) must not change profile fields.
 */
export class ProfileCache {
  private readonly entries: LRUCache<number, ProfileSnapshot>;

  constructor(ttlMs = 30_000) {
    this.entries = new LRUCache({ max: 10_000, ttl: ttlMs });
  }

  get(id: number): ProfileSnapshot | undefined {
    return this.entries.get(id);
  }

  set(snapshot: ProfileSnapshot): void {
    this.entries.set(snapshot.id, snapshot);
  }

  /** `ids` empty means everything (an organisation changed: many profiles show its name). */
  evict(ids: number[]): void {
    if (ids.length === 0) this.entries.clear();
    for (const id of ids) this.entries.delete(id);
  }

  /** Evicts on every flush that changes users, here and (through the bus) in every other process. */
  watch(events: EventBus, logger: Logger): EventSubscriber {
    events.subscribe(UsersChanged, ({ ids }) => this.evict(ids));
    events.subscribe(EventsMayHaveBeenMissed, () => this.evict([]));
    // Rows written inside a transaction are evicted again at commit: a read between flush and
    // commit could otherwise put the old row back.
    const pending = new WeakMap<object, Set<number | 'all'>>();
    const announce = (ids: Set<number | 'all'>) => {
      const list = ids.has('all') ? [] : [...ids].map(Number);
      this.evict(list);
      events.publish(UsersChanged, { ids: list }).catch((err) => logger.warn({ err }, 'could not announce user changes'));
    };
    return {
      afterFlush: (args: FlushEventArgs) => {
        const ids = new Set<number | 'all'>();
        for (const cs of args.uow.getChangeSets()) {
          if (cs.entity instanceof OrganizationEntity) ids.add('all');
          else if (cs.entity instanceof UserEntity) ids.add((cs.entity as { id: number }).id);
        }
        if (ids.size === 0) return;
        announce(ids);
        const tx = args.em.getTransactionContext();
        if (tx) pending.set(tx, new Set([...(pending.get(tx) ?? []), ...ids]));
      },
      afterTransactionCommit: (args: TransactionEventArgs) => {
        const ids = args.transaction && pending.get(args.transaction);
        if (ids) announce(ids);
      },
    };
  }
}
