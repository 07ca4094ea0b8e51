import { expect } from 'chai';
import { characterScripts, hearLearner, startDialogue } from '#src/modules/practice/domain/dialogue.ts';
import { inAddress } from '#src/modules/practice/domain/address.ts';
import type { ConversationSetup } from '#src/modules/practice/domain/conversation.ts';
import { GENERIC_LINES } from '#src/modules/practice/infrastructure/offline/generic-lines.ts';
import { conversationSetup } from '../../support/conversation-setup.ts';
import { playConversation } from '../../support/scripted-conversation.ts';

/**
 * Replies that must follow from what the learner just said, each found by playing whole
 * conversations with the built-in character and reading them as a learner would: the learner's
 * messages here are the ones that showed the fault.
 */
const GYM = 'cs-gym-double-charge';
const HOTEL = 'cs-hotel-overbooked-anniversary';
const MOCKUPS = 'tw-late-mockups';
const WORKLOAD = 'tw-uneven-workload'; // Rosa, Kevin
const BUDGET = 'cr-budget-cut-three-way'; // Tom (events), Aisha (digital), Claire (finance)
const WORKSHOP = 'fb-workshop-copresenters'; // Grace, Ben

const said = (turn: { reply: { content: string }[] }) => turn.reply.map((l) => l.content).join(' ');
const oneOf = (text: string, lines: readonly string[]) => lines.some((l) => text.includes(l));
const dontKnow = (setup: ConversationSetup) => GENERIC_LINES[setup.locale].dontKnow.map((l) => inAddress(l, setup.scenario.script[setup.locale].address ?? 'formal'));
const heard = (setup: ConversationSetup, message: string) => hearLearner(startDialogue(setup), setup, message).last!;
const character = (setup: ConversationSetup, i = 0) => characterScripts(setup)[i]!;
const raises = (setup: ConversationSetup, i = 0) => character(setup, i).concerns.flatMap((c) => c.raise);

describe('The built-in character answers what the learner just said', () => {
  describe('questions', () => {
    it('takes no time named in a question for a promise: "tonight" in a question calms no skeptic', () => {
      const setup = conversationSetup(HOTEL, { personaKey: 'the-skeptic' });
      const last = heard(setup, 'What matters most to you and Helen tonight?');
      expect([last.commitments, last.persona]).to.deep.equal([[], null]);
    });

    it('hears an apology with an offer, asked as a question, as the offer', () => {
      const setup = conversationSetup(GYM);
      const message = "I'm so sorry. I'll refund it by Friday — does that work for you?";
      expect(heard(setup, message).question).to.equal(false);
      const reply = said(playConversation(setup, [message]).turns[0]!);
      expect(reply).to.include('by Friday');
      expect(oneOf(reply, dontKnow(setup)), reply).to.equal(false);
    });

    for (const [locale, request] of [['en', 'Can you finish the three key screens by 5 pm today?'], ['ru', 'Сможешь доделать три экрана до 17:00 сегодня?']] as const) {
      it(`hears a request with a time as a step, and does not hold the learner to it (${locale})`, () => {
        const setup = conversationSetup(MOCKUPS, { locale });
        expect(heard(setup, request).move).to.equal('proposed');
        const reply = said(playConversation(setup, [request]).turns[0]!);
        expect(oneOf(reply, character(setup).reactions.proposed), reply).to.equal(true);
        expect(reply).to.not.match(/5 pm|17:00/);
      });
    }

    for (const [locale, question] of [['en', "Kevin, are you okay? You've been quiet."], ['ru', 'Костя, ты в порядке? Ты совсем пропал.']] as const) {
      it(`tells what worries them when asked about it, rather than "no idea" (${locale})`, () => {
        const setup = conversationSetup(WORKLOAD, { locale });
        const [reply] = playConversation(setup, [question]).turns[0]!.reply;
        expect(reply!.speaker.name).to.equal(setup.speakers[1]!.name);
        expect(reply!.content).to.include(character(setup, 1).concerns[0]!.raise[0]!);
      });
    }

    it('answers "why didn’t you tell anyone?" about the silence, not with the story told already', () => {
      for (const locale of ['en', 'ru'] as const) {
        const setup = conversationSetup(MOCKUPS, { locale });
        const question = locale === 'en' ? "Why didn't you tell anyone?" : 'Почему ты никому не сказала?';
        const reply = said(playConversation(setup, ['ok', question]).turns[1]!);
        const silence = character(setup).concerns.find((c) => c.key === 'didnt-tell-anyone')!.raise;
        expect(oneOf(reply, silence), reply).to.equal(true);
      }
    });

    for (const [locale, question] of [['en', 'Tom?'], ['en', 'Who wants to start?'], ['ru', 'Виктор?'], ['ru', 'Кто начнёт?']] as const) {
      it(`handed the floor ("${question}"), says what is on their mind`, () => {
        const setup = conversationSetup(BUDGET, { locale });
        const [reply] = playConversation(setup, [question]).turns[0]!.reply;
        const who = setup.speakers.findIndex((s) => s.name === reply!.speaker.name);
        expect(oneOf(reply!.content, raises(setup, who)), reply!.content).to.equal(true);
      });
    }

    it('agrees to a request that asks for no fact, and goes on', () => {
      const setup = conversationSetup(GYM);
      const reply = said(playConversation(setup, ['Could you give me five minutes to check the system?']).turns[0]!);
      expect(oneOf(reply, dontKnow(setup)), reply).to.equal(false);
      expect(reply).to.include(character(setup).concerns[0]!.raise[0]!);
    });

    for (const [locale, again] of [['en', 'Sorry, could you repeat that?'], ['en', "Sorry, what's that?"], ['ru', 'Простите, можете повторить?']] as const) {
      it(`asked to repeat, puts the same concern again in other words (${locale})`, () => {
        const setup = conversationSetup(GYM, { locale });
        const { turns } = playConversation(setup, ['ok', again]);
        const refund = character(setup).concerns[0]!.raise;
        expect(oneOf(said(turns[0]!), refund)).to.equal(true);
        expect(oneOf(said(turns[1]!), refund), said(turns[1]!)).to.equal(true);
      });
    }
  });

  describe('promises repeated back', () => {
    it('holds the learner to each promise in its own words: no template twice in a session', () => {
      const setup = conversationSetup(GYM);
      const { turns } = playConversation(setup, [
        "I'll refund the £49.99 today.", "We'll cover the £25 fee by Friday.", "I'll email you a written confirmation within the hour.", "I'll put a note on your account before the 1st.",
      ]);
      const own = (template: string) => template.split('{commitment}').map((p) => p.trim()).sort((a, b) => b.length - a.length)[0]!;
      for (const template of [...character(setup).echo, ...GENERIC_LINES.en.echo]) {
        expect(turns.filter((t) => said(t).includes(own(template))).length, template).to.be.at.most(1);
      }
    });

    it('says the learner’s words back mid-sentence, in lower case', () => {
      const reply = said(playConversation(conversationSetup(HOTEL), ["Tonight is complimentary, and we'll refund the first night."]).turns[0]!);
      expect(reply).to.include('tonight').and.not.match(/[^.!?]\s+Tonight/);
    });

    it('does not hold the learner to the time of a meeting', () => {
      const reply = said(playConversation(conversationSetup(GYM), ['Can we meet on Thursday to go through it?']).turns[0]!);
      expect(reply).to.not.match(/thursday/i);
    });
  });

  describe('one stance per reply', () => {
    it('does not follow an irritated archetype’s jab with the scene’s approval', () => {
      const setup = conversationSetup(HOTEL, { personaKey: 'the-skeptic' });
      const message = "I've booked a sea-view room at the Marlowe, ten minutes away, and a taxi is waiting outside now.";
      expect(heard(setup, message).persona).to.equal('irritated');
      const reply = said(playConversation(setup, [message]).turns[0]!);
      expect(oneOf(reply, character(setup).reactions.proposed), reply).to.equal(false);
    });

    it('lets the close answer what settled it, without a reaction before it', () => {
      const setup = conversationSetup(GYM);
      const { turns } = playConversation(setup, [
        "I'm really sorry, that's the last thing you need before a class.", "I'll refund the duplicate £49.99 today, and it'll be back in your account within 3 working days.",
        "We'll also cover the £25 bank fee.", "I'll email you a written confirmation before your class ends.", "And I'll put a note on your account so it won't happen again next month.",
      ]);
      const last = turns.at(-1)!;
      expect(last.state.outcome).to.equal('satisfied');
      expect(oneOf(said(last), character(setup).reactions.proposed), said(last)).to.equal(false);
    });

    for (const [locale, greeting] of [['en', 'hi'], ['ru', 'здравствуйте']] as const) {
      it(`meets a greeting with what is on their mind, not a verdict on it (${locale})`, () => {
        const setup = conversationSetup(GYM, { locale });
        const reply = said(playConversation(setup, [greeting]).turns[0]!);
        expect(oneOf(reply, character(setup).reactions.neutral), reply).to.equal(false);
        expect(reply).to.include(character(setup).concerns[0]!.raise[0]!);
      });
    }

    it('does not sour a close with an archetype’s jab', () => {
      const setup = conversationSetup('sl-trial-too-expensive', { personaKey: 'the-skeptic' });
      const { turns } = playConversation(setup, [
        'Thanks for being straight with me, Karen. I get that £1,260 a month is a real cost.', 'How long does the rota take you each week right now?',
        'So six hours a week — that is about 300 hours a year.', "You're right, the SMS add-on should have been clear. We'll include SMS reminders at no extra cost.",
        "I'll run a 30-minute training for the other four managers on Tuesday.", "I'll send Raj a one-page summary with hours saved by Thursday.",
        'We can do monthly billing for the first three months instead of a 12-month contract.',
      ]);
      const last = turns.at(-1)!;
      expect([last.state.last!.beat, last.state.last!.persona]).to.deep.equal(['close', 'irritated']);
      expect(oneOf(said(last), setup.persona!.play.en.irritated), said(last)).to.equal(false);
    });

    it('does not call a second acknowledgement an apology', () => {
      for (const [locale, first, second, apology] of [
        ['en', 'You’re right, that must have been stressful.', 'You’re right, that’s not okay.', /sorry|apolog/i],
        ['ru', 'Вы правы, это обидно.', 'Вы правы, так не должно быть.', /извинени/i],
      ] as const) {
        const { turns } = playConversation(conversationSetup(GYM, { locale }), [first, second]);
        expect(turns[1]!.state.last!.repeated, locale).to.equal(true);
        expect(said(turns[1]!)).to.not.match(apology);
      }
    });
  });

  describe('what settles a concern', () => {
    it('a question explains nothing', () => {
      const setup = conversationSetup(WORKSHOP);
      expect(heard(setup, 'Grace, what happened at the point you stepped in?').settled).to.deep.equal([]);
    });

    it('an answer given before the question still answers it; a topic named in passing does not', () => {
      const panel = conversationSetup('ji-panel-product-manager');
      expect(heard(panel, "With 140 requests I'd prioritise using RICE scoring, with small-fleet churn as the main metric.").settled).to.include('0:prioritisation');
      const megan = conversationSetup('ji-interview-nervous-candidate');
      expect(heard(megan, 'That counts — shop experience is customer support.').settled).to.include('0:shop-experience');
      const leo = conversationSetup('fb-new-hire-lateness');
      expect(heard(leo, "Hi Leo, thanks for coming. Everything's fine, I just want to talk about the mornings.").settled).to.deep.equal([]);
    });

    it('a vague promise settles nothing', () => {
      for (const [locale, message] of [['en', "I'll decide later."], ['ru', 'Решу потом.']] as const) {
        const last = heard(conversationSetup(BUDGET, { locale }), message);
        expect([last.move, last.settled], message).to.deep.equal(['neutral', []]);
      }
    });

    it('good answers warm an interviewer', () => {
      const setup = conversationSetup('ji-graduate-first-interview');
      const start = startDialogue(setup);
      const after = hearLearner(start, setup, "I just graduated in marketing. At university I ran the Green Society's Instagram and grew it from 300 to 2,100 followers.");
      expect(after.last!.settled).to.include('0:about-you');
      expect(after.mood).to.be.above(start.mood);
    });
  });
});
