import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

interface Dates {
  keepYearMark<T extends string | null | undefined>(text: T): T;
  formatDay(day: string, locale: string): string;
  formatDate(iso: string, locale: string): string;
}
interface Filters {
  isKnownCategory(categories: readonly { name: string }[], category: string): boolean;
  queryWithoutCategory(search: string): string;
}

describe('Russian dates keep "г." on the year\'s line', () => {
  let d: Dates;
  before(async () => {
    d = await load<Dates>('lib/due-date.ts');
  });

  it('joins "г." to the year with a no-break space, and leaves other text alone', () => {
    expect(d.keepYearMark('7 января 2027 г.')).to.equal('7 января 2027\u00a0г.');
    expect(d.keepYearMark('7 дек. 2026 г. в 10:00')).to.equal('7 дек. 2026\u00a0г. в 10:00');
    expect(d.keepYearMark('7 января 2027\u00a0г.'), 'already joined').to.equal('7 января 2027\u00a0г.');
    expect(d.keepYearMark('January 7, 2027')).to.equal('January 7, 2027');
    expect(d.keepYearMark(null)).to.equal(null);
  });

  it('formats days and instants with the year mark joined', () => {
    expect(d.formatDay('2026-11-28', 'ru')).to.equal('28 ноября 2026\u00a0г.');
    expect(d.formatDay('2026-11-28', 'en')).to.equal('November 28, 2026');
    expect(d.formatDate('2026-12-07T12:00:00Z', 'ru')).to.match(/^\d{1,2} дек\. 2026\u00a0г\.$/);
    expect(d.formatDate('2026-12-07T12:00:00Z', 'en')).to.match(/^Dec \d{1,2}, 2026$/);
  });
});

describe('catalogue filters from the URL', () => {
  let f: Filters;
  before(async () => {
    f = await load<Filters>('features/catalogue/state/category-filter.ts');
  });

  it('knows a category only when the list names it ("" is all of them)', () => {
    const categories = [{ name: 'Sales' }, { name: 'Leadership' }];
    expect(f.isKnownCategory(categories, 'Sales')).to.equal(true);
    expect(f.isKnownCategory(categories, '')).to.equal(true);
    expect(f.isKnownCategory(categories, 'Nope')).to.equal(false);
    expect(f.isKnownCategory(categories, 'sales'), 'names are exact').to.equal(false);
  });

  it('drops only the category from the query, keeping the rest of the link', () => {
    expect(f.queryWithoutCategory('?category=Nope')).to.equal('');
    expect(f.queryWithoutCategory('?category=Nope&difficulty=Advanced&start=3')).to.equal('?difficulty=Advanced&start=3');
    expect(f.queryWithoutCategory('difficulty=Beginner')).to.equal('?difficulty=Beginner');
  });
});
