import { readFileSync } from 'node:fs';
import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;
const words = (lang: string, ns: string) => JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
/** Every text `pick` takes from a namespace is there, in English and in Russian. */
function expectWordedInBoth(ns: string, pick: (resources: Record<string, any>) => unknown[]) {
  for (const lang of ['en', 'ru']) for (const text of pick(words(lang, ns))) expect(text, lang).to.be.a('string').and.not.empty;
}

interface NewAccountProblems { password?: 'required' | 'tooShort'; confirm?: 'required' | 'mismatch' }
const m = {} as {
  requestEmailProblem(email: string): 'required' | 'invalid' | null;
  newAccountProblems(password: string, confirm: string): NewAccountProblems;
  hasNewAccountProblems(problems: NewAccountProblems): boolean;
  emailChangeProblem(email: string): 'required' | 'invalid' | null;
};
before(async () => {
  Object.assign(
    m,
    await load('features/password-reset/state/reset-rules.ts'),
    await load('features/invitation/state/new-account-rules.ts'),
    await load('features/settings/state/email-rules.ts'),
  );
});

/** Forms whose button SPEC §5 does not disable: a press checks, says the problem at its field, and sends nothing. */
describe('web: forms that validate on a press', () => {
  describe('"Forgot your password?"', () => {
    it('refuses an empty address, or one that is not an address', () => {
      expect(m.requestEmailProblem('')).to.equal('required');
      expect(m.requestEmailProblem('   ')).to.equal('required');
      expect(m.requestEmailProblem('not-an-address')).to.equal('invalid');
    });

    it('sends for an address, spaces around it allowed', () => {
      expect(m.requestEmailProblem(' ann@example.com ')).to.equal(null);
    });

    it('words both problems in both languages (the login form\'s words)', () => {
      expectWordedInBoth('auth', ({ validation }) => [validation.emailRequired, validation.emailInvalid]);
    });
  });

  describe("an invitation's new account", () => {
    it('refuses passwords that differ, at the confirmation, even when the password itself is fine', () => {
      const problems = m.newAccountProblems('practice 42', 'practice 43');
      expect(problems).to.deep.equal({ confirm: 'mismatch' });
      expect(m.hasNewAccountProblems(problems)).to.equal(true);
    });

    it('refuses an empty or short password at the password, and an empty confirmation at the confirmation', () => {
      expect(m.newAccountProblems('', '')).to.deep.equal({ password: 'required', confirm: 'required' });
      expect(m.newAccountProblems('abc', 'abc')).to.deep.equal({ password: 'tooShort' });
      expect(m.newAccountProblems('abcdef', '')).to.deep.equal({ confirm: 'required' });
      expect(m.newAccountProblems('abc', 'abd')).to.deep.equal({ password: 'tooShort', confirm: 'mismatch' });
    });

    it('accepts a password of at least 6 characters typed twice the same', () => {
      const problems = m.newAccountProblems('abcdef', 'abcdef');
      expect(problems).to.deep.equal({});
      expect(m.hasNewAccountProblems(problems)).to.equal(false);
    });

    it('words every problem in both languages, the mismatch as "Passwords do not match"', () => {
      expectWordedInBoth('invitation', ({ form }) => [form.passwordRequired, form.passwordShort, form.confirmRequired, form.mismatch]);
      expect(words('en', 'invitation').form.mismatch).to.equal('Passwords do not match.');
    });
  });

  describe("Settings' email change (SPEC §5: EMAIL_REQUIRED, EMAIL_INVALID)", () => {
    it('refuses an empty address, or one that is not an address', () => {
      expect(m.emailChangeProblem('')).to.equal('required');
      expect(m.emailChangeProblem(' \t')).to.equal('required');
      expect(m.emailChangeProblem('ann@')).to.equal('invalid');
    });

    it('takes an address, spaces around it allowed', () => {
      expect(m.emailChangeProblem('  ann@example.com')).to.equal(null);
    });

    it('words both problems in both languages', () => {
      expectWordedInBoth('settings', ({ email }) => [email.errors.required, email.errors.invalid]);
    });
  });
});
