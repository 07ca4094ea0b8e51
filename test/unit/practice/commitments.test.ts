import { expect } from 'chai';
import { commitmentsIn, type CommitmentKind } from '#src/modules/practice/domain/commitments.ts';

const found = (message: string, kind: CommitmentKind) => commitmentsIn(message).filter((c) => c.kind === kind).map((c) => c.words);

describe('Commitments read from a learner’s own words', () => {
  const CASES: [string, CommitmentKind, string][] = [
    ['It will be back in your account within 3 working days.', 'deadline', 'within 3 working days'],
    ['You’ll see it within five working days, I promise.', 'deadline', 'within five working days'],
    ['I’ll call you by Friday afternoon.', 'deadline', 'by Friday afternoon'],
    ['We can do it by the end of the week.', 'deadline', 'by the end of the week'],
    ['Деньги придут в течение пяти рабочих дней.', 'deadline', 'в течение пяти рабочих дней'],
    ['Я всё пришлю до следующей пятницы.', 'deadline', 'до следующей пятницы'],
    ['Сделаем к понедельнику.', 'deadline', 'к понедельнику'],
    ['Перезвоню завтра до 12:00.', 'deadline', 'завтра до 12:00'],
    ['We’ll cover the £25 fee.', 'amount', '£25'],
    ['I can offer 15% off the next order.', 'amount', '15%'],
    ['Вернём 3 900 рублей.', 'amount', '3 900 рублей'],
    ['Штраф 700 ₽ мы компенсируем.', 'amount', '700 ₽'],
    ['I’ll send you a confirmation email tonight.', 'writing', 'send you a confirmation email'],
    ['You’ll have it in writing.', 'writing', 'in writing'],
    ['Я пришлю вам письмо с подтверждением.', 'writing', 'пришлю вам письмо'],
    ['Подтвердим письменно.', 'writing', 'письменно'],
    ['I’ll refund the duplicate payment myself.', 'action', 'I’ll refund the duplicate payment myself'],
    ['Я оформлю возврат прямо сейчас.', 'action', 'Я оформлю возврат прямо сейчас'],
    ['Я поставлю отметку в вашей карточке.', 'action', 'Я поставлю отметку в вашей карточке'],
    // A date with its month, and a day of the month on its own.
    ['The new worktop will be finished by the 14th of November.', 'deadline', 'by the 14th of November'],
    ['Новая столешница будет готова к 14 ноября.', 'deadline', 'к 14 ноября'],
    ['Let’s re-plan the rate limiter: eight days, new date the 14th.', 'deadline', 'the 14th'],
    ['Давайте сделаем прогон во вторник в 10:00.', 'deadline', 'во вторник в 10:00'],
    ['Штрафы в 1,8 миллиона мы компенсируем кредитом на счёт.', 'amount', '1,8 миллиона'],
  ];
  for (const [message, kind, words] of CASES) {
    it(`finds ${kind} “${words}” in “${message}”, in the learner’s spelling`, () => {
      expect(found(message, kind)).to.include(words);
    });
  }

  it('keeps the learner’s number words as written: five is not ten', () => {
    expect(found('в течение пяти рабочих дней', 'deadline')).to.deep.equal(['в течение пяти рабочих дней']);
  });

  for (const refusal of ['I can’t refund that, sorry.', 'We won’t be able to cover it.', 'Я не могу вернуть деньги.', 'Мы не будем ничего менять.']) {
    it(`reads no promise of action in a refusal: “${refusal}”`, () => {
      expect(found(refusal, 'action')).to.deep.equal([]);
    });
  }

  it('reads no time in a bigger number or in breakfast', () => {
    expect(found('Я вырастил сообщество с 300 до 2 100 подписчиков.', 'deadline')).to.deep.equal([]);
    expect(found('Штрафы в 1,8 миллиона мы компенсируем.', 'deadline')).to.deep.equal([]);
    expect(found('Вас будет ждать шампанское и завтрак на балконе.', 'deadline')).to.deep.equal([]);
  });

  it('reads nothing in small talk', () => {
    expect(commitmentsIn('I see. The weather is awful.')).to.deep.equal([]);
    expect(commitmentsIn('Понятно. Погода ужасная.')).to.deep.equal([]);
  });
});
