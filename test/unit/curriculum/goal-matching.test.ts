import { expect } from 'chai';
import { matchGoal } from '#src/shared/goal-matching.ts';
import { CATEGORIES } from './catalogue-categories.ts';

/** [what the learner typed, the categories it names] — an empty list means it stays in their own words. */
const TABLE: Record<'en' | 'ru', [string, string[]][]> = {
  en: [
    ['Negotiation', ['Negotiation']],
    ['  CUSTOMER service ', ['Customer Service']],
    ['negotiating', ['Negotiation']],
    ['get better at negotiating', ['Negotiation']],
    ['negotiating my salary', ['Negotiation']],
    ['selling to small businesses', []],
    ['cold calling', ['Sales']],
    ['handling complaints', ['Customer Service']],
    ['giving critical feedback', ['Giving Feedback']],
    ['performance reviews', ['Giving Feedback']],
    ['preparing for job interviews', ['Job Interviews']],
    ['leading a team', ['Leadership']],
    ['managing people', ['Leadership']],
    ['working in a team', ['Teamwork']],
    ['collaboration', ['Teamwork']],
    ['delivering bad news', ['Difficult Conversations']],
    ['resolving conflicts', ['Conflict Resolution']],
    ['sales and negotiation', ['Sales', 'Negotiation']],
    ['public speaking', []],
    ['Underwater basket weaving', []],
    ['negotiating a raise with my boss', []],
    ['speaking up in meetings without conflict', []],
    ['sale', ['Sales']],
    ['time management', []],
  ],
  ru: [
    ['Переговоры', ['Negotiation']],
    ['обслуживание КЛИЕНТОВ', ['Customer Service']],
    ['продажи клиентам', ['Sales']],
    ['продавать', ['Sales']],
    ['холодные звонки', ['Sales']],
    ['вести переговоры', ['Negotiation']],
    ['научиться договариваться', ['Negotiation']],
    ['работа в команде', ['Teamwork']],
    ['управление командой', ['Leadership']],
    ['руководство', ['Leadership']],
    ['давать обратную связь', ['Giving Feedback']],
    ['конструктивная критика', ['Giving Feedback']],
    ['подготовка к собеседованию', ['Job Interviews']],
    ['трудные разговоры с клиентами', ['Difficult Conversations']],
    ['сообщать плохие новости', ['Difficult Conversations']],
    ['решать конфликты', ['Conflict Resolution']],
    ['разрешение конфликтов', ['Conflict Resolution']],
    ['жалобы покупателей', ['Customer Service']],
    ['продажи и переговоры', ['Sales', 'Negotiation']],
    ['публичные выступления', []],
    ['командировки', []],
    ['договориться о повышении с начальником', []],
  ],
};

describe('matchGoal: which practice areas a typed goal names', () => {
  for (const lang of ['en', 'ru'] as const) {
    describe(`in ${lang === 'en' ? 'English' : 'Russian'}`, () => {
      for (const [goal, expected] of TABLE[lang]) {
        it(`"${goal}" → ${expected.length ? expected.join(' + ') : 'the learner’s own words'}`, () => {
          expect(matchGoal(goal, CATEGORIES)).to.deep.equal(expected);
        });
      }
    });
  }

  it('ignores case and ё', () => {
    const categories = [{ name: 'Delivering News', name_ru: 'Плохие известия' }, { name: 'Hiring', name_ru: 'Наём' }];
    expect(matchGoal('ПЛОХИЕ ИЗВЕСТИЯ', categories)).to.deep.equal(['Delivering News']);
    expect(matchGoal('наем', categories)).to.deep.equal(['Hiring']);
    expect(matchGoal('Наём', [{ name: 'Hiring', name_ru: 'Наем' }])).to.deep.equal(['Hiring']);
  });

  it('matches only categories the catalogue has', () => {
    const withoutSales = CATEGORIES.filter((c) => c.name !== 'Sales');
    expect(matchGoal('selling', withoutSales)).to.deep.equal([]);
    expect(matchGoal('Продажи', withoutSales)).to.deep.equal([]);
  });

  it('matches a category the table does not know by its names', () => {
    const categories = [...CATEGORIES, { name: 'Public Speaking', name_ru: 'Публичные выступления' }];
    expect(matchGoal('public speaking', categories)).to.deep.equal(['Public Speaking']);
    expect(matchGoal('публичные выступления на работе', categories)).to.deep.equal(['Public Speaking']);
  });

  it('names nothing for text with no words', () => {
    expect(matchGoal('?!', CATEGORIES)).to.deep.equal([]);
  });
});
