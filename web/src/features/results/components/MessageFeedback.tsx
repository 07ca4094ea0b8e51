import { useTranslation } from 'react-i18next';
import type { SessionResults } from '../../../lib/contracts';
import type { AnalysisWords } from '../state/analysis-words';
import { answerNumber } from '../state/answer-number';
import { NothingListed } from './NothingListed';
import { RetryMomentButton } from './RetryMoment';

/** /history/{id}: each message worth rewriting, what it answered, what went wrong, a better way to say it, and a way to try it again. */
export function MessageFeedback({ result, words }: { result: SessionResults; words: AnalysisWords }) {
  const { t } = useTranslation('results');
  return (
    <section className="results-card" aria-labelledby="messages-title">
      <h2 id="messages-title">{t('messages.title')}</h2>
      {result.improvements.length === 0 ? <NothingListed result={result} wellDone="messages.none" /> : (
        <ol className="message-feedback">
          {result.improvements.map((item) => {
            const said = words.improvements.get(item.messageNumber);
            const who = [item.speakerName, said?.speakerRole].filter(Boolean).join(' · ') || t('conversation.character');
            return (
              <li key={item.messageNumber} className="message-feedback-item">
                <p className="message-feedback-number">{t('messages.number', { number: answerNumber(result.conversationHistory, item.messageNumber) })}</p>
                {item.aiMessage && <blockquote className="quote quote-ai" lang={result.locale}><cite>{who}</cite>{item.aiMessage}</blockquote>}
                <blockquote className="quote quote-user" lang={result.locale}><cite>{t('conversation.you')}</cite>{item.userResponse}</blockquote>
                <p><strong>{t('messages.issue')}</strong> <span lang={said?.issue.lang}>{said?.issue.text}</span></p>
                <p><strong>{t('messages.suggestion')}</strong> <span lang={said?.suggestion.lang}>{said?.suggestion.text}</span></p>
                <RetryMomentButton result={result} messageNumber={item.messageNumber} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
