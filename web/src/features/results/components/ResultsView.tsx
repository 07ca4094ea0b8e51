import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionResults } from '../../../lib/contracts';
import { Alert } from '../../../components/Alert';
import { BranchComparison } from './BranchComparison';
import { Conversation } from './Conversation';
import { MessageFeedback } from './MessageFeedback';
import { Overview } from './Overview';
import { RetryMomentDialog } from './RetryMoment';
import { SkillCards } from './SkillCards';
import { useAnalysisWords } from './useAnalysisWords';

/**
 * The analysis of one session, as /results and /history both show it: score and summary first (on
 * a phone too), then what the session earned, the skills, a better way to say each message worth
 * rewriting (the suggestions on the learner's own words are the point of the exercise, so they are
 * there the moment a session ends), and the conversation.
 */
export function ResultsView({ result, earned }: { result: SessionResults; earned?: ReactNode }) {
  const { t } = useTranslation('results');
  const words = useAnalysisWords(result);
  return (
    <>
      <Overview result={result} words={words} />
      {result.branch && <BranchComparison result={result} branch={result.branch} />}
      {words.storedIn && <Alert variant="info">{t(`storedIn.${words.storedIn}`)}</Alert>}
      {earned}
      {result.analyzer === 'offline' && <Alert variant="info">{t('offline')}</Alert>}
      <SkillCards result={result} words={words} />
      <MessageFeedback result={result} words={words} />
      <Conversation result={result} offeredAbove={new Set(result.improvements.map((item) => item.messageNumber))} />
      <RetryMomentDialog />
    </>
  );
}
