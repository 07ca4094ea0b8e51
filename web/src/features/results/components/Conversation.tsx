import { useTranslation } from 'react-i18next';
import type { SessionResults } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { roleOf } from '../state/analysis-words';
import { RetryMomentButton } from './RetryMoment';

/**
 * The conversation as it was said, in the session's language; the characters' roles in the reader's;
 * each answer can be tried again, here or, for a message with an improvement item, from that item
 * (`offeredAbove`), so no message has two buttons.
 */
export function Conversation({ result, offeredAbove = new Set() }: { result: SessionResults; offeredAbove?: ReadonlySet<number> }) {
  const { t } = useTranslation('results');
  const language = currentLocale();
  return (
    <section className="results-card" aria-labelledby="conversation-title">
      <h2 id="conversation-title">{t('conversation.title')}</h2>
      <ol className="transcript">
        {result.conversationHistory.map((line, index) => (
          <li key={index} className={`transcript-line transcript-${line.role}`}>
            <span className="transcript-speaker">
              {line.role === 'user'
                ? t('conversation.you')
                : [line.speakerName, roleOf(result, line.speakerName, line.speakerRole, language)].filter(Boolean).join(' · ') || t('conversation.character')}
            </span>
            <p lang={result.locale}>{line.content}</p>
            {/* Lines are numbered from 1 as improvements number them, so a line's number is its branch point. */}
            {line.role === 'user' && !offeredAbove.has(index + 1) && <RetryMomentButton result={result} messageNumber={index + 1} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
