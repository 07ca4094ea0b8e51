import { expect } from 'chai';
import { characterScripts, hearLearner, startDialogue } from '#src/modules/practice/domain/dialogue.ts';
import { commitmentsIn } from '#src/modules/practice/domain/commitments.ts';
import { inAddress } from '#src/modules/practice/domain/address.ts';
import { GENERIC_LINES as LINES_IN_BOTH_FORMS } from '#src/modules/practice/infrastructure/offline/generic-lines.ts';
import { conversationSetup } from '../../support/conversation-setup.ts';
import { playConversation } from '../../support/scripted-conversation.ts';
import { OfflineCoach } from '#src/modules/practice/infrastructure/offline/offline-coach.ts';
import { TYPICAL, type Locale } from './mothers.ts';

/**
 * What makes the built-in character read as a person rather than a keyword matcher: it repeats back
 * what was offered (not what was turned down), says it doesn't know what it doesn't, does not take
 * small talk for interest, hears a goodbye, tires of the same apology, and lets the one whose problem
 * was just solved answer.
 */
const GYM = 'cs-gym-double-charge';
const BUDGET = 'cr-budget-cut-three-way'; // Tom (events), Aisha (digital), Claire (finance)
const RENEWAL = 'ng-renewal-discount-and-sla';

const play = (locale: Locale, ...messages: string[]) => playConversation(conversationSetup(GYM, { locale }), messages);
const said = (turn: { reply: { content: string }[] }) => turn.reply.map((l) => l.content).join(' ');
const oneOf = (text: string, lines: string[]) => lines.some((l) => text.includes(l));
/** The engine's lines as a scene on «вы» says them (the shipped gym scene is). */
const GENERIC_LINES = Object.fromEntries(Object.entries(LINES_IN_BOTH_FORMS).map(([locale, lines]) => [locale,
  Object.fromEntries(Object.entries(lines).map(([kind, list]) => [kind, (list as string[]).map((l) => inAddress(l, 'formal'))]))])) as unknown as typeof LINES_IN_BOTH_FORMS;

describe('The built-in character hears what the learner actually said', () => {
  describe('figures', () => {
    it('repeats back the figure offered, not the one turned down', () => {
      const en = said(play('en', 'I can offer a 6% discount from January, not 12%.').turns[0]!);
      expect(en).to.include('6%').and.not.include('12%');
      const ru = said(play('ru', 'Могу предложить скидку 5% вместо 12%.').turns[0]!);
      expect(ru).to.include('5%').and.not.include('12%');
    });

    it('repeats back the time of an offer made with an apology', () => {
      expect(said(play('en', "I'm so sorry about this. I'll refund the second payment by Friday.").turns[0]!)).to.include('by Friday');
    });

    it('does not take a time in a question for a promise', () => {
      expect(said(play('en', 'Can we talk about it tomorrow?').turns[0]!)).to.not.match(/tomorrow/i);
    });

    it('reads "pay at 30 days" as payment terms, not a time of day', () => {
      expect(commitmentsIn('We can pay at 30 days instead of 60.').filter((c) => c.kind === 'deadline')).to.deep.equal([]);
      expect(commitmentsIn('I will call you at 3 pm.').map((c) => c.words)).to.include('at 3 pm');
    });

    it('does not echo an English phrase into a Russian conversation', () => {
      expect(said(play('ru', 'Давайте так: вернём деньги within 3 working days.').turns[0]!)).to.not.include('within');
    });
  });

  describe('questions', () => {
    for (const [locale, question] of [['en', 'Is the parking free?'], ['ru', 'Парковка у вас бесплатная?']] as const) {
      it(`says it doesn't know about what is outside the scene (${locale})`, () => {
        expect(oneOf(said(play(locale, question).turns[0]!), GENERIC_LINES[locale].dontKnow)).to.equal(true);
      });
    }

    it('says it has told you already when asked the same thing again, rather than reciting another fact', () => {
      const { turns } = play('en', 'What time did the payments go out?', 'Sorry, what time was it again?');
      expect(oneOf(said(turns[1]!), GENERIC_LINES.en.told)).to.equal(true);
    });

    it('a lone "?" and small talk asked as a question win no goodwill', () => {
      const setup = conversationSetup(GYM, { locale: 'en' });
      const start = startDialogue(setup);
      expect(hearLearner(start, setup, '?').mood).to.equal(start.mood);
      const football = hearLearner(start, setup, 'What did you think of the football last night?');
      expect(football.last!.move).to.equal('offTopic');
      expect(football.mood).to.be.below(start.mood);
    });

    it('small talk about the scene is still a question about it', () => {
      const setup = conversationSetup(GYM, { locale: 'en' });
      expect(hearLearner(startDialogue(setup), setup, 'By the way, when did the second charge go out?').last!.move).to.equal('asked');
    });

    it('hears an offer asked as a question as the offer, not as a question to answer', () => {
      const offers = {
        en: ['Could I send you a revised quote by Friday?', 'Would a two-week extension give you enough time?', 'Great. Can we book a 20-minute call with your manager on Thursday?',
          'Shall I refund the second payment today?', 'Is it okay if I cancel the duplicate charge now?'],
        ru: ['Можем ли мы созвониться с вашим руководителем в четверг?', 'Может, я пришлю вам новый расчёт до пятницы?', 'Хотите, я сегодня же оформлю возврат?',
          'Устроит ли вас возврат до пятницы?', 'Мне прислать вам подтверждение на почту?'],
      } as const;
      for (const locale of ['en', 'ru'] as const) {
        const setup = conversationSetup(GYM, { locale });
        for (const offer of offers[locale]) {
          const heard = hearLearner(startDialogue(setup), setup, offer).last!;
          expect([heard.move, heard.question], offer).to.deep.equal(['proposed', false]);
          const reply = said(play(locale, offer).turns[0]!);
          expect(oneOf(reply, [...GENERIC_LINES[locale].dontKnow, ...GENERIC_LINES[locale].told]), `${offer} → ${reply}`).to.equal(false);
        }
      }
      expect(said(play('en', 'Could I send you a revised quote by Friday?').turns[0]!)).to.include('by Friday');
    });

    it('still answers asking leave to ask, or to talk, as a question', () => {
      const setup = conversationSetup(GYM, { locale: 'en' });
      for (const question of ['Can I ask why it was charged twice?', 'Can we discuss the second charge?', 'May I check the date of the payment?']) {
        expect(hearLearner(startDialogue(setup), setup, question).last!.move, question).to.equal('asked');
      }
      const ru = conversationSetup(GYM, { locale: 'ru' });
      for (const question of ['Можно уточнить, когда было списание?', 'Могу ли я спросить, что случилось?']) {
        expect(hearLearner(startDialogue(ru), ru, question).last!.move, question).to.equal('asked');
      }
    });

    for (const [locale, opener] of [['en', 'Hey, have you got a second?'], ['en', 'Hi, do you have a minute to talk about the charge?'], ['ru', 'Здравствуйте, есть минутка?']] as const) {
      it(`answers a learner asking for a moment with "go ahead" (${opener})`, () => {
        expect(oneOf(said(play(locale, opener).turns[0]!), GENERIC_LINES[locale].goAhead)).to.equal(true);
      });
    }
  });

  describe('small talk, greetings and checks', () => {
    const SMALL_TALK = {
      en: ['What is the weather like today?', 'How was your weekend?', "What's the weather like today?", 'Where do you live?'],
      ru: ['Как прошли выходные?', 'Какой ваш любимый фильм?', 'А какая сегодня погода?', 'Где вы живёте?'],
    } as const;
    for (const locale of ['en', 'ru'] as const) {
      it(`hears a personal or small-talk question as going off topic, and steers back in other words each time (${locale})`, () => {
        const setup = conversationSetup(GYM, { locale });
        const character = characterScripts(setup)[0]!;
        const facts = character.answers.map((a) => a.line);
        const { turns } = play(locale, ...SMALL_TALK[locale]);
        const steered: string[] = [];
        for (const turn of turns) {
          expect([turn.state.last!.move, turn.state.last!.question], turn.learner).to.deep.equal(['offTopic', false]);
          const reply = said(turn);
          expect(oneOf(reply, [...facts, ...GENERIC_LINES[locale].dontKnow]), `${turn.learner} → ${reply}`).to.equal(false);
          const back = [...character.reactions.offTopic, ...GENERIC_LINES[locale].offTopic].find((l) => reply.includes(l));
          expect(back, `${turn.learner} → ${reply}`).to.be.a('string');
          steered.push(back!);
        }
        expect(new Set(steered).size).to.equal(steered.length);
      });

      it(`greets a greeting back, and answers "hello?" with being there (${locale})`, () => {
        const [hello, there] = locale === 'en' ? ['Hello.', 'hello?'] : ['Здравствуйте.', 'алло?'];
        const { turns } = play(locale, hello, there);
        expect(oneOf(said(turns[0]!), GENERIC_LINES[locale].greet), said(turns[0]!)).to.equal(true);
        expect(oneOf(said(turns[1]!), GENERIC_LINES[locale].stillHere), said(turns[1]!)).to.equal(true);
        expect(turns[1]!.state.last!.question).to.equal(false);
        expect(oneOf(said(turns[1]!), GENERIC_LINES[locale].dontKnow)).to.equal(false);
      });

      it(`answers "does that work for you?" about the step just offered (${locale})`, () => {
        const [offer, check] = locale === 'en'
          ? ["I'll refund the £49.99 today and cover the £25 bank fee. Does that work for you?", 'Does that work for you?']
          : ['Я верну 3 900 рублей сегодня и оплачу штраф банка. Вас устроит?', 'Вас это устраивает?'];
        const { turns } = play(locale, offer, check);
        expect(turns[1]!.state.last!.checks).to.equal('offer');
        const reply = said(turns[1]!);
        expect(oneOf(reply, [...GENERIC_LINES[locale].checkedYes, ...GENERIC_LINES[locale].checkedPartly]), reply).to.equal(true);
        expect(oneOf(reply, GENERIC_LINES[locale].dontKnow)).to.equal(false);
        // Asked with nothing offered, there is nothing to say yes to.
        expect(oneOf(said(play(locale, check).turns[0]!), GENERIC_LINES[locale].checkedNothing)).to.equal(true);
      });
    }

    it('lets the coach say the conversation went off topic when it was asked off topic', async () => {
      const setup = conversationSetup(GYM, { locale: 'en' });
      const { transcript } = play('en', 'How was your weekend?');
      expect(await new OfflineCoach().tip(setup, transcript)).to.match(/back to their concern/);
    });

    it('in a group scene, a check after an offer is answered, not met with "no idea"', () => {
      const setup = conversationSetup(RENEWAL, { locale: 'en' });
      const { turns } = playConversation(setup, ['I can offer a 6% discount if you sign for 24 months.', 'Does that work for you?']);
      const reply = said(turns[1]!);
      expect(oneOf(reply, [...GENERIC_LINES.en.checkedYes, ...GENERIC_LINES.en.checkedPartly]), reply).to.equal(true);
    });
  });

  describe('a question beside words that look like an offer', () => {
    it('answers the question and praises no step nobody offered (en, ru)', () => {
      const en = play('en', "Let's get back to it. What matters most to you?").turns[0]!;
      expect(en.state.last!.question).to.equal(true);
      const gym = characterScripts(conversationSetup(GYM, { locale: 'en' }))[0]!;
      expect(oneOf(said(en), gym.reactions.proposed), said(en)).to.equal(false);
      expect(oneOf(said(en), GENERIC_LINES.en.dontKnow), said(en)).to.equal(false);

      const setup = conversationSetup(BUDGET, { locale: 'ru' });
      const ru = playConversation(setup, ['Камила, где самое слабое место вашего плана?']).turns[0]!;
      const kamila = characterScripts(setup)[1]!;
      expect(ru.reply[0]!.speaker.name).to.equal(setup.speakers[1]!.name);
      expect(oneOf(said(ru), kamila.reactions.proposed), said(ru)).to.equal(false);
      expect(oneOf(said(ru), kamila.answers.map((a) => a.line)), said(ru)).to.equal(true);
    });

    it('hears an offer and a question in one message: the offer is taken, the question answered', () => {
      const turn = play('en', "I'll refund the £49.99 today. When did the payments go out?").turns[0]!;
      expect([turn.state.last!.move, turn.state.last!.question, turn.state.last!.offer]).to.deep.equal(['proposed', true, true]);
      const gym = characterScripts(conversationSetup(GYM, { locale: 'en' }))[0]!;
      expect(oneOf(said(turn), gym.reactions.proposed), said(turn)).to.equal(true);
      expect(said(turn)).to.include('6:02');
    });
  });

  describe('goodbyes', () => {
    for (const [locale, bye, again] of [['en', 'Bye.', 'Goodbye, I have to go.'], ['ru', 'Пока.', 'До свидания, мне пора.']] as const) {
      it(`holds the learner back once, naming what is open, then lets them go unresolved (${locale})`, () => {
        const { turns } = play(locale, bye, again, TYPICAL[locale].asked);
        expect(turns[0]!.state.last!.beat).to.equal('holdOn');
        expect(oneOf(said(turns[0]!), GENERIC_LINES[locale].holdOn)).to.equal(true);
        const raise = characterScripts(conversationSetup(GYM, { locale }))[0]!.concerns[0]!.raise;
        expect(oneOf(said(turns[0]!), raise)).to.equal(true);
        expect(turns[1]!.state.last!.beat).to.equal('parted');
        expect(turns[1]!.state.phase).to.equal('closing');
        expect(oneOf(said(turns[1]!), GENERIC_LINES[locale].parted)).to.equal(true);
        expect(turns[1]!.reply).to.have.length(1);
        expect(turns[2]!.state.last!.beat, 'a learner who comes back is answered').to.equal('continue');
      });
    }

    it('«пока» meaning "until" is no goodbye', () => {
      const { turns } = play('ru', 'Пока мы не решим вопрос с деньгами, я никуда не уйду.');
      expect(turns[0]!.state.last!.beat).to.equal('continue');
    });
  });

  describe('apologies', () => {
    it('tires of the same apology: no goodwill the second time, and asks what will be done', () => {
      const { turns } = play('en', TYPICAL.en.acknowledged, TYPICAL.en.acknowledged);
      expect(turns[1]!.state.mood).to.equal(turns[0]!.state.mood);
      expect(oneOf(said(turns[1]!), GENERIC_LINES.en.repeated)).to.equal(true);
    });
  });

  describe('group scenes', () => {
    for (const [locale, attack, who] of [['en', 'I think events are a waste of money.', 0], ['ru', 'По-моему, мероприятия — это выброшенные деньги.', 0],
      ['en', 'Honestly, paid search is pointless.', 1], ['ru', 'Контекстная реклама — бесполезная вещь.', 1]] as const) {
      it(`the one whose work is run down pushes back: «${attack}»`, () => {
        const setup = conversationSetup(BUDGET, { locale });
        const turn = playConversation(setup, [attack]).turns[0]!;
        expect(turn.state.last!.move).to.equal('blamed');
        expect(turn.reply[0]!.speaker.name).to.equal(setup.speakers[who]!.name);
        expect(oneOf(turn.reply[0]!.content, characterScripts(setup)[who]!.reactions.blamed), turn.reply[0]!.content).to.equal(true);
      });
    }

    it('hears no attack where nothing is run down, or where it is denied', () => {
      const setup = conversationSetup(BUDGET, { locale: 'en' });
      for (const message of ["Events aren't a waste of money.", 'Events matter to the pipeline.']) {
        expect(hearLearner(startDialogue(setup), setup, message).last!.attacked, message).to.equal(undefined);
      }
      const gym = conversationSetup(GYM, { locale: 'en' });
      expect(hearLearner(startDialogue(gym), gym, 'The app is useless, I know.').last!.attacked).to.equal(undefined);
    });

    it('the one whose concern the message just settled answers it', () => {
      for (const locale of ['en', 'ru'] as const) {
        const message = locale === 'en' ? 'You will have the split by Friday at 12:00.' : 'Разбивку пришлю до пятницы, до 12:00.';
        const { turns } = playConversation(conversationSetup(BUDGET, { locale }), [message]);
        expect(turns[0]!.state.last!.settled, locale).to.include('2:friday-deadline');
        expect(turns[0]!.reply[0]!.speaker.name, locale).to.equal(conversationSetup(BUDGET, { locale }).speakers[2]!.name);
      }
    });
  });
});

describe('The built-in character does not sound stitched together (QA, defect 7)', () => {
  for (const [locale, ask, again] of [['en', 'When did the payments go out?', 'Sorry, can you repeat that?'], ['ru', 'Когда прошли платежи?', 'Повторите, пожалуйста.']] as const) {
    it(`asked to repeat, says the same thing again rather than something new (${locale})`, () => {
      const { turns } = play(locale, ask, again);
      const first = said(turns[0]!);
      const repeated = said(turns[1]!);
      expect(repeated, repeated).to.include(first.split(/[.!?](?:\s|$)/u).find((p) => p.length > 20)!.trim());
      const gym = characterScripts(conversationSetup(GYM, { locale }))[0]!;
      expect(oneOf(repeated, gym.concerns.flatMap((c) => c.raise)), repeated).to.equal(false);
    });

    it(`notices the same offer sent twice, and does not echo the promise again (${locale})`, () => {
      const offer = locale === 'en' ? "I'll refund the second charge by Friday." : 'Я верну второй платёж до пятницы.';
      const { turns } = play(locale, offer, offer);
      expect(turns[1]!.state.last!.repeated).to.equal(true);
      const reply = said(turns[1]!);
      expect(oneOf(reply, GENERIC_LINES[locale].sameOffer), reply).to.equal(true);
      expect(reply).to.not.match(/Friday|пятниц/);
    });

    it(`holding the learner back, says what is open, with no verdict on the goodbye (${locale})`, () => {
      const bye = locale === 'en' ? 'Thanks, have a good day!' : 'Спасибо, хорошего дня!';
      const reply = said(play(locale, bye).turns[0]!);
      expect(oneOf(reply, GENERIC_LINES[locale].holdOn), reply).to.equal(true);
      expect(oneOf(reply, [...GENERIC_LINES[locale].acknowledge, ...characterScripts(conversationSetup(GYM, { locale }))[0]!.reactions.neutral]), reply).to.equal(false);
    });

    it(`let go after part of it was settled, does not say nothing was (${locale})`, () => {
      const [offer, bye] = locale === 'en' ? ["I'm so sorry. I'll refund the £49.99 today and cover the £25 bank fee.", 'Bye.'] : ['Простите. Я верну 3 900 рублей сегодня и оплачу штраф банка.', 'Пока.'];
      const { turns } = play(locale, offer, bye, bye);
      expect(turns[2]!.state.last!.beat).to.equal('parted');
      expect(oneOf(said(turns[2]!), GENERIC_LINES[locale].partedSome), said(turns[2]!)).to.equal(true);
    });

    it(`hears a flat refusal as hostile (${locale})`, () => {
      const refusal = locale === 'en' ? "I'm not refunding anything." : 'Я ничего возвращать не буду.';
      expect(play(locale, refusal).turns[0]!.state.last!.move).to.equal('blamed');
    });
  }

  it('hears thanks for the invitation as manners, not as naming a feeling', () => {
    const setup = conversationSetup('ji-graduate-first-interview', { locale: 'ru' });
    expect(hearLearner(startDialogue(setup), setup, 'Здравствуйте! Спасибо, что пригласили.').last!.move).to.equal('neutral');
  });

  it('answers "what do you think is going on?" with what is on their mind, not "I\'ve told you"', () => {
    const setup = conversationSetup('dc-missed-report-deadlines', { locale: 'en' });
    const reply = said(playConversation(setup, ['What do you think is going on?']).turns[0]!);
    expect(oneOf(reply, [...GENERIC_LINES.en.told, ...GENERIC_LINES.en.dontKnow]), reply).to.equal(false);
  });

  it('does not hold the manager to the deadline they gave the report', () => {
    const setup = conversationSetup('dc-missed-report-deadlines', { locale: 'en' });
    const reply = said(playConversation(setup, ["I'll give you Friday off to catch up, and you send me a revised plan by Wednesday. Does that work?"]).turns[0]!);
    expect(reply, reply).to.not.match(/Wednesday|hold you to/);
    const ru = conversationSetup('dc-missed-report-deadlines', { locale: 'ru' });
    const replyRu = said(playConversation(ru, ['Я дам тебе выходной в пятницу, а ты пришлёшь мне новый план до среды. Подходит?']).turns[0]!);
    expect(replyRu, replyRu).to.not.match(/сред/);
  });
});

describe('The built-in character’s mood shows in its words', () => {
  it('answers a plain statement plainly once won over, not with the scripted impatience', () => {
    const setup = conversationSetup(GYM, { locale: 'en' });
    const won = ['I am so sorry, that sounds really stressful.', 'I will refund the duplicate payment myself today.', 'Thank you for being patient with us.'];
    const { turns } = playConversation(setup, [...won, TYPICAL.en.neutral]);
    const last = turns.at(-1)!;
    expect(last.state.mood).to.be.at.least(3);
    const impatient = setup.scenario.script.en.characters[0]!.reactions.neutral;
    expect(oneOf(said(last), impatient), said(last)).to.equal(false);
    expect(oneOf(said(last), GENERIC_LINES.en.acknowledge)).to.equal(true);
  });
});
