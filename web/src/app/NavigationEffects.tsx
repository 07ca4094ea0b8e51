import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusMain } from '../lib/focus-main';

/** On every navigation: back to the top, and focus on the new page for keyboard and screen-reader users. */
export function NavigationEffects() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return; // first render (and StrictMode's second run)
    previous.current = location;
    window.scrollTo(0, 0);
    focusMain();
  }, [location]);
  return null;
}
