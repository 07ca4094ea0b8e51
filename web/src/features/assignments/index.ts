// assignments.css styles the chips and due dates wherever they appear, so importing this file brings it.
import './assignments.css';

// The learner's assignments (dashboard, curriculum), and the status chip and due date the team
// admin's assignment list shows in the same words.
export { AssignmentStatusChip } from './components/AssignmentStatusChip';
export { DueDate } from './components/DueDate';
export { MyAssignments } from './components/MyAssignments';
