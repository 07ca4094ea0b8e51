import { expect } from 'chai';
import { SaveGoals } from '#src/modules/curriculum/application/save-goals.ts';
import { ValidateGoals } from '#src/modules/curriculum/application/validate-goals.ts';
import { ViewOnboardingProfile } from '#src/modules/curriculum/application/view-onboarding-profile.ts';
import type { SavedGoals } from '#src/modules/curriculum/domain/goals.ts';
import type { OnboardingProfile, OnboardingProfileRepository } from '#src/modules/curriculum/domain/ports.ts';
import type { BrowseCatalogue } from '#src/modules/practice/index.ts';
import type { AppError } from '#src/platform/errors.ts';
import { CATEGORIES } from './catalogue-categories.ts';

class InMemoryProfiles implements OnboardingProfileRepository {
  readonly rows = new Map<number, OnboardingProfile>();
  async find(userId: number) {
    return this.rows.get(userId) ?? null;
  }
  async save(userId: number, goals: SavedGoals) {
    const profile = { userId, ...goals, updatedAt: new Date() };
    this.rows.set(userId, profile);
    return profile;
  }
}

const LEARNER = 7;
const SOMEONE_ELSE = 8;

function onboarding() {
  const profiles = new InMemoryProfiles();
  const catalogue = { categories: async () => CATEGORIES.map((c) => ({ ...c, scenarioCount: 3 })) } as unknown as BrowseCatalogue;
  const validate = new ValidateGoals(catalogue);
  return { profiles, save: new SaveGoals(validate, profiles), view: new ViewOnboardingProfile(profiles) };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a refusal'), (error: AppError) => error);

describe('SaveGoals', () => {
  it('saves the chosen categories with the typed goals sorted into categories and the learner’s own words', async () => {
    const { save, view } = onboarding();
    expect(await save.execute(LEARNER, { goalCategories: ['Teamwork'], ownGoals: ['переговоры с поставщиками', 'Speaking up in meetings'] })).to.deep.equal({
      goalCategories: ['Teamwork', 'Negotiation'],
      ownGoals: ['Speaking up in meetings'],
    });
    expect(await view.execute(LEARNER)).to.deep.include({ previousCategories: ['Teamwork', 'Negotiation'], ownGoals: ['Speaking up in meetings'] });
  });

  it('saves goals in the learner’s own words alone', async () => {
    const { save } = onboarding();
    expect(await save.execute(LEARNER, { goalCategories: [], ownGoals: ['Asking for help'] })).to.deep.equal({ goalCategories: [], ownGoals: ['Asking for help'] });
  });

  describe('when a goal is too long', () => {
    it('refuses with GOALS_INVALID naming the field and entry, and keeps the goals saved before', async () => {
      const { save, view } = onboarding();
      await save.execute(LEARNER, { goalCategories: ['Sales'], ownGoals: ['Asking for help'] });
      const error = await refusal(save.execute(LEARNER, { goalCategories: ['Leadership'], ownGoals: ['fine', 'z'.repeat(101)] }));
      expect(error.code).to.equal('CURRICULUM.GOALS_INVALID');
      expect(error.details).to.deep.equal([
        { problem: 'too-long', field: 'ownGoals', index: 1, goal: 'z'.repeat(101), length: 101, message: `"${'z'.repeat(40)}…" is 101 characters long; a goal can be at most 100.` },
      ]);
      expect(await view.execute(LEARNER)).to.deep.include({ previousCategories: ['Sales'], ownGoals: ['Asking for help'] });
    });
  });

  it('changes only the learner’s own profile', async () => {
    const { save, view } = onboarding();
    await save.execute(SOMEONE_ELSE, { goalCategories: ['Sales'], ownGoals: ['theirs'] });
    await save.execute(LEARNER, { goalCategories: ['Leadership'], ownGoals: ['mine'] });
    expect(await view.execute(SOMEONE_ELSE)).to.deep.include({ previousCategories: ['Sales'], ownGoals: ['theirs'] });
  });
});

describe('ViewOnboardingProfile', () => {
  it('starts empty before the first onboarding', async () => {
    expect(await onboarding().view.execute(LEARNER)).to.deep.equal({ previousCategories: [], ownGoals: [], updatedAt: null });
  });
});
