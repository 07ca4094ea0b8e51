import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import i18next, { type TFunction } from 'i18next';
import { updateSubscriptionRequest } from '#src/modules/identity/http/superadmin-users.contracts.ts';
import { parseInput } from '#src/platform/http/validation-details.ts';
import type { ValidationError } from '#src/platform/errors.ts';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;
type ApiErrorCtor = new (status: number, code: string, message: string, details?: unknown) => Error;
type Problems = (error: unknown, t: TFunction) => Record<string, string>;

const WEB = join(import.meta.dirname, '../../../web/src');
const resource = (lang: string, ns: string) => JSON.parse(readFileSync(join(WEB, 'locales', lang, `${ns}.json`), 'utf8')) as object;

/** The refusal PUT /api/superadmin/users/{id}/subscription answers, made by the server's own contract and edge. */
function refusalOf(body: unknown, ApiError: ApiErrorCtor): Error {
  try {
    parseInput(updateSubscriptionRequest, body, ['body']);
  } catch (e) {
    return new ApiError(400, 'VALIDATION_FAILED', 'Invalid request.', (e as ValidationError).details);
  }
  throw new Error('the contract took it');
}

describe('web: Update Subscription shows the server\'s reason at the field (audit: only "Some of the details… are not valid")', () => {
  let ApiError: ApiErrorCtor;
  let serverFieldProblems: Problems;
  const t: Record<'en' | 'ru', TFunction> = {} as never;
  before(async () => {
    ({ ApiError } = await load<{ ApiError: ApiErrorCtor }>('lib/api-error.ts'));
    ({ serverFieldProblems } = await load<{ serverFieldProblems: Problems }>('features/people/state/server-problems.ts'));
    for (const lng of ['en', 'ru'] as const) {
      const instance = i18next.createInstance();
      await instance.init({
        lng, ns: ['people', 'common'], defaultNS: 'people', interpolation: { escapeValue: false },
        resources: { [lng]: { people: resource(lng, 'people'), common: resource(lng, 'common') } },
      });
      t[lng] = instance.t;
    }
  });

  it('names the end date, and why, in the reader\'s language, for Premium set to end in the past', () => {
    const refusal = refusalOf({ subscriptionTier: 'Premium', subscriptionExpiresAt: '2020-01-01T00:00:00.000Z' }, ApiError);
    expect(serverFieldProblems(refusal, t.en)).to.deep.equal({
      subscriptionExpiresAt: 'Premium must end in the future; leave the end empty for Premium without an end.',
    });
    expect(serverFieldProblems(refusal, t.ru)).to.deep.equal({
      subscriptionExpiresAt: 'Premium должен заканчиваться в будущем; оставьте дату пустой, чтобы Premium был без срока.',
    });
  });

  it('puts it under the end-date field, marked invalid (the shared field sets aria-invalid), and moves the focus there', () => {
    // Read, not run: the modal needs Vite to load (its i18n).
    const modal = readFileSync(join(WEB, 'features/people/components/SubscriptionModal.tsx'), 'utf8');
    expect(modal).to.include('serverFieldProblems(failure, t)');
    expect(modal).to.match(/error=\{[^}]*serverProblems\.subscriptionExpiresAt/);
    expect(modal).to.include('focusFirstInvalid(form)');
    // Above the fields, the general line points to them instead of the generic "not valid".
    expect(modal).to.match(/fieldError \? t\('edit\.checkFields'\)/);
    for (const lng of ['en', 'ru'] as const) expect(t[lng]('edit.checkFields'), lng).to.be.a('string').and.not.equal('edit.checkFields');
  });
});
