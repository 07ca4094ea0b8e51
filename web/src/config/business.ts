import type { Locale } from '../lib/contracts';

type Localized = Record<Locale, string>;

/**
 * The seller's details, shown in the footer and substituted into the public offer
 * ({{placeholders}} in web/public/locales/offer_*.html). One place to change them.
 * NOTE: these are placeholders until the company's registered details are supplied.
 */
export const business = {
  brand: 'Rapport',
  legalName: { en: 'Rapport Learning LLC', ru: 'ООО «Раппорт Лёрнинг»' } as Localized,
  registrationNumber: '193745821',
  address: {
    en: 'Office 412, 12 Kalvariyskaya St, Minsk 220004, Republic of Belarus',
    ru: 'Республика Беларусь, 220004, г. Минск, ул. Кальварийская, д. 12, офис 412',
  } as Localized,
  jurisdiction: { en: 'the Republic of Belarus', ru: 'Республики Беларусь' } as Localized,
  supportEmail: 'support@rapport.training',
  phone: '+375 17 388-41-20',
  supportHours: { en: 'Mon–Fri, 9:00–18:00 (UTC+3)', ru: 'Пн–Пт, 9:00–18:00 (МСК)' } as Localized,
  website: 'https://rapport.training',
} as const;

export function localized(value: Localized, locale: Locale): string {
  return value[locale] ?? value.en;
}

/** Values for {{name}} placeholders in the offer text, in the offer's language. */
export function offerPlaceholders(locale: Locale): Record<string, string> {
  return {
    brand: business.brand,
    legalName: localized(business.legalName, locale),
    registrationNumber: business.registrationNumber,
    address: localized(business.address, locale),
    jurisdiction: localized(business.jurisdiction, locale),
    supportEmail: business.supportEmail,
    phone: business.phone,
    website: business.website,
  };
}
