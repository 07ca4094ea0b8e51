/** A seller as an operator sets one (SUPPORT_* and SELLER_*, .env.example): plainly a test business. */
export const TEST_SELLER_ENV = {
  SUPPORT_EMAIL: 'help@seller.rapport.test',
  SUPPORT_PHONE: '+375 17 000-00-00',
  SUPPORT_HOURS: 'Mon–Fri, 9:00–18:00 (UTC+3)',
  SUPPORT_HOURS_RU: 'Пн–Пт, 9:00–18:00 (МСК)',
  SELLER_NAME: 'Test Seller LLC',
  SELLER_NAME_RU: 'ООО «Тестовый продавец»',
  SELLER_REGISTRATION_NUMBER: '000000042',
  SELLER_ADDRESS: '1 Test Street, Minsk 220000, Republic of Belarus',
  SELLER_ADDRESS_RU: 'Республика Беларусь, 220000, г. Минск, ул. Тестовая, д. 1',
  SELLER_JURISDICTION: 'the Republic of Belarus',
  SELLER_JURISDICTION_RU: 'Республики Беларусь',
} as const;
