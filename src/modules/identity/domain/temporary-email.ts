import { createHash } from 'node:crypto';
import type { ProviderIdentity } from './oauth.ts';

/**
 * The address an account gets when its provider gives none (SPEC §3 temporary-email accounts):
 * in the product's temporary domain, one per identity, and never a real mailbox. The subject is
 * hashed: Auth0's contain '|', and the address should not publish the provider's id.
 */
export function temporaryEmailFor(identity: Pick<ProviderIdentity, 'provider' | 'subject'>, domain: string): string {
  const digest = createHash('sha256').update(`${identity.provider}:${identity.subject}`).digest('hex').slice(0, 20);
  return `${identity.provider}-${digest}@${domain}`;
}

/** Whether an address is a temporary one: no mail goes there, and the learner is asked for a real one. */
export function isTemporaryEmail(email: string, domain: string): boolean {
  return email.toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}

/** The refusal of a temporary address where a real one is asked for, named so a client words it in its reader's language. */
export const TEMPORARY_EMAIL_PROBLEM = { path: 'body.email', message: 'Please enter your own email address.', code: 'custom', problem: 'temporaryEmail' } as const;
