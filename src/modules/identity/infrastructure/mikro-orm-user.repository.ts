import { inject, injectable } from 'inversify';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import { EmailTakenError } from '../domain/identity.errors.ts';
import { addMonths, type NewUser, type Role, type User } from '../domain/user.ts';
import { UserEntity } from './identity.entities.ts';

@injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async findById(id: number): Promise<User | null> {
    return (await this.em.findOne(UserEntity, { id }, { populate: ['organization'] })) as User | null;
  }

  async findForUpdate(id: number): Promise<User | null> {
    return (await this.em.findOne(UserEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })) as User | null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return (await this.em.findOne(UserEntity, { email }, { populate: ['organization'] })) as User | null;
  }

  async add(data: NewUser): Promise<User> {
    const now = new Date();
    const user = this.em.create(UserEntity, { ...data, monthlyResetDate: addMonths(now, 1), registeredAt: now });
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
    return user as unknown as User;
  }

  async save(): Promise<void> {
    await this.em.flush();
  }

  async setHeartbeat(id: number, at: Date): Promise<void> {
    await this.em.nativeUpdate(UserEntity, { id }, { lastHeartbeatAt: at });
  }

  async countByRole(role: Role): Promise<number> {
    return this.em.count(UserEntity, { role });
  }
}
