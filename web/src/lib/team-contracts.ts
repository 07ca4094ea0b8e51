import type { Locale, Role } from './contracts';

// The team area's API shapes (R2.9 contracts: identity, analysis, curriculum), as the server answers them.

export interface Organization {
  id: number;
  name: string;
}

/** GET /api/admin/team: active members (Admins first, then by email), then pending invitations. */
export interface TeamMember {
  /** The user id; null for an invitee who has no account yet. */
  id: number | null;
  email: string;
  role: Role;
  level: string | null;
  experiencePoints: number;
  status: 'active' | 'pending';
  invitationId: number | null;
  invitedAt: string | null;
  /** Pending invitations only. */
  expiresAt: string | null;
}

export interface TeamSettings {
  organization: Organization;
  invitationLocale: Locale;
}

/** GET /api/invitations/{token}, public. */
export interface InvitationView {
  email: string;
  organizationName: string;
  /** The inviting admin's email. */
  invitedBy: string;
  existingAccount: boolean;
  expiresAt: string;
}

export interface AdminOverview {
  members: number;
  /** Members' sessions started since the 1st of this month (UTC). */
  sessionsThisMonth: number;
  /** Over the members' analysed sessions; null when there is none. */
  averageOverall: number | null;
  /** Members with a session in the last 30 days. */
  activeLearners: number;
}

export type SkillKey = 'empathy' | 'clarity' | 'problemSolving' | 'composure' | 'activeListening';

export interface TeamSkills {
  empathyAverage: number;
  clarityAverage: number;
  problemSolvingAverage: number;
  composureAverage: number;
  activeListeningAverage: number;
  overallAverage: number;
  sessionCount: number;
  members: {
    userId: number;
    email: string;
    sessions: number;
    averages: Record<SkillKey, number> | null;
    overall: number | null;
    latestAt: string | null;
  }[];
  /** The last 12 weeks; a week without sessions has sessions 0 and overall null. */
  trend: { weekStart: string; sessions: number; overall: number | null }[];
  insights: {
    strength: { skill: SkillKey; average: number } | null;
    growth: { skill: SkillKey; average: number } | null;
    overall: 'excellent' | 'good' | null;
  };
}

export type AssignmentStatus = 'notStarted' | 'inProgress' | 'passed' | 'pastDue';

export interface Assignment {
  id: number;
  scenarioId: number;
  scenarioName: string;
  scenarioName_ru: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  passScore: number;
  wholeTeam: boolean;
  createdAt: string;
  counts: Record<AssignmentStatus, number>;
  members: { userId: number; email: string; status: AssignmentStatus; bestScore: number | null; lastActivityAt: string | null }[];
}

export interface NewAssignment {
  scenarioId: number;
  dueDate: string;
  passScore: number;
  /** Left out: the whole team, including members who join later. */
  memberIds?: number[];
}

/** GET /api/assignments: the learner's own. */
export interface MyAssignment {
  id: number;
  scenarioId: number;
  scenarioName: string;
  scenarioName_ru: string;
  dueDate: string;
  passScore: number;
  status: AssignmentStatus;
  bestScore: number | null;
}
