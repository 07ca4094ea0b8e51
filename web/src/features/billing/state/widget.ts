/**
 * bePaid's payment widget: a script that defines `BeGateway`, whose `createWidget()` opens the
 * checkout for a token in an iframe over our page (docs.bepaid.by, "Widget integration with a
 * payment token"). SPEC §7: wait up to 800 ms for the script, try once more after 1 s, and when it
 * still is not there send the learner to the provider's own checkout page with the same token.
 */
export const WIDGET_WAIT_MS = 800;
export const WIDGET_RETRY_AFTER_MS = 1000;

/** What the widget reports when it closes. null: closed before paying. */
export type WidgetStatus = 'successful' | 'failed' | 'pending' | 'redirected' | 'error' | null;

interface WidgetParams {
  checkout_url: string;
  token: string;
  checkout: { iframe: boolean };
  closeWidget(status: WidgetStatus): void;
}
type BeGatewayConstructor = new (params: WidgetParams) => { createWidget(): void };

/** The page the script runs in; the real one is `browserHost()`, tests pass their own. */
export interface ScriptHost {
  /** The widget's constructor, once its script has run. */
  widget(): BeGatewayConstructor | undefined;
  /** Adds the script; resolves true when it has loaded, false when it failed to. */
  load(url: string): Promise<boolean>;
  wait(ms: number): Promise<void>;
}

/** Waits for the widget script as SPEC §7 says; resolves with its constructor, or null to fall back. */
export async function awaitWidget(url: string, host: ScriptHost): Promise<BeGatewayConstructor | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const ready = host.widget();
    if (ready) return ready;
    if (attempt > 0) await host.wait(WIDGET_RETRY_AFTER_MS);
    if (host.widget()) break; // the first, slow copy arrived during the pause
    await Promise.race([host.load(url), host.wait(WIDGET_WAIT_MS)]);
  }
  return host.widget() ?? null;
}

/** Where a closed widget leaves the learner: SPEC's two return pages. */
export type CheckoutOutcome = 'paid' | 'declined';

/**
 * The widget closed. 'pending' counts as paid: the dashboard waits for the provider's notification
 * either way. null (closed unpaid) and 'redirected' (the provider is taking the page elsewhere)
 * leave the learner where they are.
 */
export function outcomeOf(status: WidgetStatus): CheckoutOutcome | null {
  if (status === 'successful' || status === 'pending') return 'paid';
  if (status === 'failed' || status === 'error') return 'declined';
  return null;
}

/** The checkout's origin: the widget wants the host, the session gives the page on it. */
export function checkoutOrigin(redirectUrl: string): string {
  return new URL(redirectUrl).origin;
}

export type CheckoutOpening = 'widget' | 'redirect';

/**
 * Opens the checkout for a token: the widget when its script loads in time, otherwise the
 * provider's checkout page (a full navigation away from the app).
 */
export async function openCheckout(
  session: { token: string; redirectUrl: string },
  widgetUrl: string | null,
  onClose: (status: WidgetStatus) => void,
  host: ScriptHost & { redirect(url: string): void },
): Promise<CheckoutOpening> {
  const BeGateway = widgetUrl ? await awaitWidget(widgetUrl, host) : null;
  if (BeGateway) {
    try {
      new BeGateway({ checkout_url: checkoutOrigin(session.redirectUrl), token: session.token, checkout: { iframe: true }, closeWidget: onClose }).createWidget();
      return 'widget';
    } catch {
      /* a script that is there but broken: the hosted page still works */
    }
  }
  host.redirect(session.redirectUrl);
  return 'redirect';
}

/** The real page: one <script> per attempt, removed again when it fails so a retry loads afresh. */
export function browserHost(): ScriptHost & { redirect(url: string): void } {
  return {
    widget: () => (window as { BeGateway?: BeGatewayConstructor }).BeGateway,
    load: (url) =>
      new Promise<boolean>((resolve) => {
        const script = document.createElement('script');
        script.src = url;
        script.async = true;
        script.onload = () => resolve(true);
        script.onerror = () => {
          script.remove();
          resolve(false);
        };
        document.head.append(script);
      }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    redirect: (url) => window.location.assign(url),
  };
}
