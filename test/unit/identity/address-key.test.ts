import { expect } from 'chai';
import { addressKey } from '#src/modules/identity/domain/address-key.ts';

describe('identity: the address a sign-in budget counts by', () => {
  it('keeps an IPv4 address, mapped into IPv6 or not', () => {
    expect(['203.0.113.7', '::ffff:203.0.113.7', '::FFFF:203.0.113.7'].map(addressKey)).to.deep.equal(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:85a3:12:1:2:3:4')).to.equal('2001:db8:85a3:12::/64');
    expect(addressKey('2001:0db8:85a3:0012:ffff:0:0:1')).to.equal('2001:db8:85a3:12::/64');
    expect(addressKey('2001:db8::1')).to.equal('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).to.equal('fe80:0:0:0::/64');
    expect(addressKey('::1')).to.equal('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressKey('unknown')).to.equal('unknown');
  });
});
