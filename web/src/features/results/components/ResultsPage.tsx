import { ResultsScreen } from './ResultsScreen';

export default function ResultsPage() {
  return <ResultsScreen variant="results" />;
}
