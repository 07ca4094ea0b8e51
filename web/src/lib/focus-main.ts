/**
 * The keyboard's place when what held it goes away without a navigation (a dismissed notice, a closed
 * dialog whose opener is gone): the page's main region, never the body, so Tab goes on from the page.
 */
export const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true });
