// The assignments part of Team Management (the team page renders it under the member list).
export { AssignmentsSection } from './components/AssignmentsSection';
// The team page tells it when a member was removed, so the counts catch up without a reload.
export { memberLeftTeam } from './state/team-assignments.store';
