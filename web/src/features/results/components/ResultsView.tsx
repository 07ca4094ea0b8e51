import { useTranslation } from 'react-i18next';
import type { SessionResults } from '../../../lib/contracts';
import { Alert } from '../../../components/Alert';
import { formatScore, scoreBand, SKILLS } from '../state/scores';
import { ScoreCircle } from './ScoreCircle';
import { SkillsRadar } from './SkillsRadar';

/** The analysis of one session, as /results and /history both show it. */
export function ResultsView({ result, messageFeedback = false }: { result: SessionResults; messageFeedback?: boolean }) {
  const { t } = useTranslation('results');
  const scores = Object.fromEntries(SKILLS.map((s) => [s, result.scores[s].score])) as Record<(typeof SKILLS)[number], number>;
  return (
    <>
      {result.analyzer === 'offline' && <Alert variant="info">{t('offline')}</Alert>}
      <div className="results-grid">
        <section className="results-card results-overall" aria-labelledby="overall-title">
          <h2 id="overall-title">{t('overall.title')}</h2>
          <ScoreCircle score={result.scores.overall.score} />
          <p className="results-band">{t(`bands.${scoreBand(result.scores.overall.score)}`)}</p>
        </section>
        <section className="results-card results-radar" aria-labelledby="radar-title">
          <h2 id="radar-title">{t('radar.title')}</h2>
          <SkillsRadar scores={scores} />
        </section>
      </div>

      <section className="results-card" aria-labelledby="summary-title">
        <h2 id="summary-title">{t('summary.title')}</h2>
        <div className="summary-columns">
          <div>
            <h3>{t('summary.strengths')}</h3>
            {result.strengths.length ? <ul className="summary-list">{result.strengths.map((s) => <li key={s}>{s}</li>)}</ul> : <p className="muted">{t('summary.noStrengths')}</p>}
          </div>
          <div>
            <h3>{t('summary.improvements')}</h3>
            {result.improvements.length
              ? <ul className="summary-list">{result.improvements.map((i) => <li key={i.messageNumber}>{i.issue}</li>)}</ul>
              : <p className="muted">{t('summary.noImprovements')}</p>}
          </div>
        </div>
      </section>

      <section aria-labelledby="feedback-title">
        <h2 id="feedback-title" className="results-section-title">{t('feedback.title')}</h2>
        <div className="feedback-cards">
          {SKILLS.map((skill) => (
            <article key={skill} className={`results-card feedback-card band-${scoreBand(result.scores[skill].score)}`}>
              <header className="feedback-card-header">
                <h3>{t(`skills.${skill}`)}</h3>
                <span className="feedback-score">{formatScore(result.scores[skill].score)}<span className="muted">/10</span></span>
              </header>
              <p>{result.scores[skill].feedback}</p>
            </article>
          ))}
        </div>
      </section>

      {messageFeedback && (
        <section className="results-card" aria-labelledby="messages-title">
          <h2 id="messages-title">{t('messages.title')}</h2>
          {result.improvements.length === 0 ? <p className="muted">{t('messages.none')}</p> : (
            <ol className="message-feedback">
              {result.improvements.map((i) => (
                <li key={i.messageNumber} className="message-feedback-item">
                  <p className="message-feedback-number">{t('messages.number', { number: i.messageNumber })}</p>
                  {i.aiMessage && <blockquote className="quote quote-ai"><cite>{i.speakerName || t('conversation.character')}</cite>{i.aiMessage}</blockquote>}
                  <blockquote className="quote quote-user"><cite>{t('conversation.you')}</cite>{i.userResponse}</blockquote>
                  <p><strong>{t('messages.issue')}</strong> {i.issue}</p>
                  <p><strong>{t('messages.suggestion')}</strong> {i.suggestion}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      <section className="results-card" aria-labelledby="conversation-title">
        <h2 id="conversation-title">{t('conversation.title')}</h2>
        <ol className="transcript">
          {result.conversationHistory.map((line, index) => (
            <li key={index} className={`transcript-line transcript-${line.role}`}>
              <span className="transcript-speaker">
                {line.role === 'user' ? t('conversation.you') : [line.speakerName, line.speakerRole].filter(Boolean).join(' · ') || t('conversation.character')}
              </span>
              <p>{line.content}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
