import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { LinkedAccountRepository } from '../domain/ports.ts';
import { toLinkedAccountView } from './linked-account-view.ts';

@injectable()
export class ListLinkedAccounts {
  constructor(@inject(IDENTITY.LinkedAccounts) private readonly links: LinkedAccountRepository) {}

  async execute(userId: number) {
    return (await this.links.listFor(userId)).map(toLinkedAccountView);
  }
}
