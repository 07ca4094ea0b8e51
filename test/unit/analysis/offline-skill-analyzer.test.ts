import { expect } from 'chai';
import { SKILLS, type Skill } from '#src/modules/analysis/domain/result.ts';
import type { AnalysisTranscript, SkillAnalysis } from '#src/modules/analysis/domain/ports.ts';
import { OfflineSkillAnalyzer } from '#src/modules/analysis/infrastructure/offline/offline-skill-analyzer.ts';
import { translator } from '#src/modules/analysis/infrastructure/written-analysis.ts';
import { describeImprovement, describeSkill, describeStrength } from '#src/shared/describe-findings.ts';
import { GAPS } from '#src/shared/describe-findings.ts';
import { ISSUES } from '#src/shared/findings.ts';

const analyzer = new OfflineSkillAnalyzer();
type Locale = AnalysisTranscript['locale'];

const OPENING: Record<Locale, string> = {
  en: 'The delivery was late again and my whole team had to wait for the parts. I am really upset.',
  ru: 'Поставка опять задержалась, и вся команда ждала детали. Я очень расстроена.',
};

/** One AI complaint and one learner reply: the smallest session that shows a single move. */
const reply = (locale: Locale, content: string): AnalysisTranscript => ({
  locale,
  messages: [
    { role: 'ai', content: OPENING[locale], speakerName: locale === 'en' ? 'Anna' : 'Анна', speakerRole: locale === 'en' ? 'Client' : 'Клиент' },
    { role: 'user', content },
  ],
});
const score = async (locale: Locale, content: string, skill: Skill) => (await analyzer.analyze(reply(locale, content))).scores[skill].score;

const CASES: Record<Locale, Record<string, string>> = {
  en: {
    acknowledging: "I understand, that sounds really frustrating. I'm sorry the delivery was late.",
    dismissive: "Calm down, it's not a big deal. You should have ordered earlier.",
    plain: 'The delivery was late because the warehouse was closed.',
    listening: "So what you're saying is the late delivery left your team waiting for parts? What would help most right now?",
    concrete: 'I will send the replacement parts by Friday at 10:00 and call you tomorrow to confirm.',
    vague: 'Maybe we could do something about it at some point.',
    calm: 'Thank you for telling me. I see why this matters, and I will check the order today.',
    shouting: 'THIS IS NOT OUR FAULT, STOP BLAMING US!!!',
    insulting: 'Your team is useless and you are an idiot.',
    oneWord: 'ok',
    clear: 'I see the delivery was late. I will send the parts by Friday. Does that work for your team?',
  },
  ru: {
    acknowledging: 'Понимаю, как это неприятно. Мне жаль, что поставка задержалась.',
    dismissive: 'Успокойтесь, ничего страшного, сами виноваты, что заказали поздно.',
    plain: 'Поставка задержалась, потому что склад был закрыт.',
    listening: 'Если я правильно поняла, команда ждала детали из-за задержки? Что сейчас поможет больше всего?',
    concrete: 'Я отправлю детали до пятницы, к 10:00, и позвоню завтра, чтобы подтвердить.',
    vague: 'Может быть, что-нибудь придумаем потом.',
    calm: 'Спасибо, что сказали. Понимаю, почему это важно, я проверю заказ сегодня.',
    shouting: 'ЭТО НЕ НАША ВИНА, ХВАТИТ НАС ОБВИНЯТЬ!!!',
    insulting: 'Ваша команда бесполезна, а вы идиот.',
    oneWord: 'ок',
    clear: 'Вижу, что поставка задержалась. Я отправлю детали до пятницы. Вашей команде это подходит?',
  },
};
const wall: Record<Locale, string> = {
  en: 'we checked the system and the order was there but nobody confirmed it and then the carrier changed and '.repeat(20),
  ru: 'мы проверили систему и заказ там был но никто его не подтвердил а потом сменился перевозчик и '.repeat(22),
};

const ranges = (analysis: SkillAnalysis) => [analysis.overall, ...SKILLS.map((skill) => analysis.scores[skill].score)];

for (const locale of ['en', 'ru'] as const) {
  const c = CASES[locale];
  describe(`Offline skill analyzer (${locale})`, () => {
    describe('empathy', () => {
      it('rates a reply that acknowledges feelings above one that dismisses them', async () => {
        expect(await score(locale, c.acknowledging, 'empathy')).to.be.greaterThan(await score(locale, c.dismissive, 'empathy'));
        expect(await score(locale, c.acknowledging, 'empathy')).to.be.greaterThan(await score(locale, c.plain, 'empathy'));
      });
    });

    describe('active listening', () => {
      it('rises with questions and paraphrase of the other side', async () => {
        expect(await score(locale, c.listening, 'activeListening')).to.be.greaterThan(await score(locale, c.plain, 'activeListening'));
      });
    });

    describe('problem solving', () => {
      it('rates a concrete proposal with a time above a vague one', async () => {
        expect(await score(locale, c.concrete, 'problemSolving')).to.be.greaterThan(await score(locale, c.vague, 'problemSolving'));
      });
    });

    describe('composure', () => {
      it('drops for shouting in capitals and for insults', async () => {
        const calm = await score(locale, c.calm, 'composure');
        expect(await score(locale, c.shouting, 'composure')).to.be.lessThan(calm);
        expect(await score(locale, c.insulting, 'composure')).to.be.lessThan(calm);
      });
    });

    describe('clarity', () => {
      it('rates a clear two-to-three sentence reply above a one-word reply and a 2,000-character wall', async () => {
        expect(wall[locale].length).to.be.within(1900, 2300);
        const clear = await score(locale, c.clear, 'clarity');
        expect(await score(locale, c.oneWord, 'clarity')).to.be.lessThan(clear);
        expect(await score(locale, wall[locale], 'clarity')).to.be.lessThan(clear);
      });
    });

    describe('score range and determinism', () => {
      it('keeps every score and the overall within 0–10 with one decimal', async () => {
        for (const content of [...Object.values(c), wall[locale]]) {
          for (const value of ranges(await analyzer.analyze(reply(locale, content)))) {
            expect(value).to.be.within(0, 10);
            expect(Math.round(value * 10) / 10).to.equal(value);
          }
        }
      });

      it('returns the same analysis for the same transcript', async () => {
        const session = mixedSession(locale);
        expect(await analyzer.analyze(session)).to.deep.equal(await analyzer.analyze(session));
      });
    });

    describe('improvements', () => {
      it('point at the weak messages by number and quote the learner\'s own words', async () => {
        const session = mixedSession(locale);
        const { improvements } = await analyzer.analyze(session);
        expect(improvements.map((i) => i.messageNumber)).to.include.members([4, 6, 10]);
        expect(improvements.length).to.be.within(1, 5);
        for (const item of improvements) {
          const message = session.messages[item.messageNumber - 1];
          expect(message.role).to.equal('user');
          expect(item.userResponse).to.equal(message.content);
          expect(item.aiMessage).to.equal(session.messages[item.messageNumber - 2].content);
          expect(item.speakerName).to.equal(session.messages[item.messageNumber - 2].speakerName);
          const quoted = [...item.suggestion.matchAll(/["«]([^"»]+)["»]/g)].map((m) => m[1].replace(/…$/, ''));
          expect(quoted.some((q) => item.userResponse.includes(q)), item.suggestion).to.equal(true);
        }
      });

      it('are kept as facts: the kind, the learner\'s quoted words, the message and who it answered', async () => {
        const session = mixedSession(locale);
        const { improvements, findings } = await analyzer.analyze(session);
        expect(findings.improvements.map((f) => f.messageNumber)).to.deep.equal(improvements.map((i) => i.messageNumber));
        for (const finding of findings.improvements) {
          expect([...ISSUES, ...GAPS]).to.include(finding.kind);
          expect(session.messages[finding.messageNumber - 1].content).to.include(finding.quote!.replace(/…$/, ''));
          expect(finding.character).to.deep.equal({ name: { en: 'Anna', ru: 'Anna' }, role: { en: 'Client', ru: 'Client' } });
        }
        const kinds = Object.fromEntries(findings.improvements.map((f) => [f.messageNumber, f.kind]));
        expect(kinds).to.deep.include({ 4: 'dismissive', 6: 'tooShort' });
        expect(['shouting', 'dismissive']).to.include(kinds[10]);
      });

      it('leave out messages that acknowledge, ask and propose', async () => {
        const { improvements } = await analyzer.analyze(mixedSession(locale));
        expect(improvements.map((i) => i.messageNumber)).not.to.include(2);
      });

      it('use empty speaker fields when the learner speaks first', async () => {
        const { improvements } = await analyzer.analyze({ locale, messages: [{ role: 'user', content: c.oneWord }] });
        expect(improvements).to.have.length(1);
        expect(improvements[0]).to.include({ messageNumber: 1, speakerName: '', speakerRole: '', aiMessage: '' });
        expect((await analyzer.analyze({ locale, messages: [{ role: 'user', content: c.oneWord }] })).findings.improvements[0].character).to.equal(null);
      });
    });

    describe('an empty session', () => {
      it('scores low, says nothing was said and lists no improvements', async () => {
        const analysis = await analyzer.analyze({ locale, messages: [{ role: 'ai', content: OPENING[locale] }] });
        expect(analysis.overall).to.be.lessThan(2);
        expect(analysis.improvements).to.deep.equal([]);
        expect(analysis.scores.empathy.feedback).to.match(locale === 'en' ? /did not write anything/ : /ничего не написали/);
        expect(SKILLS.map((skill) => analysis.findings.scores[skill].kind)).to.deep.equal(Array(5).fill('nothingSaid'));
        expect(analysis.findings.strengths).to.deep.equal([]);
      });
    });
  });
}

/** Learner replies at 2 (good), 4 (dismissive), 6 (one word), 8 (concrete) and 10 (shouting). */
function mixedSession(locale: Locale): AnalysisTranscript {
  const c = CASES[locale];
  const ai = (content: string) => ({ role: 'ai' as const, content, speakerName: 'Anna', speakerRole: 'Client' });
  return {
    locale,
    messages: [
      ai(OPENING[locale]), { role: 'user', content: `${c.acknowledging} ${c.listening}` },
      ai(OPENING[locale]), { role: 'user', content: c.dismissive },
      ai(OPENING[locale]), { role: 'user', content: c.oneWord },
      ai(OPENING[locale]), { role: 'user', content: c.concrete },
      ai(OPENING[locale]), { role: 'user', content: c.shouting },
    ],
  };
}

describe('Offline skill analyzer language', () => {
  it('writes feedback, strengths and improvements in Russian for a Russian transcript', async () => {
    const analysis = await analyzer.analyze(mixedSession('ru'));
    const texts = [
      ...SKILLS.map((skill) => analysis.scores[skill].feedback), ...analysis.strengths,
      ...analysis.improvements.flatMap((i) => [i.issue, i.suggestion]),
    ];
    for (const text of texts) expect(text).to.match(/[а-яё]{3,}/i).and.not.match(/\b(you|your|message)\b/i);
    expect(analysis.strengths.length).to.be.within(1, 3);
  });

  it('cites counts in the feedback, such as how many questions were asked', async () => {
    const analysis = await analyzer.analyze(mixedSession('en'));
    expect(analysis.scores.activeListening.feedback).to.match(/You asked 2 questions/);
    expect(analysis.overall).to.equal(Math.round((SKILLS.reduce((s, k) => s + analysis.scores[k].score, 0) / 5) * 10) / 10);
  });
});

describe('Offline skill analyzer findings', () => {
  it('hold the counts and quotes its sentences cite, and the score band', async () => {
    const { findings, scores } = await analyzer.analyze(mixedSession('en'));
    expect(findings.scores.activeListening).to.deep.include({ kind: 'activeListening', counts: { questions: 2, openQuestions: 2, paraphrased: 1 } });
    expect(findings.scores.empathy.counts).to.deep.equal({ messages: 5, acknowledged: 1, dismissive: 2 });
    expect(CASES.en.dismissive).to.include(findings.scores.empathy.quote!);
    expect(findings.scores.composure.band).to.equal(scores.composure.score >= 8 ? 'excellent' : scores.composure.score >= 6 ? 'good' : scores.composure.score >= 4 ? 'fair' : 'poor');
  });

  it('are worded in the session\'s language in the texts, and in the other language from the same facts', async () => {
    const analysis = await analyzer.analyze(mixedSession('en'));
    const [en, ru] = [translator('en'), translator('ru')];
    for (const skill of SKILLS) expect(describeSkill(en, analysis.findings.scores[skill])).to.equal(analysis.scores[skill].feedback);
    expect(analysis.findings.strengths.map((s) => describeStrength(en, s))).to.deep.equal(analysis.strengths);
    expect(describeSkill(ru, analysis.findings.scores.activeListening)).to.match(/^Вы задали 2 открытых вопроса\. Вы отразили слова собеседника в 1 сообщении\./);
    const dismissive = analysis.findings.improvements.find((f) => f.kind === 'dismissive')!;
    expect(describeImprovement(ru, dismissive)!.issue).to.equal(`«${dismissive.quote}» обесценивает переживания собеседника или перекладывает вину на другую сторону.`);
  });

  it('name the character in both languages when the transcript carries the cast', async () => {
    const session = { ...mixedSession('ru'), characters: [{ name: { en: 'Anna', ru: 'Anna' }, role: { en: 'Customer', ru: 'Client' } }] };
    const { findings } = await analyzer.analyze(session);
    expect(findings.improvements[0].character).to.deep.equal({ name: { en: 'Anna', ru: 'Anna' }, role: { en: 'Customer', ru: 'Client' } });
  });
});
