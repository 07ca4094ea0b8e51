import type { LinkedAccount } from '../domain/oauth.ts';

/** A link as its owner sees it (SPEC §3 Linked OAuth account): never the provider's subject. */
export function toLinkedAccountView(link: LinkedAccount) {
  return {
    id: link.id,
    provider: link.provider,
    providerDisplayName: link.providerDisplayName,
    providerEmail: link.providerEmail,
    button: link.button,
    createdAt: link.createdAt.toISOString(),
    lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
  };
}
