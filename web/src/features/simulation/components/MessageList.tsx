import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { currentLocale } from '../../../lib/i18n';
import { authState } from '../../auth';
import { type ChatLine, whoIsTyping } from '../state/conversation';
import { simulationState } from '../state/simulation.store';
import { profileOf } from '../state/speakers';
import { Avatar, speakerStyle } from './Avatar';
import { EngineNote } from './SessionNotices';
import { WalkOutNotice } from './WalkOutNotice';

/** Within this many pixels of the bottom the list follows new text; further up, the reader is left alone. */
const FOLLOW_THRESHOLD_PX = 120;

function Line({ line, userName, time }: { line: ChatLine; userName: string; time: string }) {
  const { t } = useTranslation('simulation');
  const { speakers, details } = useSnapshot(simulationState);
  const mine = line.sender === 'user';
  const { profile } = profileOf(line.speaker, speakers);
  const name = mine ? t('participants.you') : line.speaker?.name || t('messages.character');
  return (
    <li className={`sim-line sim-line-${line.sender}`} data-status={line.status} style={mine ? undefined : speakerStyle(profile)}>
      <Avatar speaker={mine ? null : (line.speaker ?? { name: '', role: '' })} speakers={speakers} personaAvatarUrl={details?.personaAvatarUrl ?? null} userName={userName} />
      <div className="sim-line-body">
        <p className="sim-line-meta">
          <span className="sim-line-name">{name}</span>
          {!mine && line.speaker?.role && <span className="sim-line-role">{line.speaker.role}</span>}
          <time className="sim-line-time" dateTime={line.timestamp}>
            {time}
          </time>
        </p>
        <div className="sim-bubble">
          {line.content}
          {line.status === 'streaming' && <span className="sim-caret" aria-hidden="true" />}
        </div>
        {line.status === 'pending' && <p className="sim-line-state">{t('messages.sending')}</p>}
        {line.status === 'failed' && <p className="sim-line-state sim-line-failed">{t('messages.notSent')}</p>}
      </div>
    </li>
  );
}

/** `engineNote`: the offline-engine note opens the conversation (on screens without the side column). */
export function MessageList({ engineNote }: { engineNote: boolean }) {
  const { t, i18n } = useTranslation('simulation');
  const { lines, typing: speaking, waiting, connection, characterLeft } = useSnapshot(simulationState);
  const { user } = useSnapshot(authState);
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const userName = user?.firstName || user?.email || t('participants.you');
  // Times in the reader's language, which the switcher may change mid-conversation ("12:10 PM" → "12:10").
  const format = useMemo(() => new Intl.DateTimeFormat(currentLocale(), { hour: '2-digit', minute: '2-digit' }), [i18n.language]);

  const last = lines[lines.length - 1];
  const typing = whoIsTyping({ typing: speaking, waiting, connected: connection === 'connected', lines });
  const showTyping = typing !== null;

  // Notices or the tip card coming and going resize the list: a reader at the bottom stays there.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // Always follow the learner's own message and a walk-out; otherwise only a reader already at the bottom.
    if (following.current || last?.sender === 'user' || characterLeft) el.scrollTop = el.scrollHeight;
  }, [lines.length, last?.content, last?.sender, showTyping, characterLeft]);

  return (
    <div
      ref={scroller}
      className="sim-scroller"
      tabIndex={0}
      role="region"
      aria-label={t('messages.label')}
      onScroll={(event) => {
        const el = event.currentTarget;
        following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_THRESHOLD_PX;
      }}
    >
      {engineNote && <EngineNote />}
      <ol className="sim-lines">
        {lines.map((line) => (
          <Line key={line.key} line={line} userName={userName} time={format.format(new Date(line.timestamp))} />
        ))}
      </ol>
      <WalkOutNotice userName={userName} />
      {/* Not a live region: it flickers with every bubble. The announcer says who is typing, once a reply. */}
      <p className="sim-typing">
        {showTyping && (
          <>
            <span className="sim-typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {typing.name ? t('messages.typing', { name: typing.name }) : t('messages.typingSomeone')}
          </>
        )}
      </p>
    </div>
  );
}
