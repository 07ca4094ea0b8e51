import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { formatScore } from '../../results';
import type { TeamSkills } from '../../../lib/team-contracts';

/**
 * SPEC §9's team insights, as the server found them: the strength (best average above 0), the
 * growth opportunity (lowest below the highest and below 7), and the overall band (8+ excellent, 6+ good).
 */
export function Insights({ data }: { data: Snapshot<TeamSkills> }) {
  const { t } = useTranslation(['teamAnalytics', 'results']);
  const { strength, growth, overall } = data.insights;
  const skill = (key: string) => t(`results:skills.${key}`);
  const items = [
    strength && { key: 'strength', text: t('insights.strength', { skill: skill(strength.skill), score: formatScore(strength.average) }) },
    growth && { key: 'growth', text: t('insights.growth', { skill: skill(growth.skill), score: formatScore(growth.average) }) },
    {
      key: `overall-${overall ?? 'plain'}`,
      text: t(overall ? `insights.overall.${overall}` : 'insights.overall.plain', { score: formatScore(data.overallAverage) }),
    },
  ].filter((item): item is { key: string; text: string } => Boolean(item));
  return (
    <ul className="tan-insights">
      {items.map(({ key, text }) => (
        <li key={key} className={`tan-insight tan-insight-${key.split('-')[0]}`}>
          <span className="tan-insight-label">{t(`insights.labels.${key.split('-')[0]}`)}</span>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
