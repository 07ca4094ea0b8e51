import { type RefObject, useCallback, useEffect, useState } from 'react';
import { INVALID_CONTROL } from './validation';

/**
 * For a refused press: the returned function asks for the keyboard focus to go to the first control
 * of the form that `selector` matches, once what the press changed is on screen (after the next render).
 */
export function useFocusAfterRender(form: RefObject<HTMLFormElement | null>): (selector: string) => void {
  const [request, setRequest] = useState<{ selector: string } | null>(null);
  useEffect(() => {
    if (request) form.current?.querySelector<HTMLElement>(request.selector)?.focus();
  }, [request, form]);
  return useCallback((selector: string) => setRequest({ selector }), []);
}

/** The same, to the form's first invalid control, as every form does after a refused submit. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const focusAfterRender = useFocusAfterRender(form);
  return useCallback(() => focusAfterRender(INVALID_CONTROL), [focusAfterRender]);
}
