import { type RefObject, useCallback, useEffect, useState } from 'react';
import { focusFirstInvalid } from './validation';

/**
 * For a refused submit: the returned function asks for the keyboard focus to go to the form's first
 * invalid control, which happens once the errors are on screen (after the next render).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(form.current);
  }, [request, form]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
