import { useTranslation } from 'react-i18next';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { RadarChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { formatChartValue, formatScore, SKILLS, type Skill } from '../state/scores';

// Only what a radar needs: the whole of echarts is ~1.4 MB (STACK.md).
echarts.use([RadarChart, TooltipComponent, SVGRenderer]);

/**
 * The five skills on a 0–10 radar, with the same scores as text for screen readers. `series` names
 * what the scores are (one session, the learner's averages, a team's), as the tooltip's heading.
 */
export function SkillsRadar({ scores, series, height = 300, radius = '62%' }: { scores: Record<Skill, number>; series: string; height?: number; radius?: string }) {
  const { t } = useTranslation('results');
  const names = SKILLS.map((s) => t(`skills.${s}`));
  const label = `${t('radar.label')}: ${SKILLS.map((s, i) => `${names[i]} ${formatScore(scores[s])}`).join(', ')}`;
  const option = {
    animation: false,
    tooltip: { trigger: 'item', valueFormatter: formatChartValue },
    radar: {
      indicator: names.map((name) => ({ name, max: 10 })),
      radius,
      splitNumber: 5,
      // Two-word names ("Active listening", "Активное слушание") on two lines, so they fit a phone.
      axisName: { color: '#4a5568', fontSize: 12, lineHeight: 15, formatter: (name: string) => name.replace(' ', '\n') },
      splitArea: { areaStyle: { color: ['#f6f8fb', '#ffffff'] } },
    },
    series: [{
      type: 'radar',
      data: [{ value: SKILLS.map((s) => scores[s]), name: series }],
      areaStyle: { color: 'rgba(47, 99, 196, 0.18)' },
      lineStyle: { color: '#2f63c4', width: 2 },
      itemStyle: { color: '#2f63c4' },
    }],
  };
  return (
    <div className="skills-radar" role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} style={{ height, width: '100%' }} opts={{ renderer: 'svg' }} notMerge />
    </div>
  );
}
