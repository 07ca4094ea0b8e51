// The team area's API shapes under the names the web uses (the R2.9 contracts: identity's team and
// invitations, analysis' overview and team analytics, curriculum's assignments).
import type {
  AcceptedView,
  AssignmentView,
  MyAssignment as MyAssignmentView,
  TeamMemberView,
  TeamOverview,
  TeamSettingsView,
  TeamSkills,
} from './contracts';

export type { InvitationView, TeamSkills } from './contracts';
export type Organization = AcceptedView['organization'];
export type TeamMember = TeamMemberView;
export type TeamSettings = TeamSettingsView;
export type AdminOverview = TeamOverview;
export type SkillKey = NonNullable<TeamSkills['insights']['strength']>['skill'];
export type Assignment = AssignmentView;
export type AssignmentStatus = AssignmentView['members'][number]['status'];
export type MyAssignment = MyAssignmentView;

/** The body of POST /api/admin/assignments as the form sends it (the server defaults what is left out). */
export interface NewAssignment {
  scenarioId: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  passScore: number;
  /** Left out: the whole team, including members who join later. */
  memberIds?: number[];
}
