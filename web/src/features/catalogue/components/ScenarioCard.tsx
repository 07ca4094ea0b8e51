import { Link } from 'wouter';
import { scenarioPath } from '../../../app/paths';
import type { ScenarioSummary } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../state/localize';
import { DifficultyBadge, GroupSceneHint } from './ScenarioMeta';
import { StartPracticeButton } from './StartPracticeButton';

export function ScenarioCard({ scenario }: { scenario: ScenarioSummary }) {
  const locale = currentLocale();
  return (
    <li className="scenario-card" data-category={scenario.category} data-difficulty={scenario.difficulty}>
      <div className="scenario-card-meta">
        <span className="scenario-category">{localized(scenario, 'category', locale)}</span>
        <DifficultyBadge difficulty={scenario.difficulty} />
      </div>
      <h2 className="scenario-card-title">
        <Link href={scenarioPath(scenario.id)}>{localized(scenario, 'name', locale)}</Link>
      </h2>
      <p className="scenario-card-text">{localized(scenario, 'description', locale)}</p>
      <div className="scenario-card-footer">
        <GroupSceneHint speakers={scenario.speakerCount} />
        <StartPracticeButton scenario={scenario} />
      </div>
    </li>
  );
}

/** Placeholder cards while the list loads (hidden from screen readers, which hear the status text). */
export function ScenarioCardSkeleton() {
  return (
    <li className="scenario-card scenario-card-skeleton" aria-hidden="true">
      <span className="skeleton skeleton-line" style={{ width: '40%' }} />
      <span className="skeleton skeleton-title" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" style={{ width: '70%' }} />
      <span className="skeleton skeleton-button" />
    </li>
  );
}
