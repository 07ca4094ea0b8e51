/** A text the operator gives in English and, optionally, Russian (English stands in for a missing one). */
export interface Localized {
  en: string;
  ru: string;
}

/** Who sells Premium and how to reach them: the footer, the support texts and the public offer. */
export interface Seller {
  supportEmail: string | null;
  phone: string | null;
  supportHours: Localized | null;
  /** Whether this server takes card payments online (a payment provider is set up): the footer's card badges. */
  takesPayments: boolean;
  /** The registered business the public offer is made by; null: no offer can be made. */
  legal: {
    name: Localized;
    registrationNumber: string;
    address: Localized;
    jurisdiction: Localized;
  } | null;
}

export const localized = (en: string, ru: string | undefined): Localized => ({ en, ru: ru ?? en });
