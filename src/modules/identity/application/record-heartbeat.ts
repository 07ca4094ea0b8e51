import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';

/**
 * Presence (SPEC §4) is derived from the last heartbeat; a single UPDATE keeps it cheap. The
 * browser's time zone rides along, so a learner who travels has their days counted where they are.
 */
@injectable()
export class RecordHeartbeat {
  constructor(@inject(IDENTITY.UserRepository) private readonly users: UserRepository) {}

  async execute(userId: number, timeZone?: string): Promise<void> {
    await this.users.setHeartbeat(userId, new Date(), timeZone);
  }
}
