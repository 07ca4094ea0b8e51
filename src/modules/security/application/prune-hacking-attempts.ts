import { inject, injectable } from 'inversify';
import { SECURITY } from '../security.tokens.ts';
import type { HackingAttemptRepository } from '../domain/ports.ts';
import { Pruner, type Retention } from '../domain/retention.ts';

/**
 * The monitor's statistics count the last 24 hours and the last 7 × 24 hours: those always stay whole.
 * Whole UTC days are kept, ending today, so eight of them cover a week back from any moment of today.
 */
export const ATTEMPT_RETENTION: Retention = { minDays: 8, why: 'the monitor\'s statistics count the last 7 days' };

/**
 * The operator trims the Hacking Attempts Monitor (`rapport security prune-attempts`): every
 * recorded message adds a row, with its conversation, and nothing trims the table by itself.
 */
@injectable()
export class PruneHackingAttempts extends Pruner {
  constructor(@inject(SECURITY.HackingAttemptRepository) attempts: HackingAttemptRepository) {
    super(attempts, ATTEMPT_RETENTION);
  }
}
