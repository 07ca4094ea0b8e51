import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import i18next, { type TFunction } from 'i18next';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/lib/${path}`, import.meta.url).href) as Promise<T>;

interface FieldProblem { path: string; message: string; [k: string]: unknown }
interface Module {
  fieldProblemOf(detail: unknown): FieldProblem | null;
  fieldProblemText(p: FieldProblem, t: TFunction): string;
}

const LOCALES = join(import.meta.dirname, '../../../web/src/locales');
const common = (lang: string) => JSON.parse(readFileSync(join(LOCALES, lang, 'common.json'), 'utf8')) as object;

/** Details as the API sends them for SPEC §5's rules (test/integration/superadmin-user-changes.test.ts checks the server's side). */
const DETAILS = {
  level: { path: 'body.level', message: 'Level must be at most 100 characters.', code: 'too_big', origin: 'string', limit: 100 },
  name: { path: 'body.name', message: 'Name is required.', code: 'too_small', origin: 'string', limit: 1 },
  points: { path: 'body.experiencePoints', message: 'Experience points must be 0 or more.', code: 'too_small', origin: 'number', limit: 0 },
  lines: { path: 'body.script.ru.characters.0.reactions.blamed', message: 'Too small', code: 'too_small', origin: 'array', limit: 2 },
  role: { path: 'body.role', message: 'Role must be User, Admin or SuperAdmin.', code: 'invalid_value', values: ['User', 'Admin', 'SuperAdmin'] },
  date: { path: 'body.invitedAt', message: 'Invited at must be an ISO date and time.', code: 'invalid_format', format: 'datetime' },
  whole: { path: 'body.totalSessions', message: 'Total sessions must be a whole number.', code: 'invalid_type', expected: 'int' },
  control: { path: 'body.firstName', message: 'First name must not contain control characters.', code: 'custom', problem: 'controlCharacters' },
  speaker: { path: 'body.script.en.opening.0.speaker', message: 'speaker 3 is not in the cast', code: 'custom', problem: 'speakerNotInCast', args: { speaker: 3 } },
  unnamed: { path: 'body.id', message: 'must be 7, the scenario being edited, or left out' },
};

describe('field problems in the reader\'s language (web)', () => {
  let m: Module;
  const t: Record<'en' | 'ru', TFunction> = {} as never;
  before(async () => {
    m = await load<Module>('field-problem.ts');
    for (const lng of ['en', 'ru'] as const) {
      const instance = i18next.createInstance();
      await instance.init({ lng, resources: { [lng]: { common: common(lng) } }, ns: ['common'], interpolation: { escapeValue: false } });
      t[lng] = instance.t;
    }
  });
  const text = (lng: 'en' | 'ru', detail: object) => m.fieldProblemText(m.fieldProblemOf(detail)!, t[lng]);

  it('reads a detail\'s path without the body prefix, and skips what is no detail', () => {
    expect(m.fieldProblemOf(DETAILS.level)).to.include({ path: 'level', code: 'too_big', limit: 100 });
    expect(m.fieldProblemOf({ path: ['body', 'cast'], message: 'x' })!.path).to.equal('cast');
    expect(m.fieldProblemOf({ path: 'body', message: 'x' })!.path).to.equal('');
    expect(m.fieldProblemOf({ path: 'level' })).to.equal(null);
    expect(m.fieldProblemOf('oops')).to.equal(null);
  });

  it('words every kind of rule in English from its kind and bound', () => {
    expect(text('en', DETAILS.level)).to.equal('At most 100 characters.');
    expect(text('en', DETAILS.name)).to.equal('Required.');
    expect(text('en', DETAILS.points)).to.equal('At least 0.');
    expect(text('en', DETAILS.lines)).to.equal('At least 2 items.');
    expect(text('en', DETAILS.role)).to.equal('Choose one of: User, Admin, SuperAdmin.');
    expect(text('en', DETAILS.date)).to.equal('Enter a date and time.');
    expect(text('en', DETAILS.whole)).to.equal('Enter a whole number.');
    expect(text('en', DETAILS.control)).to.equal('Remove the control characters (such as tabs or line breaks).');
    expect(text('en', DETAILS.speaker)).to.equal('Speaker 3 is not in the cast.');
  });

  it('words the same in Russian, plural forms included, never the server\'s English', () => {
    expect(text('ru', DETAILS.level)).to.equal('Не больше 100 символов.');
    expect(text('ru', { ...DETAILS.level, limit: 21 })).to.equal('Не больше 21 символа.');
    expect(text('ru', DETAILS.name)).to.equal('Обязательное поле.');
    expect(text('ru', DETAILS.lines)).to.equal('Не меньше 2 элементов.');
    expect(text('ru', DETAILS.role)).to.equal('Выберите одно из значений: User, Admin, SuperAdmin.');
    expect(text('ru', DETAILS.control)).to.match(/^Уберите управляющие символы/);
    expect(text('ru', DETAILS.speaker)).to.equal('Говорящего 3 нет среди действующих лиц.');
    for (const detail of Object.values(DETAILS)) expect(text('ru', detail), detail.path).to.match(/[а-яё]/i).and.not.include(detail.message);
  });

  it('shows a rule the server gives no name in English as the server words it, in Russian as a general sentence', () => {
    expect(text('en', DETAILS.unnamed)).to.equal(DETAILS.unnamed.message);
    expect(text('ru', DETAILS.unnamed)).to.equal('Это значение не принято.');
    expect(text('en', { ...DETAILS.control, problem: 'notARule' })).to.equal(DETAILS.control.message);
    // A pattern's own sentence says what it wants; no general one could.
    const colour = { path: 'body.cast.0.color', message: 'must be a #rrggbb colour', code: 'invalid_format', format: 'regex' };
    expect([text('en', colour), text('ru', colour)]).to.deep.equal([colour.message, 'Это значение не принято.']);
  });
});
