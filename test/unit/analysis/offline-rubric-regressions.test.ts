import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { AnalysisTranscript, SkillAnalysis } from '#src/modules/analysis/domain/ports.ts';
import { OfflineSkillAnalyzer } from '#src/modules/analysis/infrastructure/offline/offline-skill-analyzer.ts';
import { translator } from '#src/modules/analysis/infrastructure/written-analysis.ts';
import { describeImprovement, describeStrength, GAPS } from '#src/shared/describe-findings.ts';

/** The errors issue R2.4 names, each pinned exactly: the corpus test holds the classes, these hold the examples. */
const analyzer = new OfflineSkillAnalyzer();
type Locale = AnalysisTranscript['locale'];

const session = (locale: Locale, ...turns: [string, string][]): AnalysisTranscript => ({
  locale,
  messages: turns.flatMap(([line, reply]) => [
    { role: 'ai' as const, content: line, speakerName: 'Dana', speakerRole: 'Customer' },
    { role: 'user' as const, content: reply },
  ]),
});
const analyse = (locale: Locale, line: string, reply: string) => analyzer.analyze(session(locale, [line, reply]));
const kinds = (analysis: SkillAnalysis) => analysis.findings.improvements.map((f) => f.kind);

const FEE = 'I was charged a £25 overdraft fee, but I was never overdrawn. I want that fee refunded.';
const WRITING = 'Last time I was promised a callback and nobody called. This time, can I have it in writing?';
const CHARGED_TWICE = 'Приложение списало оплату за заказ дважды. Мне нужно вернуть второй платёж сегодня же.';
const OUTAGE = 'Интернет не работает уже третий день, а я работаю из дома. Когда это починят?';

describe('Offline rubric: the errors named in R2.4', () => {
  it('flags "The bank fee is your own fault" as blame and "Next!" as a dismissal', async () => {
    expect(kinds(await analyse('en', FEE, 'The bank fee is your own fault.'))).to.deep.equal(['blame']);
    expect((await analyse('en', FEE, 'The bank fee is your own fault.')).findings.improvements[0].quote).to.equal('your own fault');
    expect(kinds(await analyse('en', FEE, 'Next!'))).to.deep.equal(['dismissive']);
    expect(kinds(await analyse('en', FEE, 'Not my department, check with your bank.'))).to.deep.equal(['dismissive']);
  });

  it('flags «вы сами, наверное, два раза нажали» as blame, not as vague', async () => {
    const analysis = await analyse('ru', CHARGED_TWICE, 'Вы сами, наверное, два раза нажали.');
    expect(kinds(analysis)).to.deep.equal(['blame']);
    expect(analysis.findings.scores.empathy.counts).to.include({ dismissive: 1 });
    expect(analysis.scores.composure.score).to.be.below(6);
  });

  it('counts "something in writing" after a request for it in writing as listening, not as vague', async () => {
    const echoed = await analyse('en', WRITING, "Sure, I'll send you something in writing.");
    const unexplained = await analyse('en', WRITING, "Sure, I'll send you something.");
    expect(kinds(echoed)).not.to.include('vague');
    expect(kinds(unexplained)).to.include('vague');
    expect(echoed.scores.activeListening.score).to.be.greaterThan(unexplained.scores.activeListening.score);
  });

  it('reads a polite open offer as no vagueness, in either language', async () => {
    for (const [locale, line, reply] of [
      ['ru', OUTAGE, 'Мастер приедет завтра до 12. Что-нибудь ещё я могу для вас сделать?'],
      ['en', FEE, "I've refunded the fee today. Is there anything else I can do for you?"],
    ] as const) {
      // Nothing wrong with the reply; a weak skill may still get what the reply lacked (a gap, not an issue).
      const analysis = await analyse(locale, line, reply);
      expect(kinds(analysis).filter((kind) => !(GAPS as readonly string[]).includes(kind)), reply).to.deep.equal([]);
    }
  });

  for (const when of ['до следующей пятницы', 'в течение пяти рабочих дней', 'к понедельнику', 'завтра до 12']) {
    it(`counts «${when}» as a concrete time`, async () => {
      const analysis = await analyse('ru', OUTAGE, `Я верну деньги за эти дни и пришлю мастера ${when}.`);
      expect(analysis.findings.scores.problemSolving.counts).to.deep.equal({ proposals: 1, timedProposals: 1 });
      expect(analysis.findings.scores.clarity.counts).to.include({ specific: 1 });
      expect(kinds(analysis)).not.to.include('vague');
    });
  }

  it('scores a learner who acknowledged the feelings several times high on empathy', async () => {
    const analysis = await analyzer.analyze(session('en',
      ['The delivery was late again and my team had to wait. I am really upset.', "I'm so sorry, that sounds really frustrating."],
      ['This is the third time this quarter.', 'I understand how stressful that must be for your team.'],
      ['Nobody even called us.', 'That’s not okay, you should have been told straight away.'],
      ['We lost a full day.', 'Could you tell me roughly how many hours were lost?'],
      ['About eight hours for six people.', 'Thank you. I will credit those hours on this invoice.'],
      ['And the next delivery?', 'It leaves on Thursday and I will call you when it does.'],
    ));
    expect(analysis.findings.scores.empathy.counts).to.include({ acknowledged: 3 });
    expect(analysis.scores.empathy.score).to.be.at.least(7.5);
  });

  it('does not call rude one-liners clear, and praises no clarity for them', async () => {
    for (const [locale, replies] of [['en', ['Next!', 'Whatever.', 'Not my problem.']], ['ru', ['Следующий!', 'Это не ко мне.', 'Сами виноваты.']]] as const) {
      const analysis = await analyzer.analyze(session(locale, ...replies.map((r) => [FEE, r] as [string, string])));
      expect(analysis.scores.clarity.score, replies.join(' ')).to.be.below(5);
      expect(analysis.findings.strengths.map((s) => s.skill)).not.to.include('clarity');
      expect(analysis.strengths.join(' ')).not.to.match(/easy to follow|легко понять/);
    }
  });

  it('rates a reply that answers the question and gives the next step as clear', async () => {
    const analysis = await analyse('en', WRITING, "Yes. I'm sorry nobody called. I'll email you a written summary by 5 pm today and call you tomorrow at 10.");
    expect(analysis.scores.clarity.score).to.be.at.least(8);
  });

  it('names the reply a per-message finding talks about, in both languages', async () => {
    const analysis = await analyse('en', FEE, 'The fee was applied by the system on the fourth of the month overnight.');
    const flat = analysis.findings.improvements.find((f) => f.kind === 'flat')!;
    expect(describeImprovement(translator('en'), flat)!.issue).to.equal(
      'Your reply "The fee was applied by the…" neither acknowledged the other person, asked a question, nor proposed a way forward.',
    );
    expect(describeImprovement(translator('ru'), flat)!.issue).to.match(/^В ответе «The fee was applied by the…» нет/);
    for (const lang of ['en', 'ru']) {
      const sentences = readFileSync(new URL(`../../../web/src/locales/${lang}/findings.json`, import.meta.url), 'utf8');
      expect(sentences).not.to.match(/this (?:reply|message)|этом (?:ответе|сообщении)/i);
    }
  });

  it('reads negation: no empathy in "I don\'t understand why you…", "Don\'t get upset" or «не переживайте»; no blame in «я не виню вас»', async () => {
    for (const [locale, reply] of [
      ['en', "I don't understand why you are so upset about it."], ['en', "Don't get upset."], ['ru', 'Не переживайте, всё будет.'],
    ] as const) {
      expect((await analyse(locale, FEE, reply)).findings.scores.empathy.counts, reply).to.include({ acknowledged: 0 });
    }
    const notBlaming = await analyse('ru', OUTAGE, 'Я не виню вас, роутер часто сбрасывается сам.');
    expect(kinds(notBlaming)).not.to.include('blame');
    expect(notBlaming.findings.scores.empathy.counts).to.include({ acknowledged: 1, dismissive: 0 });
  });

  it('reads curly apostrophes as straight ones', async () => {
    const [curly, straight] = await Promise.all([
      analyse('en', FEE, 'I’m sorry, I can’t imagine how frustrating that is. I’ll refund it today.'),
      analyse('en', FEE, "I'm sorry, I can't imagine how frustrating that is. I'll refund it today."),
    ]);
    expect(curly.scores).to.deep.equal(straight.scores);
    expect(curly.findings.scores.empathy.counts).to.include({ acknowledged: 1 });
  });

  it('still praises clarity when it is earned', async () => {
    const analysis = await analyse('en', FEE, "I'm sorry about the fee. I'll check your statement and refund the £25 today, and text you when it's done.");
    const clarity = analysis.findings.strengths.find((s) => s.skill === 'clarity');
    expect(clarity && describeStrength(translator('en'), clarity)).to.match(/easy to follow/);
  });
});
