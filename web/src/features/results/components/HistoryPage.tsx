import { ResultsScreen } from './ResultsScreen';

export default function HistoryPage() {
  return <ResultsScreen variant="history" />;
}
