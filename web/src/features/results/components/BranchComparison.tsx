import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { historyPath } from '../../../app/paths';
import type { SessionResults } from '../../../lib/contracts';
import { answerNumber } from '../state/answer-number';
import { formatScore, SKILLS } from '../state/scores';
import { deltaWords } from '../state/deltas';

type Branch = NonNullable<SessionResults['branch']>;

/**
 * A retried moment ("Try this moment again"): the first answer beside the new one, and how each score
 * moved. The lines before the moment are the original's, copied; the moment itself may be unanswered
 * here, so its number is counted on them: one more than the learner's messages before it.
 */
export function BranchComparison({ result, branch }: { result: SessionResults; branch: Branch }) {
  const { t } = useTranslation('results');
  const rows = [{ key: 'overall', label: t('overall.title') }, ...SKILLS.map((skill) => ({ key: skill, label: t(`skills.${skill}`) }))] as const;
  return (
    <section className="results-card branch-comparison" aria-labelledby="branch-title">
      <h2 id="branch-title">{t('branch.title')}</h2>
      <p className="muted">{t('branch.intro', { number: answerNumber(result.conversationHistory, branch.messageNumber - 1) + 1 })}</p>
      <div className="branch-answers">
        <blockquote className="quote quote-user" lang={result.locale}><cite>{t('branch.original')}</cite>{branch.originalAnswer}</blockquote>
        <blockquote className="quote quote-user branch-new" lang={result.locale}>
          <cite>{t('branch.new')}</cite>{branch.newAnswer ?? <span className="muted">{t('branch.noAnswer')}</span>}
        </blockquote>
      </div>
      {branch.deltas && branch.originalScores ? (
        <table className="branch-deltas">
          <caption>{t('branch.deltasCaption')}</caption>
          <thead><tr><th scope="col">{t('branch.skill')}</th><th scope="col">{t('branch.before')}</th><th scope="col">{t('branch.after')}</th><th scope="col">{t('branch.change')}</th></tr></thead>
          <tbody>
            {rows.map(({ key, label }) => {
              const delta = deltaWords(branch.deltas![key]);
              return (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td>{formatScore(branch.originalScores![key])}</td>
                  <td>{formatScore(key === 'overall' ? result.scores.overall.score : result.scores[key].score)}</td>
                  <td className={`branch-delta branch-delta-${delta.trend}`}>{delta.figure} <span>{t(`branch.trend.${delta.trend}`)}</span></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : <p className="muted">{t('branch.originalPending')}</p>}
      <p><Link href={historyPath(branch.originalSessionId)} className="back-link">{t('branch.originalLink')}</Link></p>
    </section>
  );
}
