/**
 * The two agreements SPEC §2 requires before any plan can be bought, in the order they appear on
 * the page: the public offer's terms, then consent to recurring charges.
 */
export const CONSENTS = ['offer', 'recurring'] as const;
export type Consent = (typeof CONSENTS)[number];
export type Consents = Record<Consent, boolean>;

export const NO_CONSENTS: Consents = { offer: false, recurring: false };

/** The agreements still unticked, in page order. */
export function missingConsents(consents: Consents): Consent[] {
  return CONSENTS.filter((consent) => !consents[consent]);
}

/**
 * What a click on a plan does (SPEC §4 "Payment"): go on to checkout when both boxes are ticked,
 * otherwise mark every unticked box and move focus to the first of them.
 */
export function planClick(consents: Consents): { proceed: true } | { proceed: false; missing: Consent[]; focus: Consent } {
  const missing = missingConsents(consents);
  return missing.length === 0 ? { proceed: true } : { proceed: false, missing, focus: missing[0]! };
}

/** After a tick, only the boxes that are still unticked stay marked. */
export function stillMissing(marked: readonly Consent[], consents: Consents): Consent[] {
  return marked.filter((consent) => !consents[consent]);
}

/** How long the ticks are kept in the tab for the trip to the provider's checkout page and back. */
export const CONSENTS_KEPT_MS = 30 * 60 * 1000;

/**
 * The ticks to show again when the provider sends the learner back without a payment (SPEC §4
 * "Payment"): its hosted page is a full page load, and both boxes would be empty again. `stored` is
 * when a checkout opened with both ticked (kept in this tab only); a record that is not one, from
 * the future, or older than CONSENTS_KEPT_MS gives nothing back, and the learner ticks afresh.
 */
export function keptConsents(stored: string | null, now: number): Consents | null {
  const at = stored !== null && /^\d+$/.test(stored) ? Number(stored) : null;
  return at !== null && at <= now && now - at < CONSENTS_KEPT_MS ? { offer: true, recurring: true } : null;
}
