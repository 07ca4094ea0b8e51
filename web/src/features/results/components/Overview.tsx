import { useTranslation } from 'react-i18next';
import type { SessionResults } from '../../../lib/contracts';
import type { AnalysisWords } from '../state/analysis-words';
import { scoreBand } from '../state/scores';
import { NothingListed } from './NothingListed';
import { ScoreCircle } from './ScoreCircle';

/** The overall score and the summary: what a learner looks for first, so it comes first at every width. */
export function Overview({ result, words }: { result: SessionResults; words: AnalysisWords }) {
  const { t } = useTranslation('results');
  const overall = result.scores.overall.score;
  const issues = result.improvements.map((i) => ({ number: i.messageNumber, issue: words.improvements.get(i.messageNumber)?.issue }));
  return (
    <div className="results-overview">
      <section className="results-card results-overall" aria-labelledby="overall-title">
        <h2 id="overall-title">{t('overall.title')}</h2>
        <ScoreCircle score={overall} />
        {/* The ring already says the band to a screen reader: this is the same word, for the eye. */}
        <p className="results-band" aria-hidden="true">{t(`bands.${scoreBand(overall)}`)}</p>
      </section>
      <section className="results-card results-summary" aria-labelledby="summary-title">
        <h2 id="summary-title">{t('summary.title')}</h2>
        <div className="summary-columns">
          <div>
            <h3>{t('summary.strengths')}</h3>
            {words.strengths.length
              ? <ul className="summary-list">{words.strengths.map((s, i) => <li key={i} lang={s.lang}>{s.text}</li>)}</ul>
              : <p className="muted">{t('summary.noStrengths')}</p>}
          </div>
          <div>
            <h3>{t('summary.improvements')}</h3>
            {issues.length
              ? <ul className="summary-list">{issues.map(({ number, issue }) => <li key={number} lang={issue?.lang}>{issue?.text}</li>)}</ul>
              : <NothingListed result={result} wellDone="summary.noImprovements" />}
          </div>
        </div>
      </section>
    </div>
  );
}
