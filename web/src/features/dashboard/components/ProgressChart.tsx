import { useTranslation } from 'react-i18next';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { formatDay, formatShortDay } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { Progress } from '../../../lib/contracts';
import { formatChartValue, formatScore } from '../../results';
import { MEASURES, type Measure, scoreOf } from '../state/progress';
import { ProgressTable } from './ProgressTable';

// Only the pieces a line chart needs (STACK.md: the whole of echarts is ~1.4 MB). SVG rather than
// canvas: the printed report keeps its chart (a canvas can print blank).
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const COLORS: Record<Measure, string> = {
  overall: '#1a202c', empathy: '#c53030', clarity: '#2b6cb0', problemSolving: '#2f855a', composure: '#b7791f', activeListening: '#6b46c1',
};

/** One line per skill plus overall (thicker), week by week; gaps where the learner did not practise. The same figures as a table. */
export function ProgressChart({ weeks, height = 300, tableOpen = false }: { weeks: readonly Progress['weeks'][number][]; height?: number; tableOpen?: boolean }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  // On a phone six names do not fit one row, and the chart's own legend either pages them ("1/4")
  // or wraps over the axis labels: there the names wrap in a list under the chart instead.
  const narrow = useMediaQuery('(max-width: 699.98px)');
  const option = {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: formatChartValue },
    legend: { show: !narrow, bottom: 0, textStyle: { color: '#4a5568' } },
    grid: { left: 8, right: 16, top: 16, bottom: narrow ? 8 : 48, containLabel: true },
    // Labels are thinned from the left where they do not fit; the newest week, the one the learner
    // looks for, always keeps its label (its neighbour gives way instead).
    xAxis: { type: 'category', data: weeks.map((w) => formatShortDay(w.weekStart, locale)), axisLabel: { color: '#4a5568', hideOverlap: true, showMaxLabel: true } },
    yAxis: { type: 'value', min: 0, max: 10, axisLabel: { color: '#4a5568' } },
    series: MEASURES.map((m) => ({
      name: t(`progress.measures.${m}`), type: 'line', data: weeks.map((w) => scoreOf(w, m)), connectNulls: false,
      symbolSize: m === 'overall' ? 8 : 5, lineStyle: { color: COLORS[m], width: m === 'overall' ? 3 : 1.5 }, itemStyle: { color: COLORS[m] },
    })),
  };
  const practised = weeks.filter((w) => w.sessions > 0);
  const summary = practised.map((w) => t('progress.weekSummary', { week: formatDay(w.weekStart, locale), count: w.sessions, score: w.overall === null ? '—' : formatScore(w.overall) })).join('; ');
  return (
    <>
      <div className="progress-chart" role="img" aria-label={`${t('progress.chartLabel')}: ${summary}`}>
        <ReactEChartsCore echarts={echarts} option={option} style={{ height, width: '100%' }} opts={{ renderer: 'svg' }} notMerge />
        {narrow && (
          <ul className="progress-legend">
            {MEASURES.map((m) => (
              <li key={m}>
                <span className={`progress-legend-line${m === 'overall' ? ' progress-legend-overall' : ''}`} style={{ background: COLORS[m] }} />
                {t(`progress.measures.${m}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* One week gives dots, not lines: say when the lines come. */}
      {practised.length === 1 && <p className="muted progress-one-week">{t('progress.oneWeek')}</p>}
      <details className="progress-numbers" open={tableOpen}>
        <summary>{t('progress.showNumbers')}</summary>
        <ProgressTable weeks={weeks} />
      </details>
    </>
  );
}
