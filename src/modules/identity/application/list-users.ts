import { inject, injectable } from 'inversify';
import type { Clock } from '#src/platform/clock.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { PeopleDirectory } from '../domain/people.ports.ts';
import type { UsersPage, UsersQuery } from '../http/superadmin-users.contracts.ts';
import { userListItem } from './people-views.ts';

/** The SuperAdmin's people list (SPEC §2 "Users list"): searched by part of the email, filtered, sorted, a page at a time. */
@injectable()
export class ListUsers {
  constructor(
    @inject(IDENTITY.PeopleDirectory) private readonly directory: PeopleDirectory,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(q: UsersQuery): Promise<UsersPage> {
    const { items, total } = await this.directory.page({
      search: q.search?.toLowerCase(), role: q.role, organizationId: q.orgId, sortBy: q.sortBy, sortDir: q.sortDir, page: q.page, pageSize: q.pageSize,
    });
    const now = this.clock.now();
    return { items: items.map((person) => userListItem(person, now)), total, page: q.page, pageSize: q.pageSize };
  }
}
