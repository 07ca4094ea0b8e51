/**
 * A team's figures hold only what its members did as its members: a session counts for a member
 * from the moment they joined the organisation, never the practice they did before it (alone, or
 * in another customer's organisation). A scored session counts by when it ended (its result is
 * stamped with that moment); the overview's "sessions started" by when it started.
 */
export interface CountedMember {
  userId: number;
  /** The moment their sessions start to count: when they joined the organisation. */
  countsFrom: Date;
}

/**
 * Members recorded before join dates were kept have none: all their sessions count, as they did
 * (there is no telling when they joined).
 */
const UNKNOWN_JOIN = new Date(0);

export const countedMembers = (members: readonly { userId: number; joinedAt: Date | null }[]): CountedMember[] =>
  members.map((m) => ({ userId: m.userId, countsFrom: m.joinedAt ?? UNKNOWN_JOIN }));
