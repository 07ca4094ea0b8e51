// The assignments part of Team Management (the team page renders it under the member list).
export { AssignmentsSection } from './components/AssignmentsSection';
