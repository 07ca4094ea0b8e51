import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CloseIcon, LogoutIcon, ShieldIcon } from '../../../components/icons';
import { charactersLeft, LOW_CHARACTERS_LEFT, MAX_MESSAGE_LENGTH } from '../../../lib/shared';
import { sendingPausedText } from '../../../lib/error-message';
import { canSendText } from '../state/conversation';
import { dismissBlocked, sendMessage, setDraft } from '../state/sending';
import { simulationState } from '../state/simulation.store';

const SendIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
  </svg>
);

/**
 * The learner's reply: Enter sends, Shift+Enter starts a new line (SPEC §5). Nothing typed or pasted
 * is cut: over the limit the box says so, and Send waits until the learner has shortened it.
 */
export function Composer() {
  const { t, i18n } = useTranslation('simulation');
  // sync: the textarea must see every keystroke at once, or the caret jumps.
  const snap = useSnapshot(simulationState, { sync: true });
  const input = useRef<HTMLTextAreaElement>(null);
  const remaining = charactersLeft(snap.draft);
  const over = remaining < 0;
  const counterState = over ? 'over' : remaining < LOW_CHARACTERS_LEFT ? 'low' : 'ok';
  const locked = snap.waiting || snap.connection !== 'connected';
  // A character walked out: the box stays in view, closed, saying why (the notice above offers the end).
  const left = snap.characterLeft;
  const sendable = snap.loaded && !locked && !left && snap.endPhase === 'active' && canSendText(snap.draft);

  // The reply arrived: the learner can go on typing without reaching for the mouse.
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !snap.waiting && document.activeElement === document.body) input.current?.focus();
    wasWaiting.current = snap.waiting;
  }, [snap.waiting]);

  // On a short screen the page scrolls rather than squeeze the conversation (layout.css): when the
  // box grows, or a tip or a notice opens above it, the box must not slide below the window's edge.
  const form = useRef<HTMLFormElement>(null);
  const keepInView = () => {
    const box = form.current;
    if (box && box.getBoundingClientRect().bottom > window.innerHeight) box.scrollIntoView({ block: 'nearest' });
  };
  useEffect(() => {
    const box = form.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(keepInView);
    observer.observe(box);
    // The on-screen keyboard coming up shortens the window: the box being typed in stays above it.
    const resized = () => box.contains(document.activeElement) && keepInView();
    window.addEventListener('resize', resized);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resized);
    };
  }, []);
  const above = [snap.coach.open, snap.coach.tips.length, !!snap.sendError, snap.endError, snap.endAfterReply].join();
  useEffect(keepInView, [above]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sendable) void sendMessage();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const describedBy = left ? 'sim-closed' : [snap.blocked && 'sim-blocked', over ? 'sim-too-long sim-counter' : 'sim-counter sim-hint'].filter(Boolean).join(' ');

  return (
    <form ref={form} className="sim-composer" onSubmit={submit} aria-label={t('composer.formLabel')}>
      {snap.blocked && !left && (
        // By the box, since that is where the learner rephrases; an alert, so it is heard at once.
        <div className="sim-blocked">
          <ShieldIcon size={18} className="sim-blocked-icon" />
          <p id="sim-blocked" role="alert">
            {snap.blocked.pausedSeconds === null ? t('composer.blocked') : sendingPausedText(snap.blocked.pausedSeconds, t)}
          </p>
          <button type="button" className="icon-button sim-notice-close" onClick={() => { dismissBlocked(); input.current?.focus(); }} aria-label={t('dismiss')}>
            <CloseIcon size={16} />
          </button>
        </div>
      )}
      <label htmlFor="sim-input" className="visually-hidden">
        {t('composer.label')}
      </label>
      <textarea
        ref={input}
        id="sim-input"
        className="sim-input"
        rows={left ? 1 : 2}
        value={snap.draft}
        placeholder={left ? t('left.placeholder') : snap.waiting ? t('composer.waiting') : t('composer.placeholder')}
        readOnly={locked}
        disabled={!!left}
        aria-describedby={describedBy}
        aria-invalid={(over && !left) || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {over && !left && (
        <p id="sim-too-long" className="sim-too-long" role="alert">
          {t('composer.tooLong', { max: MAX_MESSAGE_LENGTH.toLocaleString(i18n.language) })}
        </p>
      )}
      {left ? (
        // Nothing to send any more: the reason takes the place of the hint, the counter and Send.
        <p id="sim-closed" className="sim-closed">
          <LogoutIcon size={16} />
          <span>{left.name ? t('left.composer', { name: left.name }) : t('left.composerSomeone')}</span>
        </p>
      ) : (
        <div className="sim-composer-row">
          <span id="sim-hint" className="sim-hint">
            {t('composer.hint')}
          </span>
          <span id="sim-counter" className={`sim-counter sim-counter-${counterState}`}>
            {counterState === 'over'
              ? t('composer.over', { count: -remaining })
              : counterState === 'low'
                ? t('composer.left', { count: remaining })
                : t('composer.count', { count: MAX_MESSAGE_LENGTH - remaining, max: MAX_MESSAGE_LENGTH })}
          </span>
          <button type="submit" className="btn btn-primary btn-sm sim-send" disabled={!sendable} aria-busy={snap.waiting}>
            <SendIcon />
            {t('composer.send')}
          </button>
        </div>
      )}
    </form>
  );
}
