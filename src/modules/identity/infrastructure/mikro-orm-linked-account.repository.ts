import { inject, injectable } from 'inversify';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { LinkedAccountRepository } from '../domain/ports.ts';
import { OAuthError } from '../domain/identity.errors.ts';
import { SIGN_IN_BUTTONS, type LinkedAccount, type NewLinkedAccount, type OAuthProvider, type SignInButton } from '../domain/oauth.ts';
import { OAuthAccountEntity } from './identity.entities.ts';

const isButton = (value: string | null | undefined): value is SignInButton => SIGN_IN_BUTTONS.includes(value as SignInButton);

function toDomain(row: OAuthAccountEntity): LinkedAccount {
  return {
    id: row.id,
    userId: row.userId,
    provider: row.provider,
    subject: row.subject,
    providerDisplayName: row.providerDisplayName,
    providerEmail: row.providerEmail ?? null,
    button: isButton(row.button) ? row.button : null,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt ?? null,
  };
}

@injectable()
export class MikroOrmLinkedAccountRepository implements LinkedAccountRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async findByIdentity(provider: OAuthProvider, subject: string): Promise<LinkedAccount | null> {
    const row = await this.em.findOne(OAuthAccountEntity, { provider, subject });
    return row && toDomain(row);
  }

  async listFor(userId: number): Promise<LinkedAccount[]> {
    const rows = await this.em.find(OAuthAccountEntity, { userId }, { orderBy: { id: 'asc' } });
    return rows.map(toDomain);
  }

  async add(link: NewLinkedAccount): Promise<LinkedAccount> {
    const row = this.em.create(OAuthAccountEntity, { ...link, createdAt: new Date() });
    try {
      await this.em.flush();
    } catch (e) {
      // Two sign-ins racing to tie one identity: the unique (provider, subject) decides.
      if (e instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new OAuthError('OAUTH.ALREADY_LINKED', 'This sign-in is already connected to an account.');
      }
      throw e;
    }
    return toDomain(row);
  }

  async touch(id: number, at: Date, providerEmail: string | null): Promise<void> {
    await this.em.nativeUpdate(OAuthAccountEntity, { id }, { lastUsedAt: at, ...(providerEmail ? { providerEmail } : {}) });
  }

  async remove(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.em.nativeDelete(OAuthAccountEntity, { id: { $in: [...ids] } });
  }
}
