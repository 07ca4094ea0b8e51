// The shell every team admin page renders inside, and the load-failure block they share (it knows
// the no-organisation case). The pages themselves are reached through the router only.
export { AdminLayout } from './components/AdminLayout';
export { LoadProblem } from './components/LoadProblem';
