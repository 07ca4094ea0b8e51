import { BillingNotConfiguredError, NotificationRejectedError } from '../domain/billing.errors.ts';
import type { Checkout, PaymentProvider } from '../domain/ports.ts';

/**
 * PAYMENT_PROVIDER=none: nothing can be bought online (a SuperAdmin grants Premium instead), and
 * with no key to check a signature against, every notification is refused.
 */
export const noPaymentProvider: PaymentProvider = {
  name: 'none',
  widgetUrl: null,
  createCheckout(): Promise<Checkout> {
    return Promise.reject(new BillingNotConfiguredError());
  },
  readNotification() {
    throw new NotificationRejectedError();
  },
};
