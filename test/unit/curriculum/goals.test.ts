import { expect } from 'chai';
import { checkGoals } from '#src/modules/curriculum/domain/goals.ts';
import { normaliseGoals } from '#src/shared/goals.ts';

const categories = [
  { name: 'Sales', name_ru: 'Продажи' },
  { name: 'Leadership', name_ru: 'Лидерство' },
];

describe('Onboarding goals', () => {
  describe('normaliseGoals', () => {
    it('trims, drops blanks and removes case-insensitive duplicates, keeping the first spelling', () => {
      expect(normaliseGoals(['  Sales ', '', '   ', 'sales', 'SALES', 'Лидерство', 'лидерство'])).to.deep.equal(['Sales', 'Лидерство']);
    });
  });

  describe('checkGoals', () => {
    it('maps either language to the English category name and merges the two spellings of one goal', () => {
      expect(checkGoals(['продажи', 'Sales', ' leadership'], categories)).to.deep.equal({
        valid: true,
        goalCategories: ['Sales', 'Leadership'],
        errors: [],
      });
    });

    it('names every goal that is not a category', () => {
      const check = checkGoals(['Sales', 'Juggling'], categories);
      expect(check.valid).to.equal(false);
      expect(check.errors).to.deep.equal([{ goal: 'Juggling', message: '"Juggling" is not a category of the catalogue.' }]);
    });

    it('refuses an empty choice', () => {
      expect(checkGoals(['  ', ''], categories).errors).to.deep.equal([{ goal: null, message: 'Choose at least one goal.' }]);
    });
  });
});
