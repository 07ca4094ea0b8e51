import { expect } from 'chai';
import { SKILLS } from '#src/shared/findings.ts';
import { GENERIC_RUBRIC, metLevel, shownRubric } from '#src/modules/practice/domain/rubric.ts';
import { scenarioRecordSchema } from '#src/modules/practice/application/content-pack.schema.ts';
import { systemPrompt } from '#src/modules/analysis/infrastructure/openai-skill-analyzer.prompt.ts';
import { scenarioRecord } from '../../support/content.ts';
import { testRubric } from '../../support/rubric.ts';

const withRubric = (rubric: unknown) => ({ ...scenarioRecord('rubric-unit'), rubric });
const issues = (rubric: unknown) => {
  const parsed = scenarioRecordSchema.safeParse(withRubric(rubric));
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('A scenario’s rubric (R2.12)', () => {
  describe('the line a score met', () => {
    it('is none below 4, the 4 line up to 7, the 7 line up to 10, and the 10 line only at 10', () => {
      expect([0, 3.9, 4, 6.9, 7, 9.9, 10].map(metLevel)).to.deep.equal([null, null, 4, 4, 7, 7, 10]);
      expect(metLevel(Number.NaN)).to.equal(null);
    });
  });

  describe('in a content pack', () => {
    it('is optional, and kept as written when given', () => {
      const { rubric: _, ...without } = scenarioRecord('rubric-unit');
      expect(scenarioRecordSchema.safeParse(without).success).to.equal(true);
      const rubric = testRubric();
      const parsed = scenarioRecordSchema.parse(withRubric(rubric));
      expect(parsed.rubric).to.deep.equal(rubric);
    });

    it('is refused without a language, a skill or a level, with an empty or an overlong line, or with a skill it does not know', () => {
      const rubric = testRubric();
      expect(issues({ en: rubric.en })).to.deep.equal(['rubric.ru: Invalid input: expected object, received undefined']);
      const noSkill: Record<string, any> = structuredClone(rubric);
      delete noSkill.en.composure;
      expect(issues(noSkill)).to.have.length(1).and.to.match(/^rubric\.en\.composure: /);
      const noLevel: Record<string, any> = structuredClone(rubric);
      delete noLevel.ru.empathy['7'];
      expect(issues(noLevel)[0]).to.match(/^rubric\.ru\.empathy\.7: /);
      const bad: Record<string, any> = structuredClone(rubric);
      bad.en.clarity['4'] = ' ';
      bad.en.clarity['10'] = 'x'.repeat(261);
      bad.en.composure['7'] = 'You stay calm while <he|she stays tense.';
      bad.en.listening = bad.en.activeListening;
      expect(issues(bad)).to.have.length(4);
      expect(issues(bad).join('\n')).to.include('rubric.en.composure.7: «You stay calm while <he|she stays tense.» has "<" without its ">"');
      expect(issues(bad).join('\n')).to.include('rubric.en.clarity.4: must not be empty').and.include('rubric.en.clarity.10: ').and.include('listening');
    });
  });

  describe('the generic one', () => {
    const asWritten = (line: string) => line;
    it('is shown when the scenario has none, flagged, in the language asked for', () => {
      expect(shownRubric(null, 'ru', asWritten)).to.deep.equal({ generic: true, skills: GENERIC_RUBRIC.ru });
      expect(shownRubric(undefined, 'en', asWritten)).to.deep.equal({ generic: true, skills: GENERIC_RUBRIC.en });
      const own = testRubric() as never;
      expect(shownRubric(own, 'ru', asWritten)).to.deep.equal({ generic: false, skills: (own as { ru: unknown }).ru });
    });

    it('passes the pack’s own rules: every skill and level, lines of at most 260 characters, Russian in Cyrillic', () => {
      expect(issues(GENERIC_RUBRIC)).to.deep.equal([]);
      for (const skill of SKILLS) {
        for (const level of ['4', '7', '10'] as const) {
          expect(GENERIC_RUBRIC.ru[skill][level]).to.match(/[а-яё]/i);
          expect(GENERIC_RUBRIC.en[skill][level]).to.not.match(/[а-яё]/i);
        }
      }
    });
  });

  describe('for the language model', () => {
    const asWritten = (line: string) => line;
    it('is in the system prompt, every line, with the instruction to score against it; absent without one', () => {
      const rubric = shownRubric(testRubric('Prompt') as never, 'ru', asWritten);
      const prompt = systemPrompt('ru', rubric);
      expect(prompt).to.include('Score against this rubric');
      for (const skill of SKILLS) for (const level of ['4', '7', '10'] as const) expect(prompt).to.include(rubric.skills[skill][level]);
      expect(systemPrompt('en', shownRubric(null, 'en', asWritten))).to.include('a general one').and.include(GENERIC_RUBRIC.en.empathy['10']);
      expect(systemPrompt('en')).to.not.include('Score against this rubric');
    });
  });
});
