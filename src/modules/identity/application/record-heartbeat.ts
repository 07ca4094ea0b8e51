import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';

/** Presence (SPEC §4) is derived from the last heartbeat; a single UPDATE keeps it cheap. */
@injectable()
export class RecordHeartbeat {
  constructor(@inject(IDENTITY.UserRepository) private readonly users: UserRepository) {}

  async execute(userId: number): Promise<void> {
    await this.users.setHeartbeat(userId, new Date());
  }
}
