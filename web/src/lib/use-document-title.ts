import { useEffect } from 'react';

/** Page titles read "Page · Rapport" so tabs, history and screen readers name the page. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Rapport` : 'Rapport';
  }, [title]);
}
