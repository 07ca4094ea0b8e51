import { expect } from 'chai';
import { checkGoals } from '#src/modules/curriculum/domain/goals.ts';
import { MAX_GOAL_LENGTH, MAX_OWN_GOALS, normaliseGoals, sortGoals } from '#src/shared/goals.ts';
import { CATEGORIES } from './catalogue-categories.ts';

const long = (length: number, letter = 'x') => letter.repeat(length);

describe('Onboarding goals', () => {
  describe('normaliseGoals', () => {
    it('trims, drops blanks and removes case-insensitive duplicates, keeping the first spelling', () => {
      expect(normaliseGoals(['  Sales ', '', '   ', 'sales', 'SALES', 'Лидерство', 'лидерство'])).to.deep.equal(['Sales', 'Лидерство']);
    });
  });

  describe('sortGoals', () => {
    it('keeps chosen categories and sorts typed goals into the categories they name and the learner’s own words', () => {
      const sorted = sortGoals({ goalCategories: ['Sales'], ownGoals: [' negotiating ', 'public speaking', 'продажи клиентам'] }, CATEGORIES);
      expect(sorted.goalCategories).to.deep.equal(['Sales', 'Negotiation']);
      expect(sorted.ownGoals).to.deep.equal(['public speaking']);
      expect(sorted.problems).to.deep.equal([]);
    });

    it('removes duplicates across both lists, case-insensitively, the first spelling winning', () => {
      const sorted = sortGoals({ goalCategories: ['Продажи', 'Speaking up'], ownGoals: ['SALES', 'speaking UP', 'Speaking up '] }, CATEGORIES);
      expect(sorted).to.deep.include({ goalCategories: ['Sales'], ownGoals: ['Speaking up'], problems: [] });
    });

    it('keeps text sent as a category that names none as an own goal (what older clients send)', () => {
      expect(sortGoals({ goalCategories: ['Juggling', 'Sales'] }, CATEGORIES)).to.deep.include({ goalCategories: ['Sales'], ownGoals: ['Juggling'] });
    });

    it(`takes a goal of ${MAX_GOAL_LENGTH} characters after trimming, and refuses a longer one naming its field and index`, () => {
      const fits = sortGoals({ goalCategories: [], ownGoals: [`  ${long(MAX_GOAL_LENGTH)}  `] }, CATEGORIES);
      expect(fits).to.deep.include({ ownGoals: [long(MAX_GOAL_LENGTH)], problems: [] });
      const tooLong = long(MAX_GOAL_LENGTH + 1, 'y');
      const refused = sortGoals({ goalCategories: ['Sales', tooLong], ownGoals: ['ok', '', tooLong] }, CATEGORIES);
      expect(refused.problems).to.deep.equal([
        { problem: 'too-long', field: 'goalCategories', index: 1, goal: tooLong, length: MAX_GOAL_LENGTH + 1 },
        { problem: 'too-long', field: 'ownGoals', index: 2, goal: tooLong, length: MAX_GOAL_LENGTH + 1 },
      ]);
      expect(refused).to.deep.include({ goalCategories: ['Sales'], ownGoals: ['ok'] });
    });

    it(`keeps up to ${MAX_OWN_GOALS} goals of one's own and refuses more, counting them after removing duplicates`, () => {
      const goals = (n: number) => Array.from({ length: n }, (_, i) => `own goal ${i + 1}`);
      expect(sortGoals({ goalCategories: [], ownGoals: [...goals(MAX_OWN_GOALS), 'OWN GOAL 1'] }, CATEGORIES).problems).to.deep.equal([]);
      expect(sortGoals({ goalCategories: [], ownGoals: goals(MAX_OWN_GOALS + 2) }, CATEGORIES).problems).to.deep.equal([
        { problem: 'too-many', field: 'ownGoals', index: null, goal: null, count: MAX_OWN_GOALS + 2 },
      ]);
    });

    it('refuses no goal at all', () => {
      expect(sortGoals({ goalCategories: ['  ', ''], ownGoals: [' '] }, CATEGORIES).problems).to.deep.equal([
        { problem: 'none', field: 'goalCategories', index: null, goal: null },
      ]);
    });
  });

  describe('checkGoals', () => {
    it('takes a mix of categories and own words', () => {
      expect(checkGoals({ goalCategories: ['продажи', ' leadership'], ownGoals: ['Underwater basket weaving'] }, CATEGORIES)).to.deep.equal({
        valid: true,
        goalCategories: ['Sales', 'Leadership'],
        ownGoals: ['Underwater basket weaving'],
        errors: [],
      });
    });

    it('says in English what is wrong with each refused goal', () => {
      const check = checkGoals({ goalCategories: [], ownGoals: ['a'.repeat(150)] }, CATEGORIES);
      expect(check.valid).to.equal(false);
      expect(check.errors.map((e) => e.message)).to.deep.equal([`"${'a'.repeat(40)}…" is 150 characters long; a goal can be at most 100.`]);
      expect(checkGoals({ goalCategories: [] }, CATEGORIES).errors).to.deep.equal([
        { problem: 'none', field: 'goalCategories', index: null, goal: null, message: 'Choose at least one practice area or write a goal of your own.' },
      ]);
      const many = checkGoals({ goalCategories: [], ownGoals: Array.from({ length: 11 }, (_, i) => `goal ${i}`) }, CATEGORIES);
      expect(many.errors[0]!.message).to.equal('At most 10 goals in your own words can be saved; there are 11.');
    });
  });
});
