import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import i18next, { type TFunction } from 'i18next';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

type ApiErrorCtor = new (status: number, code: string, message: string, details?: unknown) => Error;
interface FieldErrors {
  serverFieldErrors<F extends string>(error: unknown, t: TFunction, texts: Record<F, string>): Partial<Record<F, string>>;
}
interface Change { currentPassword: string; newPassword: string; confirmPassword: string }
interface Rules {
  passwordChangeProblems(change: Change, hasPassword: boolean): Partial<Record<keyof Change, string>>;
  isPasswordChangeValid(change: Change, hasPassword: boolean): boolean;
  passwordChangeServerErrors(error: unknown, t: TFunction): Partial<Record<keyof Change, string>>;
}

const LOCALES = join(import.meta.dirname, '../../../web/src/locales');
const resource = (lang: string, ns: string) => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as object;
/** The refusal POST /api/auth/register answers a 3-character password with (audit D F3). */
const TOO_SHORT = { path: 'body.password', message: 'Password must be at least 6 characters.', code: 'too_small', origin: 'string', limit: 6 };

describe('web: form errors at the field they are about (audit D F3, F4)', () => {
  let ApiError: ApiErrorCtor;
  let fields: FieldErrors;
  let rules: Rules;
  const t: Record<'en' | 'ru', TFunction> = {} as never;
  before(async () => {
    ({ ApiError } = await load<{ ApiError: ApiErrorCtor }>('lib/api-error.ts'));
    fields = await load<FieldErrors>('lib/field-errors.ts');
    rules = await load<Rules>('features/auth/state/password-change-rules.ts');
    for (const lng of ['en', 'ru'] as const) {
      const instance = i18next.createInstance();
      await instance.init({
        lng, ns: ['auth', 'common'], defaultNS: 'auth', interpolation: { escapeValue: false },
        resources: { [lng]: { auth: resource(lng, 'auth'), common: resource(lng, 'common') } },
      });
      t[lng] = instance.t;
    }
  });

  describe('a refusal the server names a field in', () => {
    const texts = { email: 'common:errors.fields.email', password: 'common:errors.fields.password' };

    it('goes to that field, in the reader\'s language', () => {
      const refusal = new ApiError(400, 'VALIDATION_FAILED', 'Invalid request.', [TOO_SHORT]);
      expect(fields.serverFieldErrors(refusal, t.en, texts)).to.deep.equal({ password: 'Password must be at least 6 characters.' });
      expect(fields.serverFieldErrors(refusal, t.ru, texts)).to.deep.equal({ password: 'Пароль должен содержать не менее 6 символов.' });
    });

    it('names each field once, and leaves fields the form does not show, and other failures, to the alert', () => {
      const both = new ApiError(400, 'VALIDATION_FAILED', 'Invalid request.', [
        TOO_SHORT, { ...TOO_SHORT, code: 'too_big' }, { path: 'body.email', message: 'Email must look like name@example.com.' }, { path: 'body.locale', message: 'x' },
      ]);
      expect(fields.serverFieldErrors(both, t.en, texts)).to.deep.equal({
        password: 'Password must be at least 6 characters.', email: 'Enter a valid email address, like name@example.com.',
      });
      expect(fields.serverFieldErrors(new ApiError(400, 'VALIDATION_FAILED', 'Invalid request.', [{ path: 'query.page', message: 'x' }]), t.en, texts)).to.deep.equal({});
      expect(fields.serverFieldErrors(new ApiError(409, 'IDENTITY.EMAIL_TAKEN', 'Taken.'), t.en, texts)).to.deep.equal({});
      expect(fields.serverFieldErrors(new Error('offline'), t.en, texts)).to.deep.equal({});
    });
  });

  describe('the change-password dialog', () => {
    const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
    const say = (lng: 'en' | 'ru', problems: Partial<Record<keyof Change, string>>) =>
      Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t[lng](key!)]));

    it('says what is wrong with each empty field, not one sentence for all', () => {
      expect(say('en', rules.passwordChangeProblems(empty, true))).to.deep.equal({
        currentPassword: 'Enter your current password.', newPassword: 'Enter a new password.', confirmPassword: 'Repeat your password.',
      });
      expect(say('ru', rules.passwordChangeProblems(empty, true))).to.deep.equal({
        currentPassword: 'Введите текущий пароль.', newPassword: 'Введите новый пароль.', confirmPassword: 'Повторите пароль.',
      });
      expect(Object.keys(rules.passwordChangeProblems(empty, false)), 'no current password for a social account').to.deep.equal(['newPassword', 'confirmPassword']);
    });

    it('names a short new password and a confirmation that differs', () => {
      expect(say('en', rules.passwordChangeProblems({ currentPassword: 'old one', newPassword: 'abc', confirmPassword: 'abd' }, true))).to.deep.equal({
        newPassword: 'Password must be at least 6 characters.', confirmPassword: 'Passwords do not match.',
      });
      const fine = { currentPassword: 'old one', newPassword: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' };
      expect(rules.passwordChangeProblems(fine, true)).to.deep.equal({});
      expect(rules.isPasswordChangeValid(fine, true)).to.equal(true);
    });

    it('puts a wrong current password at the current-password field', () => {
      const wrong = new ApiError(400, 'IDENTITY.INCORRECT_PASSWORD', 'Incorrect password.');
      expect(rules.passwordChangeServerErrors(wrong, t.en)).to.deep.equal({ currentPassword: 'Incorrect password.' });
      expect(rules.passwordChangeServerErrors(new ApiError(200, 'PASSWORD_NOT_CHANGED', 'Incorrect password.'), t.en)).to.have.keys('currentPassword');
      const mismatch = new ApiError(400, 'VALIDATION_FAILED', 'Invalid request.', [{ path: 'body.confirmPassword', message: 'Passwords do not match' }]);
      expect(rules.passwordChangeServerErrors(mismatch, t.ru)).to.deep.equal({ confirmPassword: 'Пароли не совпадают.' });
      expect(rules.passwordChangeServerErrors(new ApiError(503, 'HTTP_503', ''), t.en), 'left to the alert').to.deep.equal({});
    });
  });
});
