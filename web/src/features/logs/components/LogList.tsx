import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { currentLocale } from '../../../lib/i18n';
import { matches } from '../state/log-filter';
import { LINES_KEPT, logsState, showRequest } from '../state/logs.store';
import { LogRow } from './LogRow';

/** Within this many pixels of the end counts as "at the newest lines": the list keeps following. */
const FOLLOW_SLACK_PX = 32;

/**
 * The lines, newest at the bottom. The list follows new lines while the reader is at the bottom and
 * stays where it is once they scroll up (a button brings them back).
 */
export function LogList() {
  const { t } = useTranslation('logs');
  const { buffer: { lines }, filter, expanded, loaded } = useSnapshot(logsState);
  const locale = currentLocale();
  const visible = useMemo(() => lines.filter((line) => matches(line, filter)), [lines, filter]);
  const scroller = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && following) box.scrollTop = box.scrollHeight;
  }, [visible, following]);

  const onScroll = () => {
    const box = scroller.current;
    if (box) setFollowing(box.scrollHeight - box.scrollTop - box.clientHeight <= FOLLOW_SLACK_PX);
  };
  const toNewest = () => {
    setFollowing(true);
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  };

  const fmt = (n: number) => n.toLocaleString(locale);
  return (
    <section className="logs-view" aria-labelledby="logs-list-label">
      {filter.requestId && (
        <div className="logs-request-filter">
          <p>{t('requestFilter', { id: filter.requestId })}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => showRequest(null)}>{t('showAll')}</button>
        </div>
      )}
      <p className="logs-count" id="logs-list-label">
        {t('count', { shown: fmt(visible.length), kept: fmt(lines.length) })} <span className="logs-kept-note">{t('keptNote', { cap: fmt(LINES_KEPT) })}</span>
      </p>
      <div className="logs-scroll" ref={scroller} onScroll={onScroll} tabIndex={0} role="region" aria-label={t('listLabel')}>
        {!loaded && <p className="logs-empty">{t('waiting')}</p>}
        {loaded && visible.length === 0 && <p className="logs-empty">{t(lines.length ? 'noMatch' : 'empty')}</p>}
        {visible.length > 0 && (
          <ol className="logs-list">
            {visible.map((line) => <LogRow key={line.seq} line={line} open={expanded.has(line.seq)} locale={locale} />)}
          </ol>
        )}
      </div>
      {!following && visible.length > 0 && (
        <button type="button" className="btn btn-secondary btn-sm logs-newest" onClick={toNewest}>{t('jumpToNewest')}</button>
      )}
    </section>
  );
}
