import { useTranslation } from 'react-i18next';
import type { SuperAdminSessionDetail } from '../../../lib/contracts';
import { formatScore, ScoreBadge, SKILLS } from '../../results';

type Feedback = NonNullable<SuperAdminSessionDetail['feedback']>;

/** SPEC §2: the analysis — each skill's score out of 10 and what it says, the overall word, strengths and improvements. */
export function SessionFeedback({ feedback }: { feedback: Feedback | null }) {
  const { t } = useTranslation(['people', 'results']);
  return (
    <section className="wa-panel" aria-labelledby="session-feedback-title">
      <h2 id="session-feedback-title" className="wa-panel-title people-panel-title">{t('session.feedback')}</h2>
      {!feedback ? (
        <p className="wa-empty">{t('session.noFeedback')}</p>
      ) : (
        <>
          {feedback.overallFeedback && <p className="session-overall">{feedback.overallFeedback}</p>}
          <ul className="session-skills">
            {SKILLS.map((skill) => (
              <li key={skill} className="session-skill">
                <h3 className="session-skill-name">
                  {t(`results:skills.${skill}`)}{' '}
                  <span>
                    {/* The badge and "/10" are what the eye reads; a screen reader hears "8.5 out of 10" once, not the number twice. */}
                    <span className="session-skill-score" aria-hidden="true">
                      <ScoreBadge score={feedback[`${skill}Score`]} />
                      <span className="session-out-of">/10</span>
                    </span>
                    <span className="visually-hidden">{t('session.outOf', { score: formatScore(feedback[`${skill}Score`]) })}</span>
                  </span>
                </h3>
                <p>{feedback[`${skill}Feedback`] || '—'}</p>
              </li>
            ))}
          </ul>
          <div className="session-lists">
            <div>
              <h3 className="session-list-title">{t('session.strengths')}</h3>
              {feedback.strengths.length ? <ul className="session-bullets">{feedback.strengths.map((s, i) => <li key={i}>{s}</li>)}</ul> : <p>—</p>}
            </div>
            <div>
              <h3 className="session-list-title">{t('session.improvements')}</h3>
              {feedback.improvements.length ? (
                <ul className="session-bullets">
                  {feedback.improvements.map((item, i) => (
                    <li key={i}>
                      {item.messageNumber !== null && <span className="session-message-ref">{t('session.messageNumber', { number: item.messageNumber })} </span>}
                      {item.issue} <em>{item.suggestion}</em>
                    </li>
                  ))}
                </ul>
              ) : <p>—</p>}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
