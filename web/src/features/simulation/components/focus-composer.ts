/**
 * A dismissed notice takes its close button with it, and the keyboard would fall back to the page's
 * start: it goes on in the message box instead, where the notice was about and the learner was headed.
 */
export const focusComposer = () => document.getElementById('sim-input')?.focus();
