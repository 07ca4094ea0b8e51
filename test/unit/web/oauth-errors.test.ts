import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import i18next, { type TFunction } from 'i18next';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

type ApiErrorCtor = new (status: number, code: string, message: string, details?: unknown, retryAfter?: number) => Error;
interface Module {
  describeOAuthError(error: unknown, t: TFunction, fallbackKey: string, provider?: string): string;
}

const resources = (lng: string) =>
  Object.fromEntries(['common', 'oauth'].map((ns) => [ns, JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'))]));

describe('social sign-in refusals in the reader\'s language (web)', () => {
  let m: Module;
  let ApiError: ApiErrorCtor;
  const t: Record<'en' | 'ru', TFunction> = {} as never;
  before(async () => {
    m = await load<Module>('features/oauth/state/oauth-errors.ts');
    ({ ApiError } = await load<{ ApiError: ApiErrorCtor }>('lib/api-error.ts'));
    for (const lng of ['en', 'ru'] as const) {
      const instance = i18next.createInstance();
      await instance.init({ lng, resources: { [lng]: resources(lng) }, ns: ['common', 'oauth'], interpolation: { escapeValue: false } });
      t[lng] = instance.t;
    }
  });

  const exists = (signInWith?: unknown) =>
    new ApiError(409, 'OAUTH.ACCOUNT_EXISTS', 'An account…', { provider: 'google', providerDisplayName: 'Google', ...(signInWith ? { signInWith } : {}) });
  const say = (lng: 'en' | 'ru', error: Error) => m.describeOAuthError(error, t[lng], 'oauth:errors.unexpectedError', 'Google');

  describe('an account already has the address', () => {
    it('tells a password account to log in with its password, or reset it', () => {
      const text = say('en', exists({ password: true, providers: [] }));
      expect(text).to.include('signs in with a password').and.include('Forgot your password?').and.include('connect Google in Settings');
      expect(say('ru', exists({ password: true, providers: [] }))).to.include('по паролю').and.include('«Забыли пароль?»').and.include('подключите Google');
    });

    it('tells a password-less account (made with another provider) to sign in with that provider, never with a password', () => {
      for (const lng of ['en', 'ru'] as const) {
        const text = say(lng, exists({ password: false, providers: ['Facebook'] }));
        expect(text, lng).to.include('Facebook').and.include('Google');
        expect(text, lng).to.not.match(lng === 'en' ? /Log in with (your|its) password/ : /Войдите с паролем/);
      }
      expect(say('en', exists({ password: false, providers: ['Facebook', 'GitHub'] }))).to.include('Facebook or GitHub');
    });

    it('names both ways when the account has both', () => {
      expect(say('en', exists({ password: true, providers: ['Facebook'] }))).to.include('password or with Facebook');
    });

    it('points to the link mailed to an address that left an account this week and is held for it, not to a sign-in that cannot work', () => {
      const held = new ApiError(409, 'OAUTH.ACCOUNT_EXISTS', 'This address…', { provider: 'google', providerDisplayName: 'Google', addressOnHold: true });
      expect(say('en', held)).to.include('It was not me: restore my address').and.include('connect Google').and.not.include('Forgot your password?');
      expect(say('ru', held)).to.include('Это не я: вернуть мой адрес').and.include('подключите Google').and.not.include('Забыли пароль?');
    });

    it('without the server saying how, words it to fit any account: the usual way, or a reset', () => {
      for (const lng of ['en', 'ru'] as const) {
        const text = say(lng, exists());
        expect(text, lng).to.include(lng === 'en' ? 'the way you usually do' : 'как обычно');
        expect(text, lng).to.not.match(lng === 'en' ? /Log in with your password/ : /Войдите с паролем/);
      }
    });
  });

  it('says why a provider cannot be connected to an account whose address is not verified yet', () => {
    const error = new ApiError(409, 'OAUTH.ACCOUNT_EMAIL_UNVERIFIED', 'Verify the email address of your account before connecting another sign-in.');
    expect(say('en', error)).to.match(/^Verify your email address first/);
    expect(say('ru', error)).to.match(/^Сначала подтвердите адрес почты/);
  });

  it('keeps Settings\' Connect buttons waiting, with the reason beside them, until the address is verified', () => {
    const section = readFileSync(new URL('../../../web/src/features/oauth/components/ConnectedAccounts.tsx', import.meta.url), 'utf8');
    expect(section).to.include("disabled={leaving !== null || !emailVerified}");
    expect(section).to.include("{!emailVerified && <p id={verifyNote} className=\"form-note\">{t('connected.verifyFirst')}</p>}");
  });
});
