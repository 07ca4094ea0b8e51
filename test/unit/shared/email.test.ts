import { expect } from 'chai';
import { isEmailAddress } from '#src/shared/email.ts';

describe('isEmailAddress (SPEC §5: name@example.com, one rule for the server and the web)', () => {
  it('takes ordinary addresses, and an internationalised top level in the ASCII form mail uses (.рф is xn--p1ai)', () => {
    for (const address of ['anna@example.com', "o'brien+work@mail.example.co.uk", 'user@example.xn--p1ai', 'x_y-z@sub.xn--80asehdb.xn--p1ai']) {
      expect(isEmailAddress(address), address).to.equal(true);
    }
  });

  it('refuses what is no address: markup, missing parts, dots at the ends, a numeric or bare top level', () => {
    for (const address of ['<img/src=x/onerror=alert(1)>@evil.io', 'anna', 'anna@', '@example.com', '.anna@example.com', 'anna.@example.com',
      'anna@example', 'anna@example.123', 'anna@example.xn--', 'anna@example.xn-p1ai', `${'a'.repeat(250)}@example.com`]) {
      expect(isEmailAddress(address), address).to.equal(false);
    }
  });
});
