import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { charactersLeft, LOW_CHARACTERS_LEFT, MAX_MESSAGE_LENGTH } from '../../../lib/shared';
import { canSendText } from '../state/conversation';
import { sendMessage, setDraft } from '../state/sending';
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
  const left = charactersLeft(snap.draft);
  const over = left < 0;
  const counterState = over ? 'over' : left < LOW_CHARACTERS_LEFT ? 'low' : 'ok';
  const locked = snap.waiting || snap.connection !== 'connected';
  const sendable = snap.loaded && !locked && snap.endPhase === 'active' && canSendText(snap.draft);

  // The reply arrived: the learner can go on typing without reaching for the mouse.
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !snap.waiting && document.activeElement === document.body) input.current?.focus();
    wasWaiting.current = snap.waiting;
  }, [snap.waiting]);

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

  return (
    <form className="sim-composer" onSubmit={submit} aria-label={t('composer.formLabel')}>
      <label htmlFor="sim-input" className="visually-hidden">
        {t('composer.label')}
      </label>
      <textarea
        ref={input}
        id="sim-input"
        className="sim-input"
        rows={2}
        value={snap.draft}
        placeholder={snap.waiting ? t('composer.waiting') : t('composer.placeholder')}
        readOnly={locked}
        aria-describedby={over ? 'sim-too-long sim-counter' : 'sim-counter sim-hint'}
        aria-invalid={over || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {over && (
        <p id="sim-too-long" className="sim-too-long" role="alert">
          {t('composer.tooLong', { max: MAX_MESSAGE_LENGTH.toLocaleString(i18n.language) })}
        </p>
      )}
      <div className="sim-composer-row">
        <span id="sim-hint" className="sim-hint">
          {t('composer.hint')}
        </span>
        <span id="sim-counter" className={`sim-counter sim-counter-${counterState}`}>
          {counterState === 'over'
            ? t('composer.over', { count: -left })
            : counterState === 'low'
              ? t('composer.left', { count: left })
              : t('composer.count', { count: MAX_MESSAGE_LENGTH - left, max: MAX_MESSAGE_LENGTH })}
        </span>
        <button type="submit" className="btn btn-primary btn-sm sim-send" disabled={!sendable} aria-busy={snap.waiting}>
          <SendIcon />
          {t('composer.send')}
        </button>
      </div>
    </form>
  );
}
