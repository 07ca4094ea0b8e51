import { proxy } from 'valtio';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-error';
import { readItem, removeItem, writeItem } from '../../../lib/storage';
import { billingApi, type PlanKey, type PlansResponse } from '../api/billing.api';
import { type Consent, type Consents, keptConsents, NO_CONSENTS, planClick, stillMissing } from './consent';
import { rememberPlanBeforeCheckout } from './confirmation.store';
import { browserHost, type CheckoutOutcome, openCheckout, outcomeOf } from './widget';

/**
 * Why a checkout did not open. notConfigured: the server takes no online payments (503
 * BILLING.NOT_CONFIGURED); premiumWithoutEnd: the account's Premium has no end, so a period would
 * add nothing (409). Neither is worth a retry. The others keep the plan so Try again repeats it.
 */
export type CheckoutProblem =
  | { kind: 'notConfigured' | 'premiumWithoutEnd' }
  | { kind: 'providerUnavailable' | 'network' | 'rateLimited' | 'failed'; plan: PlanKey };


export const paymentState = proxy({
  plans: null as PlansResponse | null,
  plansStatus: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  consents: { ...NO_CONSENTS } as Consents,
  /** Boxes a plan click found unticked: drawn as errors until ticked. */
  marked: [] as Consent[],
  /** Bumped with `focusTarget` whenever focus should move to an unticked box (even the same one again). */
  focusRequest: 0,
  focusTarget: null as Consent | null,
  /** The plan whose checkout is being opened. */
  starting: null as PlanKey | null,
  problem: null as CheckoutProblem | null,
  /** Where the page should go next; the page navigates, then calls `outcomeHandled()`. */
  outcome: null as CheckoutOutcome | 'signIn' | null,
});

let plansRequest: AbortController | null = null;

export async function loadPlans(): Promise<void> {
  plansRequest?.abort();
  const request = (plansRequest = new AbortController());
  // A return visit keeps showing the prices it has while they are read again.
  if (!paymentState.plans) paymentState.plansStatus = 'loading';
  try {
    const plans = await billingApi.plans(request.signal);
    if (request.signal.aborted) return;
    Object.assign(paymentState, { plans, plansStatus: 'ready' });
  } catch {
    if (request.signal.aborted) return;
    paymentState.plansStatus = paymentState.plans ? 'ready' : 'error';
  }
}

/** A fresh visit: ticks survive (a learner sent to Register comes back to them), the rest does not. */
export function enterPaymentPage(): () => void {
  Object.assign(paymentState, { marked: [], focusTarget: null, starting: null, problem: null, outcome: null });
  void loadPlans();
  return () => plansRequest?.abort();
}

/** When a checkout opened with both boxes ticked, kept in the tab across the trip to the provider. */
const CONSENTS_BEFORE_CHECKOUT = 'consentsBeforeCheckout';

/** Back from the provider without a payment: the ticks given for that checkout, if recent, are shown again (read once). */
export function restoreConsentsAfterCheckout(): void {
  const kept = keptConsents(readItem('session', CONSENTS_BEFORE_CHECKOUT), Date.now());
  removeItem('session', CONSENTS_BEFORE_CHECKOUT);
  if (kept) Object.assign(paymentState, { consents: kept, marked: [] });
}

export function setConsent(consent: Consent, value: boolean): void {
  paymentState.consents[consent] = value;
  paymentState.marked = stillMissing(paymentState.marked, paymentState.consents);
}

/** A plan button was pressed: check the agreements first (SPEC §4), then open its checkout. */
export function choosePlan(plan: PlanKey): void {
  if (paymentState.starting) return;
  const click = planClick(paymentState.consents);
  if (!click.proceed) {
    paymentState.marked = click.missing;
    paymentState.focusTarget = click.focus;
    paymentState.focusRequest++;
    return;
  }
  void startCheckout(plan);
}

export function retryCheckout(): void {
  const problem = paymentState.problem;
  if (problem && 'plan' in problem) choosePlan(problem.plan);
}

function problemFor(error: unknown, plan: PlanKey): CheckoutProblem {
  if (!(error instanceof ApiError)) return { kind: 'failed', plan };
  // Only this code: a 503 from a database or AI outage is a passing failure, worth a retry.
  if (error.code === 'BILLING.NOT_CONFIGURED') return { kind: 'notConfigured' };
  if (error.code === 'BILLING.PREMIUM_WITHOUT_END') return { kind: 'premiumWithoutEnd' };
  if (error.status === 503) return { kind: 'providerUnavailable', plan };
  if (error.code === 'BILLING.PROVIDER_UNAVAILABLE' || error.status === 502 || error.status === 504) return { kind: 'providerUnavailable', plan };
  if (error.code === NETWORK_ERROR) return { kind: 'network', plan };
  if (error.status === 429) return { kind: 'rateLimited', plan };
  return { kind: 'failed', plan };
}

async function startCheckout(plan: PlanKey): Promise<void> {
  Object.assign(paymentState, { starting: plan, problem: null, marked: [] });
  try {
    const session = await billingApi.startCheckout(plan);
    rememberPlanBeforeCheckout();
    writeItem('session', CONSENTS_BEFORE_CHECKOUT, String(Date.now()));
    const widgetUrl = paymentState.plans?.checkout.widgetUrl ?? null;
    const opened = await openCheckout(session, widgetUrl, (status) => {
      paymentState.outcome = outcomeOf(status);
    }, browserHost());
    // The hosted page is loading in place of the app: keep the button busy until it has.
    if (opened === 'widget') paymentState.starting = null;
  } catch (error) {
    paymentState.starting = null;
    if (error instanceof ApiError && error.status === 401) paymentState.outcome = 'signIn';
    else paymentState.problem = problemFor(error, plan);
  }
}

export function outcomeHandled(): void {
  paymentState.outcome = null;
}
