import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from './icons';

export interface MenuAction {
  key: string;
  label: string;
  onSelect(): void;
  /** A destructive action is drawn in red. */
  danger?: boolean;
  /** Why the action cannot be taken here: the item stays in the menu, reachable, inert, saying so. */
  disabledReason?: string;
}

/**
 * A button that opens a list of actions (WAI-ARIA APG "Menu Button"): Enter, Space or the arrows
 * open it with focus on an item; the arrows, Home and End move; Escape and Tab close it. Choosing
 * an item first puts focus back on the button, so a dialog the item opens returns focus there. An
 * item that cannot be taken stays focusable, aria-disabled, does nothing, and says why (APG).
 */
export function MenuButton({ label, actions, icon }: { label: string; actions: readonly MenuAction[]; icon?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const show = (at: number) => {
    setActive((at + actions.length) % actions.length);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((moves[event.key]! + actions.length) % actions.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="menu-button" ref={rootRef}>
      <button ref={buttonRef} id={buttonId} type="button" className="btn btn-secondary" aria-haspopup="menu" aria-expanded={open}
        aria-controls={open ? menuId : undefined} onClick={() => (open ? setOpen(false) : show(0))} onKeyDown={onButtonKey}>
        {icon}
        {label}
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className="menu-button-list" onKeyDown={onMenuKey}>
          {actions.map((action, index) => {
            const reasonId = `${menuId}-${action.key}-reason`;
            const disabled = Boolean(action.disabledReason);
            return (
              <li key={action.key} role="none">
                <button
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={index === active ? 0 : -1}
                  className={`menu-item${action.danger ? ' menu-item-danger' : ''}${disabled ? ' menu-item-disabled' : ''}`}
                  aria-disabled={disabled || undefined}
                  aria-describedby={disabled ? reasonId : undefined}
                  onClick={() => {
                    if (disabled) return;
                    close();
                    action.onSelect();
                  }}
                >
                  <span className="menu-item-text">
                    {action.label}
                    {/* Its description, not part of its name: the item is still "Delete User". */}
                    {disabled && <span id={reasonId} className="menu-item-reason" aria-hidden="true">{action.disabledReason}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
