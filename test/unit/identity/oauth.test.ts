import { expect } from 'chai';
import { keepsAWayIn } from '#src/modules/identity/domain/oauth.ts';
import { isTemporaryEmail, temporaryEmailFor } from '#src/modules/identity/domain/temporary-email.ts';
import { isEmailAddress } from '#src/shared/email.ts';
import { ListSignInOptions } from '#src/modules/identity/application/list-sign-in-options.ts';
import type { IdentityProvider } from '#src/modules/identity/domain/ports.ts';
import type { SignInOption } from '#src/modules/identity/http/oauth.contracts.ts';

describe('temporary emails (SPEC §3 temporary-email accounts)', () => {
  it('gives each identity its own valid address in the domain, without the provider’s id in it', () => {
    const a = temporaryEmailFor({ provider: 'auth0', subject: 'twitter|1234567' }, 'temp.rapport.invalid');
    const b = temporaryEmailFor({ provider: 'auth0', subject: 'twitter|1234568' }, 'temp.rapport.invalid');
    expect(a).to.match(/^auth0-[0-9a-f]{20}@temp\.rapport\.invalid$/);
    expect(a).to.not.equal(b);
    expect(a).to.not.include('1234567');
    expect(isEmailAddress(a)).to.equal(true);
    expect(temporaryEmailFor({ provider: 'auth0', subject: 'twitter|1234567' }, 'temp.rapport.invalid')).to.equal(a);
  });

  it('recognises addresses of the domain only, whatever their case', () => {
    expect(isTemporaryEmail('facebook-abc@Temp.Rapport.Invalid', 'temp.rapport.invalid')).to.equal(true);
    expect(isTemporaryEmail('someone@rapport.invalid', 'temp.rapport.invalid')).to.equal(false);
    expect(isTemporaryEmail('someone@eviltemp.rapport.invalid', 'temp.rapport.invalid')).to.equal(false);
  });
});

describe('keepsAWayIn (unlinking never locks the learner out)', () => {
  it('holds with a password, or with a link left over', () => {
    expect(keepsAWayIn(true, 1, 1)).to.equal(true);
    expect(keepsAWayIn(false, 2, 1)).to.equal(true);
    expect(keepsAWayIn(false, 1, 1)).to.equal(false);
    expect(keepsAWayIn(false, 2, 2)).to.equal(false);
  });
});

describe('ListSignInOptions', () => {
  const option = (button: SignInOption['button'], provider: SignInOption['provider']): SignInOption => ({
    button, provider, authorizeUrl: `https://${provider}.example/authorize`, responseType: provider === 'auth0' ? 'code' : 'token', clientId: 'c',
    scope: 'openid', params: {}, tokenUrl: null, logoutUrl: null,
  });
  const provider = (name: SignInOption['provider'], options: SignInOption[]): IdentityProvider => ({
    name, identify: () => Promise.reject(new Error('not in this test')), signInOptions: async () => options,
  });

  it('orders buttons as SPEC does, prefers Google’s own sign-in to an Auth0 connection for it, and offers nothing unconfigured', async () => {
    const providers = [
      provider('auth0', [option('twitter', 'auth0'), option('google', 'auth0'), option('github', 'auth0')]),
      provider('google', [option('google', 'google')]),
    ];
    const list = new ListSignInOptions({ get: (n) => providers.find((p) => p.name === n), all: () => providers });
    const { providers: offered } = await list.execute();
    expect(offered.map((o) => `${o.button}:${o.provider}`)).to.deep.equal(['google:google', 'github:auth0', 'twitter:auth0']);
  });
});
