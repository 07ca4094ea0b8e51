import { expect } from 'chai';
import type { ConversationSetup, TranscriptLine } from '#src/modules/practice/domain/conversation.ts';
import { OfflineCoach } from '#src/modules/practice/infrastructure/offline/offline-coach.ts';
import { conversationSetup } from '../../support/conversation-setup.ts';
import { conversation, LOCALES, longMessage, TYPICAL, type Locale } from './mothers.ts';

type Rule = 'blame' | 'offTopic' | 'tooLong' | 'noEmpathy' | 'noQuestion' | 'noProposal';

/** A phrase of each tip, in each language: enough to tell the tips apart without copying them. */
const TIP: Record<Locale, Record<Rule, RegExp>> = {
  en: {
    blame: /may land as blame/,
    offTopic: /back to their concern/,
    tooLong: /two or three short sentences/,
    noEmpathy: /not on your side yet/,
    noQuestion: /open question/,
    noProposal: /concrete next step/,
  },
  ru: {
    blame: /прозвучать как обвинение/,
    offTopic: /Верните разговор/,
    tooLong: /длинные ответы/,
    noEmpathy: /пока не на вашей стороне/,
    noQuestion: /открытый вопрос/,
    noProposal: /конкретный следующий шаг/,
  },
};

const coach = new OfflineCoach();
const setups: Partial<Record<Locale, ConversationSetup>> = {};
/** A one-character customer-service session (the coach reads only its language). */
const setup = (locale: Locale) => (setups[locale] ??= conversationSetup('cs-gym-double-charge', { locale }));

/** The tip after the learner's last message in a conversation (null: the coach stays silent). */
const tipAfter = (locale: Locale, ...learnerMessages: string[]) => coach.tip(setup(locale), conversation(...learnerMessages));

/** Which rule a tip comes from, so that a wrong tip names itself in the failure. */
const ruleOf = (locale: Locale, tip: string | null): Rule | null =>
  tip === null ? null : ((Object.keys(TIP[locale]) as Rule[]).find((rule) => TIP[locale][rule].test(tip)) ?? (`unknown tip: ${tip}` as Rule));

describe('OfflineCoach', () => {
  for (const locale of LOCALES) {
    const say = TYPICAL[locale];
    const tip = async (...learnerMessages: string[]) => ruleOf(locale, await tipAfter(locale, ...learnerMessages));

    describe(`in ${locale === 'en' ? 'English' : 'Russian'}`, () => {
      describe('when the learner blames the other person', () => {
        it('suggests naming their feelings before explaining', async () => {
          expect(await tip(say.blamed)).to.equal('blame');
          expect(await tipAfter(locale, say.blamed)).to.match(TIP[locale].blame);
        });

        it('stays silent when the same first message acknowledges their feelings instead', async () => {
          expect(await tip(say.acknowledged)).to.equal(null);
        });
      });

      describe('when the learner goes off topic', () => {
        it('asks to bring the conversation back to their concern', async () => {
          expect(await tip(say.offTopic)).to.equal('offTopic');
          expect(await tipAfter(locale, say.offTopic)).to.match(TIP[locale].offTopic);
        });

        it('stays silent on a plain first message', async () => {
          expect(await tip(say.neutral)).to.equal(null);
        });
      });

      describe('when a message is longer than 600 characters', () => {
        it('suggests two or three short sentences', async () => {
          expect(await tip(longMessage(locale, 601))).to.equal('tooLong');
        });

        it('stays silent at exactly 600 characters', async () => {
          expect(await tip(longMessage(locale, 600))).to.equal(null);
        });

        it('names blame first when a long message also blames', async () => {
          expect(await tip(`${say.blamed} ${longMessage(locale, 700)}`)).to.equal('blame');
        });
      });

      describe('when two messages in, the learner has not acknowledged any feeling', () => {
        it('suggests showing they see it from the other side while the character is not won over', async () => {
          expect(await tip(say.neutral, say.neutral)).to.equal('noEmpathy');
        });

        it('stays silent when a question and an offer have already won the character over', async () => {
          expect(await tip(say.asked, say.proposed)).to.equal(null);
        });

        it('stays silent when either message acknowledged them', async () => {
          expect(await tip(say.acknowledged, say.proposed)).to.equal(null);
          expect(await tip(say.asked, say.acknowledged)).to.equal(null);
        });
      });

      describe('when three messages in, the learner has asked nothing', () => {
        it('suggests an open question', async () => {
          expect(await tip(say.acknowledged, say.proposed, say.proposed)).to.equal('noQuestion');
        });

        it('stays silent when one of them was a question', async () => {
          expect(await tip(say.acknowledged, say.proposed, say.asked)).to.equal(null);
        });
      });

      describe('when four messages in, the learner has proposed nothing', () => {
        it('suggests a concrete next step with a time', async () => {
          expect(await tip(say.acknowledged, say.asked, say.acknowledged, say.asked)).to.equal('noProposal');
        });

        it('stays silent when one of them proposed something', async () => {
          expect(await tip(say.acknowledged, say.asked, say.acknowledged, say.proposed)).to.equal(null);
        });
      });

      describe('when the learner acknowledges, asks and proposes', () => {
        it('has nothing to say at any point of the conversation', async () => {
          const learner = [say.acknowledged, say.asked, say.proposed, say.acknowledged, say.asked, say.proposed];
          const tips = [];
          for (let n = 1; n <= learner.length; n++) tips.push(await tip(...learner.slice(0, n)));
          expect(tips).to.deep.equal([null, null, null, null, null, null]);
        });
      });
    });
  }

  describe('pacing: at most one tip every third message, never the same one twice', () => {
    const say = TYPICAL.en;
    const tip = async (...learnerMessages: string[]) => ruleOf('en', await tipAfter('en', ...learnerMessages));

    it('stays silent on the two messages after a tip, even when another rule applies', async () => {
      expect(await tip(say.blamed)).to.equal('blame');
      expect(await tip(say.blamed, say.offTopic)).to.equal(null);
      expect(await tip(say.blamed, say.offTopic, say.offTopic)).to.equal(null);
    });

    it('speaks again on the third message after its last tip', async () => {
      expect(await tip(say.blamed, say.offTopic, say.offTopic, say.offTopic)).to.equal('offTopic');
    });

    it('does not repeat a tip it gave earlier in the session', async () => {
      expect(await tip(say.blamed, say.asked, say.acknowledged, say.blamed)).to.equal(null);
      expect(await tip(say.blamed, say.asked, say.acknowledged, say.offTopic)).to.equal('offTopic');
    });

    it('counts a rule that was held back by the pacing as not yet given', async () => {
      // noEmpathy applies on the 2nd message but the blame tip on the 1st holds it back; it may come on the 4th.
      expect(await tip(say.blamed, say.neutral, say.neutral, say.neutral)).to.equal('noEmpathy');
    });
  });

  describe('once the learner does what its tip asked', () => {
    for (const locale of LOCALES) {
      const say = TYPICAL[locale];
      const said = (...learnerMessages: string[]) => tipAfter(locale, ...learnerMessages);

      it(`says so at once, in ${locale}, so the tip on screen does not go stale`, async () => {
        const feelings = await said(say.blamed, say.acknowledged);
        const step = await said(say.neutral, say.acknowledged, say.asked, say.neutral, say.proposed);
        const question = await said(say.blamed, say.acknowledged, say.neutral, say.neutral, say.asked);
        const back = await said(say.offTopic, say.asked);
        expect(await said(say.neutral, say.acknowledged, say.asked, say.neutral)).to.match(TIP[locale].noProposal);
        for (const tip of [feelings, step, question, back]) expect(tip).to.be.a('string').and.not.match(Object.values(TIP[locale]).reduce((a, b) => new RegExp(`${a.source}|${b.source}`)));
        expect(new Set([feelings, step, back]).size, 'a different word for each tip answered').to.equal(3);
      });
    }

    const say = TYPICAL.en;
    it('answers each tip once, and says nothing for a move that does not answer it', async () => {
      expect(await tipAfter('en', say.blamed, say.asked)).to.equal(null);
      expect(await tipAfter('en', say.blamed, say.asked, say.acknowledged)).to.match(/naming how they feel/);
      expect(await tipAfter('en', say.blamed, say.asked, say.acknowledged, say.acknowledged)).to.not.match(/naming how they feel/);
      expect(await tipAfter('en', say.blamed, say.acknowledged, say.blamed, say.neutral, say.acknowledged), 'not twice in a session').to.not.match(/naming how they feel/);
    });

    it('follows a long message with a short one by saying it is easier to follow', async () => {
      expect(await tipAfter('en', longMessage('en', 700), say.neutral)).to.match(/easier to follow/);
    });
  });

  describe('reading what the learner just did, whatever won the move', () => {
    for (const locale of LOCALES) {
      const say = TYPICAL[locale];
      const tip = async (...learnerMessages: string[]) => ruleOf(locale, await tipAfter(locale, ...learnerMessages));

      it(`does not ask for a step and a time right after an apology that offered both (${locale})`, async () => {
        const offer = locale === 'en' ? "I'm so sorry about this — I'll refund the £49.99 by Friday." : 'Мне очень жаль — я верну 3 900 рублей до пятницы.';
        expect(await tip(say.neutral, say.asked, say.neutral, offer)).to.not.equal('noProposal');
      });

      it(`does not ask for a question right after an apology that asked one (${locale})`, async () => {
        const asked = locale === 'en' ? "I'm sorry — what happened when you saw it?" : 'Простите, а что случилось, когда вы это увидели?';
        expect(await tip(say.acknowledged, say.proposed, asked)).to.not.equal('noQuestion');
      });
    }

    it('asks a candidate for answers, not for a step with a time', async () => {
      const interview = conversationSetup('ji-graduate-first-interview');
      const answers = ['Thank you, I appreciate you seeing me.', 'What does a typical day look like?', 'I studied marketing at Leeds.', 'I ran our society’s Instagram.'];
      expect(await coach.tip(interview, conversation(...answers))).to.equal(null);
    });

    it('does not tell a learner who asked whether the step works to check that it works', async () => {
      const checked = await tipAfter('en', TYPICAL.en.neutral, TYPICAL.en.acknowledged, TYPICAL.en.asked, TYPICAL.en.neutral, 'Would you like me to refund the £49.99 by Friday?');
      expect(checked).to.match(/you asked whether it works/).and.not.match(/Check that it works/);
    });

    for (const [locale, steer] of [['en', "Let's get back to it. What matters most to you?"], ['ru', 'Хорошо, давайте вернёмся к делу. Что для вас важнее всего?'],
      ['en', 'Good afternoon. Let us sort this out.'], ['ru', 'Камила, где самое слабое место вашего плана?']] as const) {
      it(`does not praise a step nobody offered: «${steer}»`, async () => {
        const say = TYPICAL[locale];
        expect(await tipAfter(locale, say.neutral, say.acknowledged, say.asked, say.neutral, steer)).to.not.match(/concrete step|конкретный шаг/);
      });
    }

    it('does not say the learner asked whether a step works when they asked something else beside it', async () => {
      const offerAndQuestion = "I'll refund the £49.99 by Friday. When did the first payment go out?";
      expect(await tipAfter('en', TYPICAL.en.neutral, TYPICAL.en.acknowledged, TYPICAL.en.asked, TYPICAL.en.neutral, offerAndQuestion)).to.match(/Check that it works/);
    });

    it('does not call a vague offer a concrete step', async () => {
      expect(await tipAfter('en', TYPICAL.en.neutral, TYPICAL.en.acknowledged, TYPICAL.en.asked, TYPICAL.en.neutral, 'We could talk about it next week.')).to.equal(null);
    });
  });

  describe('what it reads', () => {
    it('judges only the learner’s lines, not the characters’', async () => {
      const angryCharacter: TranscriptLine[] = [
        { sender: 'ai', content: 'Calm down? It is your fault! By the way, nice weather.', speaker: setup('en').speakers[0]! },
        { sender: 'user', content: TYPICAL.en.acknowledged, speaker: null },
        { sender: 'ai', content: 'Whatever. You people never listen.', speaker: setup('en').speakers[0]! },
      ];
      expect(await coach.tip(setup('en'), angryCharacter)).to.equal(null);
    });

    it('stays silent before the learner has said anything', async () => {
      expect(await coach.tip(setup('en'), conversation())).to.equal(null);
      expect(await coach.tip(setup('ru'), [])).to.equal(null);
    });

    it('gives the same tip for the same conversation, whenever it is asked', async () => {
      const learner = [TYPICAL.ru.neutral, TYPICAL.ru.neutral];
      expect(await tipAfter('ru', ...learner)).to.equal(await tipAfter('ru', ...learner)).and.match(TIP.ru.noEmpathy);
    });
  });
});
