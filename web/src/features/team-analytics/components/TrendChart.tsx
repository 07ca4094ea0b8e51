import { useTranslation } from 'react-i18next';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { formatDay, formatShortDay } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';
import type { TeamSkills } from '../../../lib/team-contracts';
import { formatChartValue } from '../../results';

// Only the pieces this chart draws (STACK.md: the whole of echarts is ~1.4 MB).
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Week = TeamSkills['trend'][number];

/** Sessions per week (bars) and the week's average overall score (line; gaps where nobody practised). */
export function TrendChart({ trend }: { trend: readonly Week[] }) {
  const { t } = useTranslation('teamAnalytics');
  const locale = currentLocale();
  const weeks = trend.map((w) => formatShortDay(w.weekStart, locale));
  const option = {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: formatChartValue },
    legend: { bottom: 0, textStyle: { color: '#4a5568' } },
    grid: { left: 8, right: 8, top: 24, bottom: 40, containLabel: true },
    // The newest week keeps its label when the others are thinned out (from the left).
    xAxis: { type: 'category', data: weeks, axisLabel: { color: '#4a5568', hideOverlap: true, showMaxLabel: true } },
    yAxis: [
      // Axis names start at their axis and run inwards, so neither is cut at the chart's edge.
      { type: 'value', name: t('trend.score'), min: 0, max: 10, axisLabel: { color: '#4a5568' }, nameTextStyle: { color: '#4a5568', align: 'left' } },
      { type: 'value', name: t('trend.sessions'), minInterval: 1, axisLabel: { color: '#4a5568' }, nameTextStyle: { color: '#4a5568', align: 'right' }, splitLine: { show: false } },
    ],
    series: [
      { name: t('trend.sessions'), type: 'bar', yAxisIndex: 1, data: trend.map((w) => w.sessions), itemStyle: { color: '#b3c8ef' }, barMaxWidth: 28 },
      { name: t('trend.score'), type: 'line', yAxisIndex: 0, data: trend.map((w) => w.overall), connectNulls: false, symbolSize: 7, lineStyle: { color: '#1f4fa8', width: 2 }, itemStyle: { color: '#1f4fa8' } },
    ],
  };
  const withData = trend.filter((w) => w.sessions > 0);
  const summary = withData.length
    ? withData.map((w) => t('trend.weekSummary', { week: formatDay(w.weekStart, locale), count: w.sessions, score: formatChartValue(w.overall) })).join('; ')
    : t('trend.noSessions');
  return (
    <>
      <div className="tan-trend" role="img" aria-label={`${t('trend.label')}: ${summary}`}>
        <ReactEChartsCore echarts={echarts} option={option} style={{ height: 280, width: '100%' }} opts={{ renderer: 'svg' }} notMerge />
      </div>
      <details className="tan-trend-numbers">
        <summary>{t('trend.showNumbers')}</summary>
        <div className="wa-table-scroll">
          <table className="wa-table">
            <thead>
              <tr>
                <th scope="col">{t('trend.week')}</th>
                <th scope="col">{t('trend.sessions')}</th>
                <th scope="col">{t('trend.score')}</th>
              </tr>
            </thead>
            <tbody>
              {trend.map((w) => (
                <tr key={w.weekStart}>
                  <td>{t('trend.weekOf', { date: formatDay(w.weekStart, locale) })}</td>
                  <td>{w.sessions}</td>
                  <td>{formatChartValue(w.overall)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
