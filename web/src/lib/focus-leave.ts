import { type RefObject, useEffect, useRef } from 'react';

/** Whether focus moving to `target` leaves all of `areas` (a target that is no element, such as the window, leaves nothing). */
export function focusLeaves(target: EventTarget | null, areas: readonly (Node | null)[]): boolean {
  if (!target || !('nodeType' in target)) return false;
  return areas.every((area) => !area?.contains(target as Node));
}

/**
 * Closes an open menu or disclosure once the keyboard focus moves outside it (Tab past its last
 * item), so it never covers the page the learner has moved on to. `areas`: the trigger and the panel.
 */
export function useCloseOnFocusLeave(open: boolean, areas: readonly RefObject<HTMLElement | null>[], close: () => void): void {
  const latest = useRef({ areas, close });
  latest.current = { areas, close };
  useEffect(() => {
    if (!open) return;
    const onFocusIn = (event: FocusEvent) => {
      const { areas: current, close: closeNow } = latest.current;
      if (focusLeaves(event.target, current.map((ref) => ref.current))) closeNow();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);
}
