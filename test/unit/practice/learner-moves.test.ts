import { expect } from 'chai';
import { clampMood, classifyMove, MOOD_CHANGE, type Move } from '#src/modules/practice/domain/learner-moves.ts';
import { LOCALES, TYPICAL, type Locale } from './mothers.ts';

const MOVE_DESCRIPTION: Record<Exclude<Move, 'neutral'>, string> = {
  acknowledged: 'acknowledges the other person’s feelings',
  asked: 'asks a question',
  proposed: 'proposes a next step',
  blamed: 'blames or dismisses the other person',
  offTopic: 'goes off topic',
};

/** More ways to make each move, and look-alikes that must not count as it. */
const EXAMPLES: Record<Locale, Record<Exclude<Move, 'neutral'>, { makes: string[]; doesNot: string[] }>> = {
  en: {
    acknowledged: {
      makes: ["I'm sorry this happened.", 'I hear you, and it makes sense that you are upset.', 'Thank you for telling me.', "You're right, that must have been stressful."],
      doesNot: ['The payment went out twice.', 'I see the invoice here.', 'Let me check the system.'],
    },
    asked: {
      makes: ['Could you tell me the date of the payment', 'How did you find out', 'Tell me more about the order.', 'The 1st, right?'],
      doesNot: ['However, the order is on its way.', 'I know what happened.', 'Whoever took it, it was the bank.'],
    },
    proposed: {
      makes: ["Let's look at it together.", "I'll call you by Friday.", 'How about a full refund?', 'We can send a new one.', 'Happy to replace the sofa next week.', "And we'd sign a 24-month agreement at current volumes."],
      doesNot: ['The finance team is closed.', 'It was shipped on Monday.', 'Sometimes things go wrong.'],
    },
    blamed: {
      makes: ['You should have read the terms.', "That's our policy.", 'Not my fault, you never check your account.', 'Whatever.', "That's your problem.", "Honestly, I don't care.", 'Stop whining.'],
      doesNot: ['I see why this is hard.', 'Our fault entirely, I apologise.', 'You are always welcome here.', "I don't care who is to blame, I want to fix it."],
    },
    offTopic: {
      makes: ['The football last night was amazing.', 'My weekend plans are all about the beach.', 'I am off to lunch soon.'],
      doesNot: ['The charge came through on the 1st.', 'Please hold the line.'],
    },
  },
  ru: {
    acknowledged: {
      makes: ['Извините, пожалуйста.', 'Мне жаль, что так вышло.', 'Спасибо, что сказали об этом.', 'Вы правы, это обидно.'],
      doesNot: ['Платёж списался дважды.', 'Я вижу счёт.', 'Хорошо.'],
    },
    asked: {
      makes: ['Когда пришло списание', 'Расскажите подробнее о заказе.', 'Не могли бы вы прислать выписку', 'Это было первого числа?'],
      doesNot: ['Я знаю, что произошло.', 'Выписка у меня.'],
    },
    proposed: {
      makes: ['Предлагаю вернуть деньги.', 'Мы можем заменить диван.', 'Я прослежу, чтобы всё решили до пятницы.', 'Компенсируем вам комиссию банка.', 'Мой план такой: сначала проверим платёж.', 'Готова предложить скидку 5% с января.'],
      doesNot: ['Диван доставили в понедельник.', 'Так иногда бывает.'],
    },
    blamed: {
      makes: ['Вы сами виноваты.', 'Такие правила, ничего не могу сделать.', 'Это не наша вина, разбирайтесь сами.', 'Вы никогда не проверяете счёт.', 'Ты всегда опаздываешь, это безответственно.', 'Это твоя ошибка.', 'Мне всё равно.', 'Хватит ныть.'],
      doesNot: ['Это наша ошибка, простите.', 'Я вижу, почему это важно.', 'Мне всё равно, кто виноват, я хочу это исправить.'],
    },
    offTopic: {
      makes: ['Вчера был футбол.', 'У меня скоро обед.', 'Между прочим, у нас новый зал.', 'Я скоро в отпуск.'],
      doesNot: ['Списание пришло первого числа.', 'Подождите минуту на линии.'],
    },
  },
};

describe('classifyMove (the offline partner reads the learner’s move)', () => {
  for (const locale of LOCALES) {
    describe(`in ${locale === 'en' ? 'English' : 'Russian'}`, () => {
      for (const [move, message] of Object.entries(TYPICAL[locale]) as [Move, string][]) {
        it(`reads "${message}" as ${move}`, () => {
          expect(classifyMove(message)).to.equal(move);
        });
      }

      for (const [move, { makes, doesNot }] of Object.entries(EXAMPLES[locale]) as [Exclude<Move, 'neutral'>, { makes: string[]; doesNot: string[] }][]) {
        describe(`when the learner ${MOVE_DESCRIPTION[move]}`, () => {
          it(`classifies every typical phrasing as ${move}`, () => {
            expect(makes.map((m) => [m, classifyMove(m)])).to.deep.equal(makes.map((m) => [m, move]));
          });

          it(`does not take look-alike sentences for ${move}`, () => {
            for (const message of doesNot) expect(classifyMove(message), message).to.not.equal(move);
          });
        });
      }
    });
  }

  /** Misreadings found by playing whole conversations (2025 audit of the built-in character's replies). */
  describe('reads what the learner meant, not a phrase that looks like something else', () => {
    const READS: [string, Move][] = [
      // A question typed without its mark is no "it happens" shrug.
      ['when did it happen', 'asked'],
      // "not about anything you did wrong" takes the blame away.
      ["Marta, I'm sorry you heard it in the corridor. This is not about anything you did wrong.", 'acknowledged'],
      // Owning the mistake, and saying it isn't fair on them, acknowledge them.
      ["It's our mistake — we overbooked tonight, and that's on us, not you.", 'acknowledged'],
      ["Rosa, you've been here until ten every night — that's not fair on you.", 'acknowledged'],
      ['Это наша ошибка — овербукинг, и вины вашей тут нет.', 'acknowledged'],
      ['Роза, ты всю неделю сидишь до десяти — это несправедливо по отношению к тебе.', 'acknowledged'],
      // Thanks for the meeting is manners, not an acknowledgement of how they feel.
      ['Hi, thanks for the call.', 'neutral'],
      ['Здравствуйте, спасибо за звонок.', 'neutral'],
      // "Happy to — what is…?" agrees to be asked and asks.
      ['Ahmed, happy to — what is the biggest technical problem in the module right now?', 'asked'],
      ["Here's the split: £160,000 for a 400-seat conference and £260,000 for digital.", 'proposed'],
      ['Honestly I can’t do anything about the worktop.', 'blamed'],
      // Between colleagues on «ты»: «давай», «не переживай»; and the Russian plural and third-person futures.
      ['Давай перепланируем рейт-лимитер: восемь дней, новый срок — 14-е.', 'proposed'],
      ['Не переживай так.', 'blamed'],
      ['Мы поставим временную столешницу с рабочей мойкой за 48 часов, до пятницы.', 'proposed'],
      ['Ладно, пришлю тебе данные.', 'proposed'],
      ['Эскалации из поддержки пойдут через дежурного, а не тебе в личку.', 'proposed'],
      ['Это очень много. С понедельника Юра и Саша берут половину ревью по графику.', 'proposed'],
      ['А завтра вас будет ждать шампанское и завтрак на балконе.', 'proposed'],
      ['Может, встретимся в четверг и всё обсудим?', 'proposed'],
      // Reassurance acknowledges; an emotion named in a question, a literal "I can see", or asking them to apologise does not.
      ["Of course — take your time, there's no rush. You're doing fine.", 'acknowledged'],
      ['Не торопитесь, вы хорошо справляетесь.', 'acknowledged'],
      ['Thanks for coming in. I wanted to check in on how you are doing.', 'acknowledged'],
      ['Tell me about a time you dealt with an angry customer.', 'asked'],
      ['Понимаю, переезд — это непросто. А есть автобус пораньше?', 'acknowledged'],
      ['Right, I can see both payments here.', 'neutral'],
      ['Can you apologise to Amira in person?', 'asked'],
      ['Можешь извиниться перед Аминой лично?', 'asked'],
      // Steering the talk puts no step on the table, and a question stays a question (QA, defect 2).
      ["Let's get back to it. What matters most to you?", 'asked'],
      ['Хорошо, давайте вернёмся к делу. Что для вас важнее всего?', 'asked'],
      ['Good afternoon all. Let us sort this out.', 'neutral'],
      ['Hello. Let us talk about the renewal.', 'neutral'],
      ['Камила, где самое слабое место вашего плана?', 'asked'],
      ['Что вы планируете делать дальше?', 'asked'],
      ['Claire, could you walk us through exactly how the board will look at cost per opportunity for both channels?', 'asked'],
      // …while a real step, stated or asked, still is one.
      ["Let's split the difference: £40,000 each.", 'proposed'],
      ['Давайте я сегодня же оформлю возврат.', 'proposed'],
      ['Мой план такой: сначала проверим платёж.', 'proposed'],
      ["I'll refund it today. When did the first payment go out?", 'proposed'],
    ];
    for (const [message, move] of READS) {
      it(`reads “${message}” as ${move}`, () => {
        expect(classifyMove(message)).to.equal(move);
      });
    }
  });

  describe('when one message makes several moves, the strongest wins', () => {
    it('counts blame over empathy, in both languages', () => {
      expect(classifyMove('I understand, but calm down.')).to.equal('blamed');
      expect(classifyMove('Понимаю, но успокойтесь.')).to.equal('blamed');
    });

    it('counts empathy over a proposal', () => {
      expect(classifyMove("I'm sorry. I will refund it today.")).to.equal('acknowledged');
      expect(classifyMove('Извините. Я верну деньги сегодня же.')).to.equal('acknowledged');
    });

    it('counts a proposal phrased as a question as a proposal', () => {
      expect(classifyMove('How about a refund today?')).to.equal('proposed');
      expect(classifyMove('Давайте я верну деньги?')).to.equal('proposed');
    });

    it('counts a question about something else as a question, not as going off topic', () => {
      expect(classifyMove('Did you watch the football?')).to.equal('asked');
      expect(classifyMove('Вы смотрели футбол?')).to.equal('asked');
    });
  });

  it('ignores letter case, in both alphabets', () => {
    expect(classifyMove('CALM DOWN')).to.equal('blamed');
    expect(classifyMove('УСПОКОЙТЕСЬ')).to.equal('blamed');
    expect(classifyMove('ПОНИМАЮ')).to.equal('acknowledged');
  });

  it('reads an empty or one-word reply as neutral', () => {
    for (const message of ['', '   ', 'ok', 'ок', 'Hm.']) expect(classifyMove(message), JSON.stringify(message)).to.equal('neutral');
  });
});

describe('How a move changes the character’s mood', () => {
  it('warms to empathy and proposals most, to questions a little, and cools on blame and going off topic', () => {
    expect(MOOD_CHANGE).to.deep.equal({ acknowledged: 2, proposed: 2, asked: 1, neutral: 0, offTopic: -1, blamed: -3 });
  });

  it('keeps the mood between −5 and +5', () => {
    expect([-9, -5, -4, 0, 4, 5, 9].map(clampMood)).to.deep.equal([-5, -5, -4, 0, 4, 5, 5]);
  });
});
