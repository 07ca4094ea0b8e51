import { useTranslation } from 'react-i18next';
import type { SessionResults } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { roleOf } from '../state/analysis-words';

/** The conversation as it was said, in the session's language; the characters' roles in the reader's. */
export function Conversation({ result }: { result: SessionResults }) {
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
          </li>
        ))}
      </ol>
    </section>
  );
}
