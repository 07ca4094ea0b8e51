import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDay } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';
import type { Progress } from '../../../lib/contracts';
import { formatScore } from '../../results';
import { MEASURES, scoreOf } from '../state/progress';

/** True while the element's content is wider than the element itself (it scrolls sideways). */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * The chart's figures as a table, week by week. On a desktop its headings wrap so every column fits
 * the card; on a phone it scrolls sideways inside the card, and then says so above it, with a shade
 * at the edge that has more.
 */
export function ProgressTable({ weeks }: { weeks: readonly Progress['weeks'][number][] }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(scroller);
  const hint = useId();
  return (
    <>
      {overflows && <p id={hint} className="progress-table-hint">{t('progress.scrollHint')}</p>}
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div ref={scroller} className="progress-table-scroll" tabIndex={0} role="region" aria-label={t('progress.showNumbers')}
        aria-describedby={overflows ? hint : undefined}>
        <table className="progress-table">
          <thead>
            <tr>
              <th scope="col">{t('progress.week')}</th>
              <th scope="col">{t('progress.sessions')}</th>
              {MEASURES.map((m) => <th key={m} scope="col">{t(`progress.measures.${m}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{formatShortDay(w.weekStart, locale)}</th>
                <td>{w.sessions}</td>
                {MEASURES.map((m) => {
                  const score = scoreOf(w, m);
                  return <td key={m}>{score === null ? '—' : formatScore(score)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
