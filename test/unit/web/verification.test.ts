import { readFileSync } from 'node:fs';
import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

type ApiErrorCtor = new (status: number, code: string, message: string, details?: unknown, retryAfter?: number) => Error;
interface Rules {
  verificationErrorKey(error: unknown, action: 'send' | 'verify'): string;
  secondsLeft(until: number, now: number): number;
  cooldownOf(error: Error): number;
  cleanToken(raw: string): string;
  verifyUnavailable(token: string, verifying: boolean): 'empty' | 'verifying' | null;
  RESEND_COOLDOWN_SECONDS: number;
  verifyTabOf(search: string): 'send' | 'verify';
  tokenTabHref(page: string): string;
  verifiedOutcome(verified: { email: string; bonusSessions: number; bonusWaitsForFree: boolean }, signedInEmail: string | null): { email: string; otherAccount: boolean; bonusSessions: number; bonusWaitsForFree: boolean };
}

const words = (lang: string) => JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}/verification.json`, import.meta.url), 'utf8'));

describe('email verification rules (web)', () => {
  let rules: Rules;
  let ApiError: ApiErrorCtor;
  before(async () => {
    rules = await load<Rules>('features/verification/state/verification-rules.ts');
    ({ ApiError } = await load<{ ApiError: ApiErrorCtor }>('lib/api-error.ts'));
  });

  it('words every SPEC §8 resend code and every token code in both languages', () => {
    const codes = ['RATE_LIMITED', 'ALREADY_VERIFIED', 'USER_NOT_FOUND', 'EMAIL_SEND_FAILED', 'INTERNAL_ERROR', 'EMAIL_INVALID', 'EMAIL_TEMPORARY',
      'VERIFICATION_TOKEN_REQUIRED', 'VERIFICATION_TOKEN_INVALID', 'VERIFICATION_TOKEN_EXPIRED'];
    for (const code of codes) {
      const key = rules.verificationErrorKey(new ApiError(400, code, 'server words'), 'send');
      expect(key).to.equal(`verification:errors.${code}`);
      for (const lang of ['en', 'ru']) expect(words(lang).errors[code], `${lang} ${code}`).to.be.a('string').and.not.empty;
    }
    expect(words('en').errors.RATE_LIMITED).to.equal('Please wait before requesting another email');
    expect(words('en').errors.VERIFICATION_TOKEN_REQUIRED).to.equal('Verification token is required');
  });

  it('falls back to the generic resend or verification text, and says a 5xx is ours', () => {
    expect(rules.verificationErrorKey(new Error('offline'), 'send')).to.equal('verification:errors.sendFailed');
    expect(rules.verificationErrorKey(new ApiError(0, 'NETWORK_ERROR', ''), 'verify')).to.equal('verification:errors.verifyFailed');
    expect(rules.verificationErrorKey(new ApiError(503, 'DB.UNAVAILABLE', ''), 'verify')).to.equal('verification:errors.INTERNAL_ERROR');
  });

  it('counts the cooldown down in whole seconds, never below zero', () => {
    expect(rules.secondsLeft(10_000, 0)).to.equal(10);
    expect(rules.secondsLeft(10_000, 9_001)).to.equal(1);
    expect(rules.secondsLeft(10_000, 10_000)).to.equal(0);
    expect(rules.secondsLeft(0, 5_000)).to.equal(0);
  });

  it('waits as long as a refusal says: its cooldownSeconds, else Retry-After, else the full 60 s', () => {
    expect(rules.cooldownOf(new ApiError(429, 'RATE_LIMITED', '', { retryAfterSeconds: 42, cooldownSeconds: 42, cooldownMinutes: 1 }, 42))).to.equal(42);
    expect(rules.cooldownOf(new ApiError(429, 'RATE_LIMITED', '', undefined, 17))).to.equal(17);
    expect(rules.cooldownOf(new ApiError(429, 'RATE_LIMITED', ''))).to.equal(rules.RESEND_COOLDOWN_SECONDS);
    expect(rules.RESEND_COOLDOWN_SECONDS).to.equal(60);
  });

  it('takes a pasted token without the spaces and line breaks around it, keeping its case', () => {
    expect(rules.cleanToken('  AbC-d_9\n')).to.equal('AbC-d_9');
  });

  describe('the tab a link opens', () => {
    it('is Verify Token for ?tab=token (the banner\'s "Enter code"), Send Verification otherwise', () => {
      expect(rules.tokenTabHref('/verify-email')).to.equal('/verify-email?tab=token');
      expect(rules.verifyTabOf(new URL(`https://rapport.test${rules.tokenTabHref('/verify-email')}`).search)).to.equal('verify');
      expect(rules.verifyTabOf('?tab=token&x=1')).to.equal('verify');
      for (const search of ['', '?tab=send', '?tab=TOKEN', '?tab=verify&', '?token=abc']) expect(rules.verifyTabOf(search), search).to.equal('send');
    });

    it('is what the banner\'s "Enter code" links to', () => {
      const banner = readFileSync(new URL('../../../web/src/features/verification/components/VerificationBannerBody.tsx', import.meta.url), 'utf8');
      expect(banner).to.match(/href=\{tokenTabHref\(ROUTES\.verifyEmail\)\}[^>]*>\{t\('banner\.enterCode'\)\}/);
    });
  });

  describe('the success dialog after a token is verified', () => {
    it('promises the bonus to the account the address belongs to: the one signed in, or a visitor signed out', () => {
      expect(rules.verifiedOutcome({ email: 'a@example.com', bonusSessions: 3, bonusWaitsForFree: false }, 'A@Example.com ')).to.deep.equal({ email: 'a@example.com', otherAccount: false, bonusSessions: 3, bonusWaitsForFree: false });
      expect(rules.verifiedOutcome({ email: 'a@example.com', bonusSessions: 3, bonusWaitsForFree: true }, null)).to.deep.equal({ email: 'a@example.com', otherAccount: false, bonusSessions: 3, bonusWaitsForFree: true });
    });

    it('promises another account signed in here nothing, and names the address that was verified', () => {
      expect(rules.verifiedOutcome({ email: 'a@example.com', bonusSessions: 3, bonusWaitsForFree: true }, 'b@example.com')).to.deep.equal({ email: 'a@example.com', otherAccount: true, bonusSessions: 0, bonusWaitsForFree: false });
      for (const lang of ['en', 'ru']) {
        expect(words(lang).success.body, lang).to.include('{{email}}');
        expect(words(lang).success.otherAccount, lang).to.include('{{email}}').and.include('{{account}}');
        // On Premium the dialog promises the first month on Free, not "this month".
        const later = Object.entries(words(lang).success).filter(([key]) => key.startsWith('bonusLater_'));
        expect(later.map(([key]) => key), lang).to.have.length(lang === 'ru' ? 4 : 2);
        for (const [, text] of later) expect(text, lang).to.include('{{count}}').and.match(lang === 'ru' ? /бесплатн/ : /Free plan/);
      }
    });
  });

  describe('Verify (SPEC §5: disabled while the token is empty)', () => {
    it('is unavailable with no token, or only spaces and line breaks, for a reason the form states next to it', () => {
      expect(rules.verifyUnavailable('', false)).to.equal('empty');
      expect(rules.verifyUnavailable('  \n', false)).to.equal('empty');
      for (const lang of ['en', 'ru']) expect(words(lang).token.required, lang).to.be.a('string').and.not.empty;
    });

    it('is unavailable while a verification is under way, whatever the field holds', () => {
      expect(rules.verifyUnavailable('AbC-d_9', true)).to.equal('verifying');
      expect(rules.verifyUnavailable('', true), 'the label says it is verifying; no note about the token').to.equal('verifying');
    });

    it('verifies on a press once there is a token', () => {
      expect(rules.verifyUnavailable(' AbC-d_9 ', false)).to.equal(null);
    });
  });
});
