import { expect } from 'chai';
import { translator } from '#src/modules/analysis/infrastructure/written-analysis.ts';
import { describeImprovement, describeSkill, describeStrength } from '#src/shared/describe-findings.ts';
import type { SkillFinding } from '#src/shared/findings.ts';

const [en, ru] = [translator('en'), translator('ru')];
const composure = (messages: number): SkillFinding => ({ kind: 'composure', band: 'good', counts: { messages, composureLapses: messages, polite: 0 } });
const asked = (questions: number): SkillFinding => ({ kind: 'activeListening', band: 'poor', counts: { questions, openQuestions: 0, paraphrased: 0 } });

describe('Findings in words (the sentences of findings.json)', () => {
  it('uses the three Russian plural forms: 1 and 21, 2–4 and 22, 5–20 and 25', () => {
    const lapsed = (n: number) => describeSkill(ru, composure(n))!.split(' вы потеряли')[0];
    expect([1, 21, 2, 22, 5, 11, 25].map(lapsed)).to.deep.equal([
      'В 1 сообщении', 'В 21 сообщении', 'В 2 сообщениях', 'В 22 сообщениях', 'В 5 сообщениях', 'В 11 сообщениях', 'В 25 сообщениях',
    ]);
    const questions = (n: number) => describeSkill(ru, asked(n))!.split(/ \(|\. /)[0];
    expect([0, 1, 3, 5, 21].map(questions)).to.deep.equal([
      'Вы не задали ни одного вопроса', 'Вы задали 1 вопрос', 'Вы задали 3 вопроса', 'Вы задали 5 вопросов', 'Вы задали 21 вопрос',
    ]);
  });

  it('uses English singular and plural, and the zero form where one is written', () => {
    expect(describeSkill(en, composure(1))).to.match(/^1 message lost composure/);
    expect(describeSkill(en, composure(3))).to.match(/^3 messages lost composure/);
    expect(describeSkill(en, asked(0))).to.match(/^You asked no questions\. You did not reflect/);
    expect(describeSkill(en, asked(1))).to.match(/^You asked 1 question \(0 open\)\./);
  });

  it('gives advice by the score band: keep going when good, a concrete change when not', () => {
    const empathy = (band: SkillFinding['band']) => describeSkill(en, { kind: 'empathy', band, counts: { messages: 2, acknowledged: 1, dismissive: 0 } });
    expect(empathy('good')).to.equal("You acknowledged the other person's feelings in 1 of 2 messages. Keep naming the feeling before moving on to solutions.");
    expect(empathy('fair')).to.match(/Name what they feel/);
  });

  it('quotes the learner exactly, even text that looks like a template', () => {
    const quote = '$t(skillName.empathy) {{count}} <b>&';
    const words = describeImprovement(en, { kind: 'insult', messageNumber: 2, quote, character: null });
    expect(words!.issue).to.equal(`Calling names ("${quote}") attacks the person and escalates the conflict.`);
  });

  it('writes numbers the reader’s way and names the skill in the reader’s language', () => {
    const base = { kind: 'baseToBuildOn', skill: 'activeListening' as const, score: 4.5 };
    expect(describeStrength(en, base)).to.equal('Your strongest skill in this session was active listening (4.5/10) — a base to build on.');
    expect(describeStrength(ru, base)).to.equal('Ваш самый сильный навык в этой сессии — активное слушание (4,5/10), на него можно опереться.');
  });

  it('reads the language model’s own words in the reader’s language', () => {
    const written = { en: 'You stayed calm.', ru: 'Вы сохраняли спокойствие.' };
    expect(describeSkill(ru, { kind: 'composure', band: 'good', written })).to.equal(written.ru);
    expect(describeStrength(en, { kind: 'written', skill: null, written })).to.equal(written.en);
    const improvement = { kind: 'other', messageNumber: 2, character: null, written: { issue: written, suggestion: { en: 'Say so.', ru: 'Скажите.' } } };
    expect(describeImprovement(ru, improvement)).to.deep.equal({ issue: written.ru, suggestion: 'Скажите.' });
  });

  it('gives nothing for a kind it does not know, so the reader sees the stored text instead', () => {
    expect(describeSkill(en, { kind: 'namedTheFeeling', band: 'good' })).to.equal(null);
    expect(describeStrength(en, { kind: 'streak', skill: 'clarity' })).to.equal(null);
    expect(describeImprovement(en, { kind: 'jargon', messageNumber: 2, character: null })).to.equal(null);
  });
});
