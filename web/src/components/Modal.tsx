import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusMain } from '../lib/focus-main';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown under the body, right-aligned: usually the action buttons. */
  footer?: ReactNode;
  /** 'wide' for dialogs that show a record's details rather than ask one thing. */
  size?: 'default' | 'wide';
}

/**
 * Where focus goes back to when a dialog closes: the element that had it when the dialog opened, or
 * the page's main region when that was nothing (the body: a control that lost focus as it became
 * disabled) or can no longer take it (gone from the page, disabled). Never the body.
 */
function returnFocus(opener: HTMLElement | null): void {
  opener?.focus();
  if (opener && document.activeElement === opener) return;
  focusMain();
}

/** Dialog with a focus trap, Escape to close, focus returned to the opener, and page scroll locked. */
export function Modal({ title, onClose, children, footer, size = 'default' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const dialog = dialogRef.current!;
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (items.length === 0) return event.preventDefault();
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      const outside = !dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === head || outside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || outside)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // A pressed button disabled while its request runs would drop focus to the page's body (the browser
    // moves it off a disabled control a moment later): the dialog takes it first, so the keyboard and the
    // screen reader stay in it (and hear the error, if one follows).
    const keepFocus = new MutationObserver(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || (dialog.contains(active) && active.matches(':disabled'))) dialog.focus();
    });
    keepFocus.observe(dialog, { subtree: true, attributes: true, attributeFilter: ['disabled'], childList: true });
    return () => {
      keepFocus.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      returnFocus(opener);
    };
  }, []);

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return;
        // Not the browser's own focus move to the page behind: focus goes back to the opener.
        e.preventDefault();
        onClose();
      }}
    >
      <div ref={dialogRef} className={size === 'wide' ? 'modal modal-wide' : 'modal'} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {/* Divs, not header and footer: those would add a second banner and contentinfo landmark to the page. */}
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('actions.close')}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
