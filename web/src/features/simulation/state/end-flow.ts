/** SPEC §4: achievement toasts 1 s apart, each shown 6 s; results open 0.5 s after, or 2 s with achievements. */
export const TOAST_GAP_MS = 1000;
export const ACHIEVEMENT_TOAST_MS = 6000;
export const OPEN_RESULTS_MS = 500;
export const OPEN_RESULTS_AFTER_ACHIEVEMENTS_MS = 2000;
/** After this long without the analysis, the page offers the results page (which keeps looking). */
export const ANALYSIS_PATIENCE_MS = 10_000;

/** When each toast appears and when the results page opens, in ms after analysis-complete. */
export function endFlowSchedule(achievements: number): { toastAt: number[]; openResultsAt: number } {
  const toastAt = Array.from({ length: achievements }, (_, i) => i * TOAST_GAP_MS);
  const openResultsAt = achievements ? toastAt.at(-1)! + OPEN_RESULTS_AFTER_ACHIEVEMENTS_MS : OPEN_RESULTS_MS;
  return { toastAt, openResultsAt };
}
