import { expect } from 'chai';
import {
  BLAME, DISMISSAL, EMPATHY, INSULT, OPEN_OFFER, PROPOSAL, SARCASM, SOOTHING, TIMED, VAGUE, echoedWords, findMarkers, hasMarker, lexicon, outside, stem,
} from '#src/shared/lexicon/index.ts';

const texts = (text: string, lex: Parameters<typeof findMarkers>[1]) => findMarkers(text, lex).map((m) => m.text);

describe('Shared lexicon', () => {
  describe('findMarkers', () => {
    it('quotes the words as written, with their place and group, after reading curly apostrophes and ё as plain ones', () => {
      const [marker] = findMarkers('Well — I’m so sorry.', EMPATHY);
      expect(marker).to.deep.equal({ text: 'I’m so sorry', index: 7, end: 19, group: 'apology' });
      expect(texts('Приложение ещё раз списало', VAGUE)).to.deep.equal([]);
      expect(hasMarker('Я всё верну в течение трёх рабочих дней.', TIMED)).to.equal(true);
    });

    it('keeps word boundaries for Cyrillic, where \\b knows no letters', () => {
      expect(texts('Это из-за вас.', BLAME)).to.deep.equal(['из-за вас']);
      expect(texts('Это из-за вашего курьера.', BLAME)).to.deep.equal([]);
      expect(texts('Вы дурак.', INSULT)).to.deep.equal(['дурак']);
      expect(texts('Мы в тупике, а вы не тупой.', INSULT)).to.deep.equal([]);
    });

    it('takes a stem (~) in every inflection, and a plain phrase only as a whole word', () => {
      expect(texts('Понимаю, вы расстроены; меня это тоже расстроило.', EMPATHY)).to.deep.equal(['Понимаю', 'расстроены', 'расстроило']);
      const lex = lexicon({ word: ['today'] });
      expect(texts('today, todays', lex)).to.deep.equal(['today']);
    });

    it('does not read "I can\'t" as "I can"', () => {
      expect(texts("I can't refund it.", PROPOSAL)).to.deep.equal([]);
      expect(texts('I can refund it.', PROPOSAL)).to.deep.equal(['I can']);
    });
  });

  describe('negation windows', () => {
    it('cancel a phrase when a negation is among the two words before it, in the same clause', () => {
      expect(texts("I don't understand.", EMPATHY)).to.deep.equal([]);
      expect(texts('Не переживайте.', EMPATHY)).to.deep.equal([]);
      expect(texts('Я не виню вас.', BLAME)).to.deep.equal([]);
      expect(texts("It's not your fault.", BLAME)).to.deep.equal([]);
      expect(texts('We cannot compensate it.', PROPOSAL)).to.deep.equal([]);
      expect(texts('Мы не можем компенсировать.', PROPOSAL)).to.deep.equal([]);
    });

    it('stop at a clause boundary and keep phrases that carry their own negation', () => {
      expect(texts("No, I understand.", EMPATHY)).to.deep.equal(['I understand']);
      expect(texts("I'm not surprised you're upset.", EMPATHY)).to.deep.equal(['upset']);
      expect(texts("I can't imagine how frustrating that is.", EMPATHY)).to.deep.equal(["I can't imagine", 'frustrating']);
      expect(texts("It's not your fault.", EMPATHY)).to.deep.equal(["It's not your fault"]);
      expect(texts('Не моя проблема.', DISMISSAL)).to.deep.equal(['Не моя проблема']);
    });
  });

  describe('classes', () => {
    it('blame: flat attributions, guesses at what they did wrong, and what they should have done', () => {
      expect(texts('The bank fee is your own fault.', BLAME)).to.deep.equal(['your own fault']);
      expect(texts('You must have clicked twice.', BLAME)).to.deep.equal(['You must have clicked']);
      expect(texts('Вы сами, наверное, два раза нажали.', BLAME)).to.deep.equal(['Вы сами, наверное, два раза нажали']);
      expect(texts('Наверное, вы два раза нажали.', BLAME)).to.deep.equal(['Наверное, вы два раза нажали']);
      expect(texts('Сами виноваты.', BLAME)).to.deep.equal(['Сами виноваты']);
      expect(texts('You should have received an email; you must have been worried.', BLAME)).to.deep.equal([]);
      expect(texts('Мне надо было предупредить вас раньше. Вы, наверное, хотели бы возврат?', BLAME)).to.deep.equal([]);
    });

    it('dismissal: brush-offs said to them, not the learner\'s own plan', () => {
      for (const text of ['Next!', 'Not my department.', 'Call head office.', 'Check with your bank.', 'Это не ко мне.', 'Звоните в банк.', 'Следующий!']) {
        expect(findMarkers(text, DISMISSAL).map((m) => m.group), text).to.deep.equal(['brushOff']);
      }
      for (const text of ["I'll call head office today.", 'Let me call the bank.', 'Я позвоню в банк.', 'If it happens again, I will call.', 'Next week works.']) {
        expect(texts(text, DISMISSAL), text).to.deep.equal([]);
      }
      expect(findMarkers("I don't understand why you are so upset.", DISMISSAL)[0].text).to.equal("I don't understand why you are so upset");
    });

    it('soothing: telling them how not to feel is its own class, and no empathy', () => {
      const text = "Don't get upset.";
      expect(texts(text, SOOTHING)).to.deep.equal(["Don't get upset"]);
      expect(outside(findMarkers(text, EMPATHY), findMarkers(text, SOOTHING))).to.deep.equal([]);
    });

    it('insult and sarcasm, negated insults aside', () => {
      expect(texts('You are an idiot.', INSULT)).to.deep.equal(['idiot']);
      expect(texts("That's not a stupid question.", INSULT)).to.deep.equal([]);
      expect(texts('Oh great, as if I control the trucks.', SARCASM)).to.deep.equal(['Oh great', 'as if']);
      expect(texts('Вам? Повышение? Очень смешно.', SARCASM)).to.deep.equal(['Очень смешно']);
      expect(texts("It made it look as if you didn't know your project.", SARCASM)).to.deep.equal([]);
    });

    it('concrete time in English and Russian', () => {
      for (const text of [
        'by Friday', 'within 3 working days', 'at 10:30', 'tomorrow', 'до следующей пятницы', 'в течение пяти рабочих дней', 'к понедельнику',
        'завтра до 12', 'через два часа', 'в 15:00',
      ]) expect(hasMarker(text, TIMED), text).to.equal(true);
      for (const text of ['at some point', 'soon', 'в 2 раза', 'в 2021 году', 'когда-нибудь']) expect(hasMarker(text, TIMED), text).to.equal(false);
    });

    it('a polite open offer in either language', () => {
      expect(hasMarker('Что-нибудь ещё я могу для вас сделать?', OPEN_OFFER)).to.equal(true);
      expect(hasMarker('Is there anything else I can do for you?', OPEN_OFFER)).to.equal(true);
    });

    it('Russian first-person futures are commitments; present tenses and datives of the same shape are not', () => {
      expect(texts('Сегодня пришлю вам два примера.', PROPOSAL)).to.deep.equal(['Сегодня пришлю']);
      expect(texts('Я кого-нибудь пришлю.', PROPOSAL)).to.deep.equal(['Я кого-нибудь пришлю']);
      expect(texts('Я вижу проблему. Почему? Ну, ценю.', PROPOSAL)).to.deep.equal([]);
      expect(texts('Планёрка была длинная.', PROPOSAL)).to.deep.equal([]);
    });

    it('something already done for them is a commitment; something the learner noticed is not', () => {
      expect(texts("I've rebooked you on tonight's flight.", PROPOSAL)).to.deep.equal(["I've rebooked"]);
      expect(texts("I've noticed the delay.", PROPOSAL)).to.deep.equal([]);
    });
  });

  describe('echoed words', () => {
    it('meet across endings in both languages', () => {
      expect(stem('written')).to.equal(stem('writing'));
      expect(stem('charged')).to.equal(stem('charges'));
      expect(stem('письменно')).to.equal(stem('письменном'));
      expect(stem('счёт')).to.equal(stem('счета'));
      expect(echoedWords('I will send you something in writing.', 'Can I have it in writing?').map((w) => w.stem)).to.deep.equal(['writ']);
      expect(echoedWords('Thank you, I will check.', 'Thank you for checking, I will wait.').map((w) => w.stem)).to.deep.equal(['check']);
    });
  });
});
