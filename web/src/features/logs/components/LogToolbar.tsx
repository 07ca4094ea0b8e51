import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { LogLevelName } from '../../../lib/contracts';
import { LEVELS } from '../state/log-filter';
import { logsState, pause, reconnect, resume, setMinLevel, setSearch } from '../state/logs.store';

/** The connection's state, said politely when it changes; a Reconnect button once the client gave up. */
function ConnectionState() {
  const { t } = useTranslation('logs');
  const { connection } = useSnapshot(logsState);
  return (
    <div className="logs-connection">
      <p className={`logs-connection-state logs-connection-${connection}`} role="status">
        <span className="visually-hidden">{t('connection.label')}: </span>
        <span className="logs-connection-dot" aria-hidden="true" />
        {t(`connection.${connection}`)}
      </p>
      {connection === 'disconnected' && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={reconnect}>{t('reconnect')}</button>
      )}
    </div>
  );
}

/** Level, search, pause/resume and the connection (R2.11 Logs page). */
export function LogToolbar() {
  const { t } = useTranslation('logs');
  const { filter, buffer: { paused, heldCount } } = useSnapshot(logsState);
  return (
    <div className="logs-toolbar">
      <form className="logs-filters" role="search" aria-label={t('toolbar')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label className="field-label" htmlFor="logs-level">{t('level')}</label>
          <select id="logs-level" className="input" value={filter.minLevel} onChange={(e) => setMinLevel(e.target.value as LogLevelName | '')}>
            <option value="">{t('allLevels')}</option>
            {LEVELS.map((level) => <option key={level} value={level}>{t('atLeast', { level: t(`levels.${level}`) })}</option>)}
          </select>
        </div>
        <div className="field logs-search">
          <label className="field-label" htmlFor="logs-search">{t('search')}</label>
          <input id="logs-search" type="search" className="input" value={filter.search} autoComplete="off" spellCheck={false}
            placeholder={t('searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </form>
      <div className="logs-controls">
        <button type="button" className={`btn ${paused ? 'btn-primary' : 'btn-secondary'} logs-pause`} onClick={paused ? resume : pause}>
          {paused ? (heldCount > 0 ? t('resumeWithCount', { count: heldCount }) : t('resume')) : t('pause')}
        </button>
        <ConnectionState />
      </div>
      {paused && <p className="logs-paused" role="status">{t('paused')}</p>}
    </div>
  );
}
