import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import i18next, { type TFunction } from 'i18next';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

type Lang = 'en' | 'ru';
interface Sort { sortBy: string; sortDir: 'asc' | 'desc' }
interface UsersOutcome { total: number; page: number; pages: number; sort: Sort | null; seq: number }
interface AttemptsOutcome { total: number; page: number; pages: number; seq: number }
interface Users {
  nextOutcome(list: { total: number; page: number; pageSize: number }, sort: Sort | null, previous: UsersOutcome | null): UsersOutcome;
  outcomeWords(outcome: UsersOutcome, t: TFunction, locale: string): string;
}
interface Attempts {
  nextOutcome(list: { total: number; page: number; totalPages: number }, previous: AttemptsOutcome | null): AttemptsOutcome;
  outcomeWords(outcome: AttemptsOutcome, t: TFunction, locale: string): string;
}

const LOCALES = join(import.meta.dirname, '../../../web/src/locales');
const words = (lang: Lang, ns: string) => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, any>;

describe('web: what the console lists tell a screen reader (audit D F6, F8, F12)', () => {
  let users: Users;
  let attempts: Attempts;
  const t = {} as Record<Lang, Record<'people' | 'hackingAttempts', TFunction>>;
  before(async () => {
    users = await load<Users>('features/people/state/list-outcome.ts');
    attempts = await load<Attempts>('features/hacking-attempts/state/list-outcome.ts');
    for (const lng of ['en', 'ru'] as const) {
      const instance = i18next.createInstance();
      await instance.init({
        lng, ns: ['people', 'hackingAttempts'], interpolation: { escapeValue: false },
        resources: { [lng]: { people: words(lng, 'people'), hackingAttempts: words(lng, 'hackingAttempts') } },
      });
      t[lng] = { people: instance.getFixedT(lng, 'people'), hackingAttempts: instance.getFixedT(lng, 'hackingAttempts') };
    }
  });

  describe('the Users list: one outcome per change', () => {
    it('says how many users and which page of how many, in either language', () => {
      const say = (lang: Lang, total: number, page = 1) =>
        users.outcomeWords(users.nextOutcome({ total, page, pageSize: 20 }, null, null), t[lang].people, lang);
      expect(say('en', 23)).to.equal('23 users found, page 1 of 2');
      expect(say('en', 23, 2)).to.equal('23 users found, page 2 of 2');
      expect(say('en', 1)).to.equal('1 user found');
      expect(say('en', 0)).to.equal('No users found');
      expect(say('en', 1234)).to.equal('1,234 users found, page 1 of 62');
      expect(say('ru', 23)).to.equal('Найдено 23 пользователя, страница 1 из 2');
      expect(say('ru', 21)).to.equal('Найден 21 пользователь, страница 1 из 2');
      expect(say('ru', 11)).to.equal('Найдено 11 пользователей');
      expect(say('ru', 0)).to.equal('Пользователи не найдены');
    });

    it('says the new order after a sort, by the column’s name', () => {
      const sorted = users.nextOutcome({ total: 23, page: 1, pageSize: 20 }, { sortBy: 'email', sortDir: 'desc' }, null);
      expect(users.outcomeWords(sorted, t.en.people, 'en')).to.equal('Sorted by Email, descending. 23 users found, page 1 of 2');
      const ru = users.nextOutcome({ total: 5, page: 1, pageSize: 20 }, { sortBy: 'registeredAt', sortDir: 'asc' }, null);
      expect(users.outcomeWords(ru, t.ru.people, 'ru')).to.equal('Сортировка: Регистрация, по возрастанию. Найдено 5 пользователей');
    });

    it('numbers each outcome, so the same words after another change are a new announcement', () => {
      const first = users.nextOutcome({ total: 23, page: 1, pageSize: 20 }, null, null);
      const again = users.nextOutcome({ total: 23, page: 1, pageSize: 20 }, null, first);
      expect(users.outcomeWords(again, t.en.people, 'en')).to.equal(users.outcomeWords(first, t.en.people, 'en'));
      expect([first.seq, again.seq]).to.deep.equal([1, 2]);
    });
  });

  describe('the Hacking attempts list', () => {
    it('says how many attempts and which page, or that there are none, in either language', () => {
      const say = (lang: Lang, total: number, page = 1, totalPages = Math.ceil(total / 20)) =>
        attempts.outcomeWords(attempts.nextOutcome({ total, page, totalPages }, null), t[lang].hackingAttempts, lang);
      expect(say('en', 26, 2)).to.equal('26 attempts found, page 2 of 2');
      expect(say('en', 1)).to.equal('1 attempt found');
      expect(say('en', 0, 1, 0)).to.equal('No hacking attempts found');
      expect(say('ru', 21, 1)).to.equal('Найдена 21 попытка, страница 1 из 2');
      expect(say('ru', 2)).to.equal('Найдено 2 попытки');
      expect(say('ru', 5)).to.equal('Найдено 5 попыток');
      expect(say('ru', 0, 1, 0)).to.equal('Попытки взлома не найдены');
      expect(attempts.nextOutcome({ total: 2, page: 1, totalPages: 1 }, attempts.nextOutcome({ total: 0, page: 1, totalPages: 0 }, null)).seq).to.equal(2);
    });
  });

  describe('names (audit D F8, F12)', () => {
    it('gives each list’s scrollable table a name of its own, apart from its section’s', () => {
      for (const lang of ['en', 'ru'] as const) {
        const pairs: [string, string][] = [
          [words(lang, 'people').list.title, words(lang, 'people').list.table],
          [words(lang, 'hackingAttempts').table.title, words(lang, 'hackingAttempts').table.region],
          [words(lang, 'scenarioAdmin').list.title, words(lang, 'scenarioAdmin').list.table],
        ];
        for (const [section, table] of pairs) expect(table, lang).to.be.a('string').and.not.equal(section);
      }
    });

    it('names the row buttons with their row, starting with the word they show (label in name)', () => {
      for (const lang of ['en', 'ru'] as const) {
        const people = words(lang, 'people').list;
        const ha = words(lang, 'hackingAttempts').table;
        const row = words(lang, 'scenarioAdmin').row;
        const named: [string, string, string][] = [
          [people.show, people.showLabel, '{{email}}'], [ha.viewDetails, ha.viewDetailsLabel, '{{user}}'],
          [row.edit, row.editLabel, '{{name}}'], [row.delete, row.deleteLabel, '{{name}}'], [row.restore, row.restoreLabel, '{{name}}'],
        ];
        for (const [shown, label, whose] of named) {
          expect(label.startsWith(shown), `${lang}: "${label}" starts with "${shown}"`).to.equal(true);
          expect(label, lang).to.contain(whose);
        }
      }
      expect(t.ru.hackingAttempts('table.viewDetailsLabel', { user: 'a@b.c', time: '5 дек. 2026 г., 10:00:00' })).to.equal('Подробнее: a@b.c, 5 дек. 2026 г., 10:00:00');
    });
  });
});
