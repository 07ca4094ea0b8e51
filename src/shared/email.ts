/**
 * SPEC §5: an email must look like name@example.com. One rule for the server and the web: a local
 * part of letters, digits and . _ ' + - (no dots at its ends), a domain of labels and a
 * letters-only top level — the shape zod's email check uses — or an internationalised one in its
 * ASCII form (`xn--p1ai`, .рф), which is how mail software writes and sends it. Markup such as
 * `<img/src=x/onerror=…>@evil.io` is never an address.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]*[A-Za-z0-9])$/;

export const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}
