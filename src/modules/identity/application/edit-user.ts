import { inject, injectable } from 'inversify';
import { hashVerificationToken } from './verification-token.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AuditTrail, UserRepository } from '../domain/ports.ts';
import type { AccountPlans } from '../domain/people.ports.ts';
import type { PasswordResetStore } from '../domain/password-reset.ts';
import type { OrganizationRepository } from '../domain/team.ports.ts';
import { EmailTakenError, UserNotFoundError } from '../domain/identity.errors.ts';
import { peopleErrors } from '../domain/people.errors.ts';
import { changedFields, hasChanges } from '../domain/audit-changes.ts';
import { join, leave } from '../domain/team.ts';
import type { User } from '../domain/user.ts';
import type { UpdateUserRequest, UserDetail } from '../http/superadmin-users.contracts.ts';
import { ForceLogout } from './force-logout.ts';
import { editableFields, editVersionOf } from './people-views.ts';
import { auditRecord, type Actor } from './superadmin-actor.ts';
import { ViewUser } from './view-user.ts';

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/**
 * A SuperAdmin edits every field of an account (SPEC §3 "User detail/edit", §5): the account's
 * own fields and, through billing, its plan and counters — one transaction, with its audit entry.
 * A changed role signs the user out everywhere (tokens carry the role).
 */
@injectable()
export class EditUser {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
    @inject(IDENTITY.AccountPlans) private readonly plans: AccountPlans,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
    @inject(ForceLogout) private readonly forceLogout: ForceLogout,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(ViewUser) private readonly viewUser: ViewUser,
    @inject(IDENTITY.PasswordResets) private readonly resetLinks: PasswordResetStore,
  ) {}

  async execute(actor: Actor, userId: number, input: UpdateUserRequest): Promise<UserDetail> {
    const roleChanged = await this.transactions.run(async () => {
      const seen = await this.users.findById(userId);
      if (!seen) throw new UserNotFoundError(`with id ${userId}`);
      // SuperAdmins' rows before the account's own, in id order, when one may stop being a SuperAdmin: two such edits queue, never deadlock.
      const superAdmins = seen.role === 'SuperAdmin' && input.role !== 'SuperAdmin' ? (await this.users.lockRole('SuperAdmin')).length : null;
      // The account's row before billing's, the order session starts keep too.
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UserNotFoundError(`with id ${userId}`);
      await this.check(actor, user, input, superAdmins);
      const before = { ...user };
      await this.apply(user, input);
      const plan = await this.plans.set(userId, {
        subscriptionTier: input.subscriptionTier, subscriptionExpiresAt: date(input.subscriptionExpiresAt),
        sessionCountThisMonth: input.sessionCountThisMonth, coachSessionCountThisMonth: input.coachSessionCountThisMonth,
        monthlyResetDate: date(input.monthlyResetDate), totalSessions: input.totalSessions,
      });
      // Compared with the plan as read under billing's lock, before the change: a start counted since the form was read shows here, and the throw undoes the whole edit.
      if (input.editVersion !== undefined && input.editVersion !== editVersionOf(before, plan.before)) throw peopleErrors.changedSinceRead();
      const changed = before.role !== user.role;
      if (changed) await this.forceLogout.mark(user); // saves the user with the sign-out
      else await this.users.save(user);
      // A reset link mailed to the old address must not take the account back.
      if (before.email !== user.email) await this.resetLinks.revokeAllFor(userId, new Date());
      const change = changedFields(editableFields(before, plan.before), editableFields(user, plan.after));
      if (hasChanges(change)) await this.audit.record(auditRecord(actor, 'user.updated', before, change));
      return changed;
    }).catch((e: unknown) => {
      // Another account took the address between the check and the write: the unique index decided.
      throw e instanceof EmailTakenError ? peopleErrors.emailTaken() : e;
    });
    if (roleChanged) await this.forceLogout.announce(userId, 'role-changed');
    await this.plans.afterChange(userId);
    return this.viewUser.execute(userId);
  }

  private async check(actor: Actor, user: User, input: UpdateUserRequest, lockedSuperAdmins: number | null): Promise<void> {
    if (input.email !== user.email) {
      if (user.role === 'SuperAdmin') throw peopleErrors.superAdminEmailLocked();
      if (await this.users.findByEmail(input.email)) throw peopleErrors.emailTaken();
    }
    if (input.role !== user.role) {
      if (user.id === actor.id) throw peopleErrors.ownRole();
      if (user.role === 'SuperAdmin' && (lockedSuperAdmins ?? ((await this.users.lockRole('SuperAdmin')).length)) <= 1) throw peopleErrors.lastSuperAdmin();
    }
    if (input.invitedByUserId && input.invitedByUserId !== user.invitedByUserId && !(await this.users.findById(input.invitedByUserId))) {
      throw peopleErrors.unknownInviter(input.invitedByUserId);
    }
  }

  /** Empty optional fields arrive as null (the contract); an empty registration date keeps the one there is. */
  private async apply(user: User, input: UpdateUserRequest): Promise<void> {
    const organizationId = input.organizationId ?? null;
    if (organizationId === null) leave(user);
    else if (organizationId !== user.organization?.id) {
      const organization = await this.organizations.findById(organizationId);
      if (!organization) throw peopleErrors.unknownOrganization(organizationId);
      join(user, organization, new Date());
    }
    Object.assign(user, {
      email: input.email, role: input.role, level: input.level ?? null, experiencePoints: input.experiencePoints, locale: input.locale,
      emailVerified: input.emailVerified, emailVerificationToken: verificationTokenHash(user, input.emailVerificationToken ?? null),
      emailVerificationSentAt: date(input.emailVerificationSentAt), emailVerificationExpiresAt: date(input.emailVerificationExpiresAt),
      emailVerifiedAt: date(input.emailVerifiedAt), avatar: input.avatar ?? null, firstName: input.firstName ?? null, gender: input.gender ?? null,
      inviteToken: input.inviteToken ?? null, invitedAt: date(input.invitedAt), invitedByUserId: input.invitedByUserId ?? null,
      registeredAt: date(input.registeredAt) ?? user.registeredAt,
    } satisfies Partial<User>);
  }
}

/**
 * Only a verification token's hash is stored (and shown): the form sends the stored hash back when the
 * field is untouched, which keeps the link; a token typed in is stored hashed, so a link made from it verifies.
 */
function verificationTokenHash(user: User, typed: string | null): string | null {
  if (typed === null || typed === user.emailVerificationToken) return typed;
  return hashVerificationToken(typed);
}
