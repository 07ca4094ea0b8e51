// What other features take from the conversation: the dashboard's unfinished sessions discard one the
// learner never wrote in with the same question as the End button. The page is reached through the router.
export { DiscardSessionDialog } from './components/DiscardSessionDialog';
