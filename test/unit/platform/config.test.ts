import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'chai';
import { ConfigError, loadConfig } from '#src/platform/config.ts';

describe('loadConfig', () => {
  it('runs with no settings at all: embedded database, port 3000', () => {
    const c = loadConfig({}, '1.2.3');
    expect(c).to.include({ PORT: 3000, DATA_DIR: './data', version: '1.2.3' });
    expect(c.DATABASE_URL).to.equal(undefined);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).to.equal(3000);
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }))
      .to.throw(ConfigError)
      .with.property('message')
      .that.matches(/PORT/)
      .and.matches(/DATABASE_URL: must be a postgres/)
      .and.matches(/JWT_SECRET: must be at least 32/);
  });
});

describe('loadConfig: mail', () => {
  it('writes mail to the outbox by default, adds 3 sessions on verification, and links to this machine', () => {
    const c = loadConfig({ PORT: '4000' });
    expect(c.SMTP_URL).to.equal(undefined);
    expect(c).to.include({ EMAIL_VERIFICATION_BONUS_SESSIONS: 3, TEMP_EMAIL_DOMAIN: 'temp.rapport.invalid', linkBaseUrl: 'http://localhost:4000' });
    expect(loadConfig({ PUBLIC_URL: 'https://rapport.example.com/' }).linkBaseUrl).to.equal('https://rapport.example.com');
  });

  it('takes smtp:// and smtps:// URLs with a sender, and refuses other schemes or a relay with no sender', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Rapport <no-reply@example.com>' }).SMTP_URL).to.equal('smtps://u:p@mail.example.com:465');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'x@example.com' })).to.throw(ConfigError, /SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).to.throw(ConfigError, /MAIL_FROM: is required with SMTP_URL/);
    expect(() => loadConfig({ TEMP_EMAIL_DOMAIN: 'not a domain' })).to.throw(ConfigError, /TEMP_EMAIL_DOMAIN/);
  });
});

describe('loadConfig: payment', () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const bare = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const seller = { SUPPORT_EMAIL: 'help@example.com', SELLER_NAME: 'Example LLC', SELLER_REGISTRATION_NUMBER: '123456789',
    SELLER_ADDRESS: '1 Example St, Minsk', SELLER_JURISDICTION: 'the Republic of Belarus' };
  const bepaid = { PAYMENT_PROVIDER: 'bepaid', BEPAID_SHOP_ID: '361', BEPAID_SECRET_KEY: 'b8647b68898b084b836474ed8d61ffe117c9a01168d867f24953b776ddcb134d',
    PUBLIC_URL: 'https://rapport.example.com/', ...seller };

  it('sells nothing online by default, in BYN, against bePaid’s real addresses', () => {
    expect(loadConfig({})).to.include({ PAYMENT_PROVIDER: 'none', PAYMENT_CURRENCY: 'BYN', BEPAID_TEST_MODE: false,
      BEPAID_CHECKOUT_URL: 'https://checkout.bepaid.by', BEPAID_WIDGET_URL: 'https://js.bepaid.by/widget/be_gateway.js' });
  });

  it('refuses bePaid without the shop id, the keys, PUBLIC_URL, a support address and the seller, naming each', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'bepaid' })).to.throw(ConfigError).with.property('message')
      .that.matches(/BEPAID_SHOP_ID: is required with PAYMENT_PROVIDER=bepaid/).and.matches(/BEPAID_SECRET_KEY: is required/)
      .and.matches(/BEPAID_PUBLIC_KEY: is required/).and.matches(/PUBLIC_URL: is required/)
      .and.matches(/SUPPORT_EMAIL: is required/).and.matches(/SELLER_NAME: is required/).and.matches(/SELLER_JURISDICTION: is required/);
  });

  it('takes the seller\'s four details all or none, and support settings on their own', () => {
    const { SUPPORT_EMAIL, ...legal } = seller;
    expect(loadConfig({ SUPPORT_EMAIL })).to.include({ SUPPORT_EMAIL }).and.not.have.property('SELLER_NAME');
    expect(loadConfig(seller)).to.include(seller);
    expect(() => loadConfig(legal)).to.throw(ConfigError).with.property('message').that.matches(/SUPPORT_EMAIL: is required with the seller's details/);
    expect(() => loadConfig({ SELLER_NAME: 'Example LLC' })).to.throw(ConfigError).with.property('message')
      .that.matches(/SELLER_REGISTRATION_NUMBER: is required for the seller's details \(SELLER_NAME is set\)/).and.matches(/SELLER_ADDRESS: is required/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody' })).to.throw(ConfigError).with.property('message').that.matches(/SUPPORT_EMAIL: must be an email address/);
    expect(() => loadConfig({ ...seller, SELLER_ADDRESS: 'line one\nline two' })).to.throw(ConfigError).with.property('message')
      .that.matches(/SELLER_ADDRESS: must be one line of text/);
  });

  it('takes the public key bare, as the back office shows it, or as PEM (escaped line breaks too), and keeps it as PEM', () => {
    expect(loadConfig({ ...bepaid, BEPAID_PUBLIC_KEY: bare }).BEPAID_PUBLIC_KEY).to.equal(pem);
    expect(loadConfig({ ...bepaid, BEPAID_PUBLIC_KEY: pem }).BEPAID_PUBLIC_KEY).to.equal(pem);
    expect(loadConfig({ ...bepaid, BEPAID_PUBLIC_KEY: pem.replace(/\n/g, '\\n') }).BEPAID_PUBLIC_KEY).to.equal(pem);
    expect(loadConfig({ ...bepaid, BEPAID_PUBLIC_KEY: bare }).PUBLIC_URL).to.equal('https://rapport.example.com');
  });

  it('refuses a public key that is not one, and a currency bePaid is not sold in here', () => {
    expect(() => loadConfig({ ...bepaid, BEPAID_PUBLIC_KEY: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxMS2' })).to.throw(ConfigError)
      .with.property('message').that.matches(/BEPAID_PUBLIC_KEY: must be the RSA public key from the bePaid back office/);
    expect(() => loadConfig({ PAYMENT_CURRENCY: 'EUR' })).to.throw(ConfigError).with.property('message').that.matches(/PAYMENT_CURRENCY/);
  });
});

describe('.env.example', () => {
  it('documents every setting loadConfig reads, and nothing else', async () => {
    const { readFileSync } = await import('node:fs');
    const documented = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]).sort();
    const read = [...readFileSync('src/platform/config.ts', 'utf8').matchAll(/^ {2}([A-Z_]+):/gm)].map((m) => m[1]).sort();
    expect(documented).to.deep.equal(read);
  });
});

describe('loadConfig: social sign-in', () => {
  it('sets up no provider by default, with Google’s and Facebook’s real addresses and SPEC’s four Auth0 buttons', () => {
    const c = loadConfig({});
    expect([c.GOOGLE_CLIENT_ID, c.FACEBOOK_APP_ID, c.AUTH0_ISSUER_URL]).to.deep.equal([undefined, undefined, undefined]);
    expect(c).to.include({ TEMP_EMAIL_DOMAIN: 'temp.rapport.invalid',
      GOOGLE_TOKENINFO_URL: 'https://oauth2.googleapis.com/tokeninfo', FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v25.0' });
    expect(c.AUTH0_CONNECTIONS).to.deep.equal(['github', 'microsoft', 'apple', 'twitter']);
  });

  it('refuses a provider half set up, naming what is missing', () => {
    expect(() => loadConfig({ FACEBOOK_APP_ID: '1234' })).to.throw(ConfigError).with.property('message')
      .that.matches(/FACEBOOK_APP_SECRET: is required for Facebook sign-in \(FACEBOOK_APP_ID is set\)/);
    expect(() => loadConfig({ AUTH0_CLIENT_ID: 'abc' })).to.throw(ConfigError).with.property('message')
      .that.matches(/AUTH0_ISSUER_URL: is required for Auth0 sign-in/).and.matches(/AUTH0_AUDIENCE: is required/);
  });

  it('takes Auth0 connections by button, with the tenant’s own names, and refuses buttons SPEC has not', () => {
    expect(loadConfig({ AUTH0_CONNECTIONS: ' github, microsoft=azure-ad ,,' }).AUTH0_CONNECTIONS).to.deep.equal(['github', 'microsoft=azure-ad']);
    expect(() => loadConfig({ AUTH0_CONNECTIONS: 'github,linkedin' })).to.throw(ConfigError).with.property('message').that.matches(/AUTH0_CONNECTIONS/);
  });

  it('keeps the temporary domain lower-case and refuses one that could not be an address', () => {
    expect(loadConfig({ TEMP_EMAIL_DOMAIN: 'No-Email.Example.TEST' }).TEMP_EMAIL_DOMAIN).to.equal('no-email.example.test');
    expect(() => loadConfig({ TEMP_EMAIL_DOMAIN: 'localhost' })).to.throw(ConfigError).with.property('message').that.matches(/TEMP_EMAIL_DOMAIN/);
  });
});
