import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Modal } from '../../../components/Modal';
import type { HackingAttemptView } from '../../../lib/contracts';
import { currentLocale, isLocale } from '../../../lib/i18n';
import { parseHistory, parsePatterns } from '../state/attempt-fields';
import { explanationOf, patternLabel } from '../state/explanation';
import { closeDetails, monitorState } from '../state/monitor.store';
import { RiskBadge, StatusBadge } from './AttemptBadges';
import { formatTime, SessionRef } from './attempt-format';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ha-block">
      <h3 className="ha-block-title">{title}</h3>
      {children}
    </section>
  );
}

/** Free text the server wrote (or the learner typed), or a dash when there is none. */
function Text({ value }: { value: string | null }) {
  return value?.trim() ? <p className="ha-text">{value}</p> : <p className="ha-muted">—</p>;
}

function Details({ attempt }: { attempt: HackingAttemptView }) {
  const { t } = useTranslation('hackingAttempts');
  const patterns = parsePatterns(attempt.detectedPatterns);
  const history = parseHistory(attempt.conversationHistory);
  const { reasoning, suggestedAction } = explanationOf(attempt, t, currentLocale());
  const facts: [string, ReactNode][] = [
    ['user', attempt.userEmail ?? t('unknownUser')],
    ['time', <time dateTime={attempt.attemptTime}>{formatTime(attempt.attemptTime, currentLocale())}</time>],
    ['riskLevel', <RiskBadge level={attempt.riskLevel} />],
    ['status', <StatusBadge blocked={attempt.wasBlocked} />],
    ['session', <SessionRef sessionId={attempt.sessionId} />],
    ['source', t(`source.${attempt.source}`)],
    ['ip', <span className="ha-mono">{attempt.userIP ?? '—'}</span>],
    // A language the product speaks by its name; anything else a browser sent, as sent.
    ['locale', isLocale(attempt.userLocale) ? t(`details.locales.${attempt.userLocale}`) : (attempt.userLocale ?? '—')],
  ];
  return (
    <>
      <dl className="ha-facts">
        {facts.map(([key, value]) => (
          <div key={key} className={`ha-fact ha-fact-${key}`}>
            <dt>{t(`details.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Block title={t('details.scenario')}>
        {attempt.scenarioName ? (
          <>
            <p className="ha-text ha-strong">{attempt.scenarioName}</p>
            {attempt.scenarioDescription && <p className="ha-text ha-muted">{attempt.scenarioDescription}</p>}
          </>
        ) : (
          <p className="ha-muted">—</p>
        )}
      </Block>
      <Block title={t('details.message')}>
        <p className="ha-text ha-quote">{attempt.message}</p>
      </Block>
      {/* An output attempt: the learner's message drew a reply that leaked the instructions; it was held back. */}
      {attempt.modelOutput && (
        <Block title={t('details.modelOutput')}>
          <p className="ha-text ha-quote ha-quote-ai">{attempt.modelOutput}</p>
        </Block>
      )}
      <Block title={t('details.patterns')}>
        {patterns.length ? (
          <ul className="ha-patterns">
            {patterns.map((pattern) => <li key={pattern} className="badge badge-neutral ha-pattern" title={pattern}>{patternLabel(pattern, t)}</li>)}
          </ul>
        ) : (
          <p className="ha-muted">—</p>
        )}
      </Block>
      <Block title={t('details.reasoning')}><Text value={reasoning} /></Block>
      <Block title={t('details.suggestedAction')}><Text value={suggestedAction} /></Block>
      <Block title={t('details.history')}>
        {history.length ? (
          <ol className="ha-history">
            {history.map((line, index) => (
              <li key={index} className={`ha-history-line ha-history-${line.role}`}>
                <span className="ha-history-role">{t(line.role === 'user' ? 'details.roleUser' : 'details.roleAi')}</span>
                <p className="ha-text">{line.content}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="ha-muted">{t('details.noHistory')}</p>
        )}
      </Block>
    </>
  );
}

/** SPEC §2 'Hacking Attempt Details': closes by its button, its X, Escape or the backdrop. */
export function AttemptDetails() {
  const { t } = useTranslation('hackingAttempts');
  const { openId, list } = useSnapshot(monitorState);
  const attempt = openId === null ? undefined : list?.attempts.find((a) => a.id === openId);
  if (!attempt) return null;
  return (
    <Modal
      title={t('details.title')}
      onClose={closeDetails}
      size="wide"
      footer={<button type="button" className="btn btn-secondary" onClick={closeDetails}>{t('common:actions.close')}</button>}
    >
      <Details attempt={attempt as HackingAttemptView} />
    </Modal>
  );
}
