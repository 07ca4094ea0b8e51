import { readFileSync } from 'node:fs';
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
    const questions = (n: number) => describeSkill(ru, asked(n))!.split(/, |\. /)[0];
    expect([0, 3, 5, 21].map(questions)).to.deep.equal([
      'Вы не задали ни одного вопроса', 'Вы задали 3 вопроса', 'Вы задали 5 вопросов', 'Вы задали 21 вопрос',
    ]);
  });

  it('uses English singular and plural, and the zero form where one is written', () => {
    expect(describeSkill(en, composure(1))).to.match(/^1 message lost composure/);
    expect(describeSkill(en, composure(3))).to.match(/^3 messages lost composure/);
    expect(describeSkill(en, asked(0))).to.match(/^You asked no questions\. You did not reflect/);
    expect(describeSkill(en, asked(3))).to.match(/^You asked 3 questions, none of them open\./);
  });

  it('gives advice by the score band: keep going when good, a concrete change when not', () => {
    const empathy = (band: SkillFinding['band']) => describeSkill(en, { kind: 'empathy', band, counts: { messages: 2, acknowledged: 1, dismissive: 0 } });
    expect(empathy('good')).to.equal("You acknowledged the other person's feelings in 1 of 2 messages. Keep naming the feeling before moving on to solutions.");
    expect(empathy('fair')).to.match(/Name what they feel/);
  });

  it('praises only what the learner did: no "keep" for a move that never happened (audit F2)', () => {
    const listening = (paraphrased: number) => ({ kind: 'activeListening', band: 'good' as const, counts: { questions: 4, openQuestions: 2, paraphrased } });
    expect(describeSkill(en, listening(0))).to.equal(
      "You asked 4 questions, 2 of them open. You did not reflect the other side's words back to them. "
      + 'Next time, also say back what you heard ("So the main problem is…"), so they know you understood.',
    );
    expect(describeSkill(ru, listening(0))).not.to.match(/заботах|волнует собеседника/);
    expect(describeSkill(en, listening(2))).to.match(/kept the conversation on their concerns\.$/);
    const empathy = describeSkill(en, { kind: 'empathy', band: 'excellent', counts: { messages: 9, acknowledged: 0, dismissive: 0 } });
    expect(empathy).to.equal("You did not acknowledge the other person's feelings in any of your 9 messages. Name what they feel (\"that sounds frustrating\") before you answer.");
    const untimed = describeSkill(en, { kind: 'problemSolving', band: 'good', counts: { proposals: 2, timedProposals: 0 } });
    expect(untimed).to.match(/but never with a concrete time\. Next time, say when it will happen/).and.not.match(/Commitments like these/);
  });

  it('reads naturally for none, one and many: no "in 0", no "1 of 1", no «(…: 1)» (audit F2)', () => {
    expect(describeSkill(en, { kind: 'composure', band: 'good', counts: { messages: 8, composureLapses: 0, polite: 0 } })).to.equal('Your tone stayed calm in every message.');
    expect(describeSkill(ru, { kind: 'problemSolving', band: 'good', counts: { proposals: 1, timedProposals: 1 } })).to.equal(
      'Вы предложили, как двигаться дальше, и назвали конкретный срок. Такие обязательства двигают разговор вперёд.',
    );
    const awkward = /\b0 (?:of|open|with|questions asked)\b|\bin 0\b|\b1 of 1\b|\(\d+ open\)|: \d+\)|\(\d+\)|из 0|— 0\b|в 0\b|\b0 из|1 из 1 /;
    const counts = [0, 1, 3];
    const findings: SkillFinding[] = [];
    for (const band of ['good', 'fair'] as const) {
      for (const a of counts) for (const b of counts) for (const n of [1, 3, 8]) {
        findings.push({ kind: 'empathy', band, counts: { messages: n, acknowledged: Math.min(a, n), dismissive: 0 } });
        findings.push({ kind: 'activeListening', band, counts: { questions: a, openQuestions: Math.min(a, b), paraphrased: b } });
        findings.push({ kind: 'clarity', band, counts: { messages: n, averageWords: 12, tooShort: Math.min(a, n), tooLong: 0, specific: Math.min(b, n) } });
        findings.push({ kind: 'problemSolving', band, counts: { proposals: a, timedProposals: Math.min(a, b) } });
        findings.push({ kind: 'composure', band, counts: { messages: n, composureLapses: 0, polite: Math.min(b, n) } });
      }
    }
    for (const tr of [en, ru]) {
      for (const finding of findings) {
        expect(describeSkill(tr, finding), JSON.stringify(finding)).not.to.match(awkward);
        const skill = finding.kind as 'empathy';
        const shown = describeStrength(tr, { kind: 'shown', skill, counts: finding.counts });
        const c = finding.counts!;
        // A strength is only given for what was shown (skill-findings.ts): at least one of what it counts.
        if ((c.acknowledged ?? 1) > 0 && (c.proposals ?? 1) > 0 && (c.questions ?? 0) + (c.paraphrased ?? 1) > 0) expect(shown, JSON.stringify(finding)).not.to.match(awkward);
      }
    }
  });

  it('never assumes the gender of the other person, or of the learner, in Russian (audit F2)', () => {
    const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts));
    const all = texts(JSON.parse(readFileSync(new URL('../../../web/src/locales/ru/findings.json', import.meta.url), 'utf8')));
    const aboutThem = all.filter((text) => /собеседник/i.test(text));
    expect(aboutThem.length).to.be.greaterThan(10);
    for (const text of aboutThem) expect(text).not.to.match(/(?<![\p{L}])(?:он|она|его|него|ему|нему|её|неё|ей|ней|им|ним)(?![\p{L}])/iu);
    // Nor a verb in the past tense, which has a gender in Russian («собеседник сказал», «я понял»).
    for (const text of all) expect(text).not.to.match(/(?<![\p{L}])(?:понял|поняла|сказал|сказала|задал|задала)(?![\p{L}])|собеседник\s+(?:только что\s+)?\p{L}+л[аи]?(?![\p{L}])/iu);
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
