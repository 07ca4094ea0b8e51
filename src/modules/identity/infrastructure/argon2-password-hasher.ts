import argon2 from 'argon2';
import { injectable } from 'inversify';
import type { PasswordHasher } from '../domain/ports.ts';

/** OWASP ASVS 5.0 / Password Storage Cheat Sheet minimum for argon2id: m=19 MiB, t=2, p=1. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      // Same work as a real check, so timing does not reveal whether an account exists.
      this.dummy ??= this.hash('rapport-timing-equaliser');
      await argon2.verify(await this.dummy, password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }
}
