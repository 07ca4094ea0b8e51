/** How long a retry's answer is waited for before the focus is left alone. */
const WAIT_MS = 30_000;
/** How long the focus is kept on its new place while the loaded part settles (a lazy piece may hide it for a moment). */
const SETTLE_MS = 1500;

/**
 * "Try again" on something that failed to load. The button goes away with the problem and the focus
 * would fall to <body>: a screen-reader user hears nothing of what loaded and loses their place. So
 * once the part has loaded, the focus goes to where it begins: the heading of the section the problem
 * was in (a dashboard card's), or else the page's h1. If it failed again, to the new Try again
 * (marked `data-retry`). A learner who has moved the focus elsewhere meanwhile keeps it there.
 * `wholePage`: the button's section is itself the problem and goes with it (the results page's
 * "analysis pending"), so the place is the page.
 */
export function retryKeepingPlace(button: HTMLElement, retry: () => void, { wholePage = false } = {}): void {
  const section = wholePage ? null : button.closest<HTMLElement>('section[aria-labelledby]');
  const place = section ?? document.getElementById('main');
  retry();
  if (!place) return;
  const heading = () => (section
    ? document.getElementById(section.getAttribute('aria-labelledby')!.split(' ')[0]!)
    : place.querySelector<HTMLElement>('h1'));
  let placed: HTMLElement | null = null;
  /** True once there is nothing more to do. */
  const settle = (): boolean => {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || focused === place || focused === button;
    if (!lost) return focused !== placed;
    // Still showing the problem, or loading (a card says aria-busy; a page shows no heading yet).
    if (button.isConnected || place.closest('[aria-busy="true"]') || place.querySelector('[aria-busy="true"]')) return false;
    const again = place.querySelector<HTMLElement>('[data-retry]');
    const target = again ?? heading();
    if (!target) return false;
    if (!again && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
    if (document.activeElement === target && !placed) {
      placed = target;
      setTimeout(stop, SETTLE_MS);
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(place, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'style', 'hidden'] });
}
