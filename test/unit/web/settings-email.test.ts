import { readFileSync } from 'node:fs';
import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

type ApiErrorCtor = new (status: number, code: string, message: string, details?: unknown, retryAfter?: number) => Error;
type Field = 'email' | 'currentPassword';
interface Rules {
  emailChangeProblems(change: { email: string; currentPassword: string }, hasPassword: boolean): Partial<Record<Field, string>>;
  emailRefusal(error: unknown, t: (key: string) => string): Partial<Record<Field, string>>;
}

const words = (lang: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8'));
/** The text an i18n key names, in a language ('settings:email.errors.required'). */
const text = (lang: string, key: string) => {
  const [namespace, path] = key.split(':') as [string, string];
  return path.split('.').reduce((node: Record<string, unknown>, part) => node[part] as Record<string, unknown>, words(lang, namespace)) as unknown;
};

describe('Settings: changing the email address (web, ADR 0042)', () => {
  let rules: Rules;
  let ApiError: ApiErrorCtor;
  before(async () => {
    rules = await load<Rules>('features/settings/state/email-rules.ts');
    ({ ApiError } = await load<{ ApiError: ApiErrorCtor }>('lib/api-error.ts'));
  });

  it('asks an account with a password for it, each problem at its field, in English and Russian', () => {
    const problems = rules.emailChangeProblems({ email: '', currentPassword: '' }, true);
    expect(problems).to.deep.equal({ email: 'settings:email.errors.required', currentPassword: 'settings:email.errors.currentPasswordRequired' });
    expect(rules.emailChangeProblems({ email: 'not-an-address', currentPassword: 'secret1' }, true)).to.deep.equal({ email: 'settings:email.errors.invalid' });
    expect(rules.emailChangeProblems({ email: ' new@example.com ', currentPassword: 'secret1' }, true)).to.deep.equal({});
    for (const lang of ['en', 'ru']) {
      for (const key of Object.values(problems)) expect(text(lang, key!), `${lang} ${key}`).to.be.a('string').and.not.empty;
      for (const key of ['currentPassword', 'currentPasswordHint']) expect(words(lang, 'settings').email[key], `${lang} ${key}`).to.be.a('string').and.not.empty;
    }
  });

  it('asks an account without a password (social sign-in only) for none', () => {
    expect(rules.emailChangeProblems({ email: 'new@example.com', currentPassword: '' }, false)).to.deep.equal({});
  });

  it('says a wrong current password at the password field, and a taken address at the address field', () => {
    const t = (key: string) => `«${key}»`;
    expect(rules.emailRefusal(new ApiError(400, 'IDENTITY.INCORRECT_PASSWORD', 'Incorrect password.'), t))
      .to.deep.equal({ currentPassword: '«common:errors.codes.incorrectPassword»' });
    expect(rules.emailRefusal(new ApiError(409, 'EMAIL_ALREADY_TAKEN', 'taken'), t)).to.deep.equal({ email: '«settings:email.errors.taken»' });
    expect(rules.emailRefusal(new ApiError(400, 'EMAIL_INVALID', 'bad'), t)).to.deep.equal({ email: '«settings:email.errors.invalid»' });
    // A temporary address is well formed: the server's named reason, not "enter a valid address".
    const temporary = [{ path: 'body.email', message: 'Please enter your own email address.', code: 'custom', problem: 'temporaryEmail' }];
    expect(rules.emailRefusal(new ApiError(400, 'EMAIL_INVALID', 'Please enter your own email address.', temporary), t))
      .to.deep.equal({ email: '«common:errors.field.problems.temporaryEmail»' });
    // Anything else is the form's alert, not a field's.
    expect(rules.emailRefusal(new ApiError(429, 'RATE_LIMITED', 'wait', undefined, 2952), t)).to.deep.equal({});
    expect(rules.emailRefusal(new Error('offline'), t)).to.deep.equal({});
  });

  it('shows the password field only to an account that has a password, and sends it with the address', () => {
    const section = readFileSync(new URL('../../../web/src/features/settings/components/EmailSection.tsx', import.meta.url), 'utf8');
    expect(section).to.match(/\{user\.hasPassword && \(\s*<PasswordField[^]*?autoComplete="current-password"/);
    expect(section).to.include("changeEmail(form.email, user.hasPassword ? form.currentPassword : null, user.email)");
  });
});
