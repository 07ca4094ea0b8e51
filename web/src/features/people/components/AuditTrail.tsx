import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { currentLocale } from '../../../lib/i18n';
import { byCommandLine, changesOf, valueNameKey } from '../state/audit-changes';
import { formatDateTime } from '../state/local-time';
import { auditList } from '../state/user-lists';
import { ListBody } from './ListBody';

/** A value that is an ISO moment reads as a date; booleans as Yes/No; a role, plan or language by its name; anything else as written. */
function useShown() {
  const { t } = useTranslation('people');
  const locale = currentLocale();
  return (field: string, value: string) => {
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value, locale);
    if (value === 'true' || value === 'false') return t(value === 'true' ? 'yes' : 'no');
    const name = valueNameKey(field, value);
    return name ? t(name) : value;
  };
}

/** Every change a SuperAdmin made to this account: when, who, what, each field before → after, and from where. */
export function AuditTrail() {
  const { t } = useTranslation('people');
  const list = useSnapshot(auditList.state);
  const locale = currentLocale();
  const shown = useShown();
  return (
    <section className="wa-panel" aria-labelledby="audit-title">
      <h2 id="audit-title" className="wa-panel-title people-panel-title">{t('audit.title')}</h2>
      <ListBody list={list} texts={{ failed: 'audit.loadFailed', empty: 'audit.empty', pages: 'audit.pages' }}
        onRetry={auditList.retry} onPage={auditList.goTo}>
        {(items) => (
          <ol className="audit-list">
            {items.map((entry) => {
              const changes = changesOf(entry.before, entry.after);
              return (
                <li key={entry.id} className="audit-entry">
                  <p className="audit-head">
                    <span className="audit-action">{t(`audit.actions.${entry.action}`)}</span>
                    <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
                  </p>
                  <p className="audit-meta">
                    {byCommandLine(entry) ? t('audit.byCommandLine') : <>{t('audit.by', { email: entry.actorEmail })} · {t('audit.ip', { ip: entry.ip ?? '—' })}</>}
                  </p>
                  {changes.length > 0 && (
                    <ul className="audit-changes">
                      {changes.map((change) => (
                        <li key={change.field}>
                          <span className="audit-field">{t(`fields.${change.field}`, { defaultValue: change.field })}</span>{' '}
                          {change.secret ? (
                            <span>{t('audit.changedSecret')}</span>
                          ) : (
                            <>
                              <span className="audit-before">{shown(change.field, change.before)}</span>
                              <span aria-hidden="true"> → </span>
                              <span className="visually-hidden"> {t('audit.became')} </span>
                              <span className="audit-after">{shown(change.field, change.after)}</span>
                            </>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </ListBody>
    </section>
  );
}
