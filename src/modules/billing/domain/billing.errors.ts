import { AppError } from '#src/platform/errors.ts';

/** SPEC §8: the exact texts the client matches to open the limit modals. */
export class SessionLimitReachedError extends AppError {
  constructor() {
    super('USAGE.SESSION_LIMIT', 'Monthly session limit reached');
  }
}

export class CoachLimitReachedError extends AppError {
  constructor() {
    super('USAGE.COACH_LIMIT', 'Monthly coach session limit reached');
  }
}

/** PAYMENT_PROVIDER=none: the plans are shown, but nothing can be bought online. */
export class BillingNotConfiguredError extends AppError {
  constructor() {
    super('BILLING.NOT_CONFIGURED', 'Online payment is not set up on this server.');
  }
}

/** Premium an operator gave without an end: a period bought now would add nothing to it. */
export class PremiumWithoutEndError extends AppError {
  constructor() {
    super('BILLING.PREMIUM_WITHOUT_END', 'This account has Premium with no end date, so there is nothing to buy.');
  }
}

/** The provider refused or could not be reached; the order is kept, as failed. */
export class ProviderUnavailableError extends AppError {
  constructor() {
    super('BILLING.PROVIDER_UNAVAILABLE', 'The payment provider is not answering. Please try again in a few minutes.');
  }
}

/** A notification that does not prove it came from the provider: nothing is changed. */
export class NotificationRejectedError extends AppError {
  constructor() {
    super('BILLING.NOTIFICATION_REJECTED', 'The notification is not signed by the payment provider.');
  }
}

/**
 * Money given back for a payment not heard of yet (its own notification failed and is still to come
 * again): recorded now, the refund would be taken as of nothing and the payment, when it came, would
 * start Premium the learner has been paid back for. Answered 409 and kept nothing, so the provider
 * sends it again, after the payment.
 */
export class ReversalAheadOfPaymentError extends AppError {
  constructor() {
    super('BILLING.REVERSAL_AHEAD_OF_PAYMENT', 'This notification gives back a payment not yet notified; send it again later.');
  }
}

/** The same code as identity's own, so scripts see one code for "no such user" whichever command they ran. */
export class LearnerNotFoundError extends AppError {
  constructor(email: string) {
    super('IDENTITY.USER_NOT_FOUND', `No user with email ${email}.`);
  }
}
