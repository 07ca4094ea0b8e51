import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/lib/${path}`, import.meta.url).href) as Promise<T>;

type ApiErrorCtor = new (status: number, code: string, message: string, details?: unknown, retryAfter?: number) => Error;
interface Modules {
  ApiError: ApiErrorCtor;
  UiError: new (key: string) => Error;
  describeError(error: unknown, t: (key: string, options?: Record<string, unknown>) => string, fallbackKey: string): string;
}

/** A t() that shows which key (and options) the client asked for. */
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('describeError (web)', () => {
  let m: Modules;
  before(async () => {
    const errors = await load<Pick<Modules, 'ApiError' | 'UiError'>>('api-error.ts');
    const message = await load<Pick<Modules, 'describeError'>>('error-message.ts');
    m = { ...errors, ...message };
  });

  it('words known codes in the user language', () => {
    const error = new m.ApiError(401, 'IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password.');
    expect(m.describeError(error, t, 'auth:errors.loginFailed')).to.equal('common:errors.codes.invalidCredentials');
  });

  it('words a message the screening blocked (a first name at session start), not the server\'s English', () => {
    const error = new m.ApiError(422, 'SECURITY.MESSAGE_BLOCKED', 'This message was blocked: it looks like an attempt…');
    expect(m.describeError(error, t, 'catalogue:start.failed')).to.equal('common:errors.codes.messageBlocked');
  });

  it('says how long to wait when rate limited: seconds under a minute, whole minutes (rounded up) from one on', () => {
    const limited = (seconds?: number) => m.describeError(new m.ApiError(429, 'RATE_LIMITED', 'Too many', undefined, seconds), t, 'x');
    expect(limited(42)).to.equal('common:errors.codes.rateLimitedSeconds {"count":42}');
    expect(limited(59)).to.equal('common:errors.codes.rateLimitedSeconds {"count":59}');
    expect(limited(60)).to.equal('common:errors.codes.rateLimitedMinutes {"count":1}');
    expect(limited(61)).to.equal('common:errors.codes.rateLimitedMinutes {"count":2}');
    expect(limited(2952)).to.equal('common:errors.codes.rateLimitedMinutes {"count":50}');
    expect(limited(undefined)).to.equal('common:errors.codes.rateLimited');
  });

  describe('the wait, worded in each language with its plural forms', () => {
    const words: Record<string, (key: string, options?: Record<string, unknown>) => string> = {};
    before(async () => {
      const { readFileSync } = await import('node:fs');
      const i18next = (await import('i18next')).default;
      for (const lng of ['en', 'ru']) {
        const common = JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lng}/common.json`, import.meta.url), 'utf8')) as object;
        const instance = i18next.createInstance();
        await instance.init({ lng, resources: { [lng]: { common } }, ns: ['common'], interpolation: { escapeValue: false } });
        words[lng] = instance.t.bind(instance) as unknown as (key: string, options?: Record<string, unknown>) => string;
      }
    });
    const wait = (lng: string, seconds: number) => m.describeError(new m.ApiError(429, 'RATE_LIMITED', '', undefined, seconds), words[lng]!, 'x');

    it('in English', () => {
      expect(wait('en', 2952)).to.equal('Too many attempts. Please try again in 50 minutes.');
      expect(wait('en', 60)).to.equal('Too many attempts. Please try again in 1 minute.');
      expect(wait('en', 1)).to.equal('Too many attempts. Please try again in 1 second.');
      expect(wait('en', 42)).to.equal('Too many attempts. Please try again in 42 seconds.');
    });

    it('in Russian: минуту, минуты, минут; секунду, секунды, секунд', () => {
      expect(wait('ru', 2952)).to.equal('Слишком много попыток. Повторите через 50 минут.');
      expect(wait('ru', 60)).to.equal('Слишком много попыток. Повторите через 1 минуту.');
      expect(wait('ru', 120)).to.equal('Слишком много попыток. Повторите через 2 минуты.');
      expect(wait('ru', 21 * 60)).to.equal('Слишком много попыток. Повторите через 21 минуту.');
      expect(wait('ru', 1)).to.equal('Слишком много попыток. Повторите через 1 секунду.');
      expect(wait('ru', 3)).to.equal('Слишком много попыток. Повторите через 3 секунды.');
      expect(wait('ru', 45)).to.equal('Слишком много попыток. Повторите через 45 секунд.');
    });

    it('a pause after blocked messages, in whole minutes (at least one), in both languages', () => {
      const paused = (lng: string, seconds: number) => m.describeError(new m.ApiError(429, 'SECURITY.SENDING_PAUSED', '', undefined, seconds), words[lng]!, 'x');
      expect(paused('en', 600)).to.equal('Several of your messages were blocked in a short time, so sending is paused. Try again in 10 minutes.');
      expect(paused('en', 20)).to.match(/in 1 minute\.$/);
      expect(paused('ru', 600)).to.match(/через 10 минут\.$/);
      expect(paused('ru', 125)).to.match(/через 3 минуты\.$/);
      expect(paused('ru', 60)).to.match(/через 1 минуту\.$/);
    });
  });

  it('explains validation details by field', () => {
    const error = new m.ApiError(400, 'VALIDATION_FAILED', 'Invalid', [{ path: ['password'], message: 'too short' }]);
    expect(m.describeError(error, t, 'x')).to.equal('common:errors.fields.password');
  });

  it('explains validation details as the API names them, with the part of the request first', () => {
    // api-router reports `body.password` (register, invitation), `body.newPassword` (settings), `body.email`.
    const short = new m.ApiError(400, 'VALIDATION_FAILED', 'Invalid', [{ path: 'body.password', message: 'Password must be at least 6 characters.', code: 'too_small' }]);
    expect(m.describeError(short, t, 'auth:errors.registerFailed')).to.equal('common:errors.fields.password');
    const both = new m.ApiError(400, 'VALIDATION_FAILED', 'Invalid', [
      { path: 'body.newPassword', message: 'too short' },
      { path: 'body.confirmPassword', message: 'Passwords do not match' },
    ]);
    expect(m.describeError(both, t, 'x')).to.equal('common:errors.fields.password common:errors.fields.confirmPassword');
    expect(m.describeError(new m.ApiError(400, 'VALIDATION_FAILED', 'Invalid', [{ path: 'query.locale', message: 'bad' }]), t, 'x'))
      .to.equal('common:errors.fields.locale');
    // Only the request part is dropped: a nested field of another name stays unknown.
    expect(m.describeError(new m.ApiError(400, 'VALIDATION_FAILED', 'Invalid', [{ path: 'body.profile.password', message: 'x' }]), t, 'x'))
      .to.equal('common:errors.codes.validationFailed');
  });

  it('maps the incorrect-password text and auth.* keys', () => {
    expect(m.describeError(new m.ApiError(400, 'SOMETHING', 'Incorrect password.'), t, 'x')).to.equal('common:errors.codes.incorrectPassword');
    expect(m.describeError(new m.ApiError(400, 'SOMETHING', 'auth.passwordMismatch'), t, 'x')).to.equal(
      'auth:passwordMismatch {"defaultValue":"auth.passwordMismatch"}',
    );
  });

  it('shows the server message for unknown codes, else the fallback', () => {
    expect(m.describeError(new m.ApiError(409, 'X.Y', 'Server says no'), t, 'fallback')).to.equal('Server says no');
    expect(m.describeError(new m.ApiError(500, 'HTTP_500', ''), t, 'auth:errors.registerFailed')).to.equal('auth:errors.registerFailed');
    expect(m.describeError(new Error('boom'), t, 'auth:errors.loginFailed')).to.equal('auth:errors.loginFailed');
  });

  it('gives a reader of Russian the screen\'s own words, not the server\'s English', async () => {
    const i18n = (await import('i18next')).default;
    const { language } = i18n;
    i18n.language = 'ru'; // as the page's language switch leaves it
    try {
      expect(m.describeError(new m.ApiError(404, 'PRACTICE.SCENARIO_NOT_FOUND', 'Scenario not found.'), t, 'catalogue:start.failed'))
        .to.equal('catalogue:start.failed');
    } finally {
      i18n.language = language;
    }
  });

  it('uses the key of a client-side failure', () => {
    expect(m.describeError(new m.UiError('auth:errors.sessionInvalidAfterLogin'), t, 'x')).to.equal('auth:errors.sessionInvalidAfterLogin');
  });
});
