import type { UserRepository } from '../domain/ports.ts';
import type { EmailChangeUndoStore } from '../domain/email-change-undo.ts';

/**
 * Whether a new account may not have `email`: an account holds it, or left it within the week and
 * may take it back with the link mailed there (ADR 0047). Registering and joining by invitation ask
 * this (a provider's verified address, ViewInvitation and UpdateEmail look at the reservation
 * themselves); an operator's deliberate `user create` or edit does not.
 */
export async function addressInUse(users: UserRepository, undos: EmailChangeUndoStore, email: string): Promise<boolean> {
  return (await users.findByEmail(email)) !== null || (await undos.reservedFor(email, new Date())) !== null;
}
