import { useTranslation } from 'react-i18next';
import { type Snapshot, useSnapshot } from 'valtio';
import type { ScenarioDetail } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { authState } from '../../auth';
import { useRenewalDate } from '../../usage';
import { localized, sessionLimitReached } from '../state/localize';
import { DifficultyBadge, GroupSceneHint } from './ScenarioMeta';
import { ScenarioRubric } from './ScenarioRubric';
import { StartPracticeButton } from './StartPracticeButton';

export function ScenarioDetailView({ scenario }: { scenario: Snapshot<ScenarioDetail> }) {
  const { t } = useTranslation('catalogue');
  const { user } = useSnapshot(authState);
  const renews = useRenewalDate();
  const locale = currentLocale();
  const brief = [
    { key: 'learnerRole', text: localized(scenario, 'learnerRole', locale) },
    { key: 'situation', text: localized(scenario, 'situation', locale) },
    { key: 'goal', text: localized(scenario, 'goal', locale) },
  ] as const;

  return (
    <article className="scenario-article" aria-labelledby="scenario-title">
      <header className="scenario-header">
        <p className="eyebrow">{localized(scenario, 'category', locale)}</p>
        <h1 id="scenario-title">{localized(scenario, 'name', locale)}</h1>
        <div className="scenario-header-meta">
          <DifficultyBadge difficulty={scenario.difficulty} />
          <GroupSceneHint speakers={scenario.speakerCount} />
        </div>
        <p className="lead">{localized(scenario, 'description', locale)}</p>
        <div className="scenario-header-actions">
          <StartPracticeButton scenario={scenario} size="lg" />
          {user && sessionLimitReached(user.usage) && <p className="form-note">{renews ? t('detail.limitReachedRenews', { date: renews }) : t('detail.limitReached')}</p>}
        </div>
      </header>

      <section className="scenario-section" aria-labelledby="scenario-brief">
        <h2 id="scenario-brief">{t('detail.brief')}</h2>
        <dl className="brief-list">
          {brief.map(({ key, text }) => (
            <div key={key} className="brief-item">
              <dt>{t(`detail.${key}`)}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </section>

      {scenario.cast.length > 0 && (
        <section className="scenario-section" aria-labelledby="scenario-cast">
          <h2 id="scenario-cast">{t('detail.cast')}</h2>
          <ul className="cast-list">
            {scenario.cast.map((member) => (
              <li key={member.name} className="cast-member">
                <span className="cast-dot" style={{ backgroundColor: member.color }} aria-hidden="true" />
                <span>
                  <span className="cast-name">{localized(member, 'name', locale)}</span>
                  <span className="cast-role">{localized(member, 'role', locale)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ScenarioRubric rubric={scenario.rubric} />

      {scenario.systemPrompt && (
        <details className="system-prompt">
          <summary>{t('detail.systemPrompt')}</summary>
          <p className="form-note">{t('detail.systemPromptNote')}</p>
          <pre className="system-prompt-text">{scenario.systemPrompt}</pre>
        </details>
      )}
    </article>
  );
}
