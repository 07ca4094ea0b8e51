import { inject, injectable } from 'inversify';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import { EmailTakenError, UserNotFoundError } from '../domain/identity.errors.ts';
import type { NewUser, Role, User } from '../domain/user.ts';
import { UserEntity } from './identity.entities.ts';
import { userMapper } from './user.mapper.ts';

@injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async findById(id: number): Promise<User | null> {
    const row = await this.em.findOne(UserEntity, { id }, { populate: ['organization'] });
    return row && userMapper.toDomain(row);
  }

  async findForUpdate(id: number): Promise<User | null> {
    const row = await this.em.findOne(UserEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!row) return null;
    // Populated apart: in the same query FOR UPDATE would lock the organisation's row too.
    await this.em.populate(row, ['organization']);
    return userMapper.toDomain(row);
  }

  async findByVerificationToken(tokenHash: string, lock: boolean): Promise<User | null> {
    const options = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {};
    const row = await this.em.findOne(UserEntity, { emailVerificationToken: tokenHash }, options);
    if (!row) return null;
    await this.em.populate(row, ['organization']);
    return userMapper.toDomain(row);
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.em.findOne(UserEntity, { email }, { populate: ['organization'] });
    return row && userMapper.toDomain(row);
  }

  async add(data: NewUser): Promise<User> {
    const row = this.em.create(UserEntity, { ...data, registeredAt: new Date() });
    try {
      await this.em.flush();
    } catch (e) {
      // Two registrations racing for one email: the unique index decides.
      if (e instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new EmailTakenError();
      }
      throw e;
    }
    return userMapper.toDomain(row);
  }

  /**
   * Writes through the entity the finders loaded into this context (found by id without a query,
   * and after findForUpdate still under its lock): the flush updates only the columns that
   * changed, and its change set is what keeps the profile cache in step.
   */
  async save(user: User): Promise<void> {
    const row = await this.em.findOne(UserEntity, { id: user.id });
    if (!row) throw new UserNotFoundError(`with id ${user.id}`);
    this.em.assign(row, userMapper.toPersistence(user));
    try {
      await this.em.flush();
    } catch (e) {
      // An address taken meanwhile by another account (a SuperAdmin's edit racing a registration).
      if (e instanceof UniqueConstraintViolationException) throw new EmailTakenError();
      throw e;
    }
  }

  /** Not a profile field, so a plain UPDATE may bypass the unit of work (and the cache's eviction). */
  async setHeartbeat(id: number, at: Date, timeZone?: string): Promise<void> {
    await this.em.nativeUpdate(UserEntity, { id }, timeZone ? { lastHeartbeatAt: at, timeZone } : { lastHeartbeatAt: at });
  }

  async countByRole(role: Role): Promise<number> {
    return this.em.count(UserEntity, { role });
  }

  async lockRole(role: Role): Promise<number[]> {
    const rows = await this.em.find(UserEntity, { role }, { fields: ['id'], orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
    return rows.map((r) => r.id);
  }

  /** Through the unit of work: the flush's change set is what evicts the cached profile everywhere. */
  async remove(id: number): Promise<void> {
    const row = await this.em.findOne(UserEntity, { id });
    if (!row) throw new UserNotFoundError(`with id ${id}`);
    this.em.remove(row);
    await this.em.flush();
  }
}
