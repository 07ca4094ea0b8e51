/**
 * The built-in engine's own words, for when a character's scripted variants have all been said:
 * short, true in any scenario, and many, so that a long session still never repeats a line.
 * `{quote}` is the learner's own words; `{commitment}` a deadline or amount they gave, in their words.
 * Russian lines avoid gendered past tense: the same line serves every character.
 * They write the learner's «вы» and «ты» as `{formal|informal}` (see domain/address.ts), chosen by the scenario's address.
 */
export interface GenericLines {
  acknowledge: string[];
  press: string[];
  dontKnow: string[];
  quote: string[];
  echo: string[];
  escalate: string[];
  after: string[];
  /** The learner asked again about what the character has already told them. */
  told: string[];
  /** The learner asked for a moment to talk ("have you got a second?"). */
  goAhead: string[];
  /** The learner said sorry again with nothing new. */
  repeated: string[];
  /** The learner tries to leave with things still open: the first time, they are held back. */
  holdOn: string[];
  /** They leave anyway: with nothing settled, and with part of it settled. */
  parted: string[];
  partedSome: string[];
  /** The same offer again, with nothing new in it. */
  sameOffer: string[];
  /** Asked to say it again: how they lead into their last line, said again. */
  again: string[];
  /** Handed the floor with nothing left to raise. */
  nothingMore: string[];
  /** Greeted ("Hello."), or asked whether they are still there ("hello?"). */
  greet: string[];
  stillHere: string[];
  /** Asked how they are: while upset, and once won over. */
  notGreat: string[];
  fine: string[];
  /** Taken off topic, once the character's own lines for it have been said. */
  offTopic: string[];
  /** Asked whether the step just offered works for them: it does, it does in part, or no step was offered. */
  checkedYes: string[];
  checkedPartly: string[];
  checkedNothing: string[];
}

export const GENERIC_LINES: Record<'en' | 'ru', GenericLines> = {
  en: {
    acknowledge: ['Okay.', 'Right.', 'I see.', 'Fair enough.', 'Go on.', 'Alright.', 'Noted.', 'Hm. Okay.', 'Got it.', 'Sure.', 'Understood.', 'Mm-hm.'],
    press: [
      'We still haven’t covered everything I brought up.',
      'There’s still the other thing I mentioned.',
      'That doesn’t cover all of it, though.',
      'And the rest of what I raised?',
      'I’m still waiting to hear about the rest.',
      'And that still leaves what I asked about.',
    ],
    dontKnow: ['Honestly, I don’t know that offhand.', 'I couldn’t tell you, sorry.', 'No idea, to be honest.', 'I’m not sure — does it matter?'],
    quote: ['Did you just say “{quote}”?', '“{quote}”? Really?', '“{quote}” — seriously?'],
    echo: ['So {commitment}. Okay.', '{commitment} — noted.', 'Right: {commitment}. I’ll hold you to that.', 'Okay, {commitment}. Good.'],
    escalate: [
      'I’d like to speak to someone more senior, please.',
      'This isn’t getting anywhere. Is there anyone else I can talk to?',
      'I’m close to giving up on this conversation.',
    ],
    after: [
      'Thanks again. I think we can wrap this up.',
      'We’re good. Shall we call it there?',
      'Honestly, that’s everything. Let’s end it there.',
      'All sorted on my side — thank you.',
      'I think we’re done here.',
      'Nothing more from me.',
    ],
    told: ['I’ve told you what I know about that.', 'As I said — that’s all I have on it.', 'Same answer as before, I’m afraid.'],
    goAhead: ['Sure, go ahead.', 'I’ve got a few minutes. What is it?', 'Yes — what’s up?'],
    // Said to a second acknowledgement, which need not be an apology ("you're right", "I understand").
    repeated: [
      'I hear you. But what are you actually going to do?',
      'Okay, you’ve said that. I need to hear what happens next.',
      'Words are one thing. What’s the plan?',
    ],
    holdOn: ['Hang on — we’re not done yet.', 'Wait, before you go.', 'You can’t just leave it there.'],
    parted: [
      'Fine, go. But this isn’t settled, and I’ll be back about it.',
      'Right. Then I’ll take it further myself.',
      'Okay. Just so you know, nothing’s been resolved.',
    ],
    partedSome: ['Okay. The rest still needs sorting, though — I’ll wait to hear.', 'Fine. I’ll hold you to what you said, and I still want the rest sorted.', 'Alright. Don’t forget the rest.'],
    sameOffer: ['Yes, you said that.', 'I heard you the first time.', 'You’ve said that already.'],
    again: ['I said:', 'Again:', 'What I said was:'],
    nothingMore: ['Nothing more from me for now.', 'I think I’ve said my piece.', 'That’s all from me, really.'],
    greet: ['Hello.', 'Hi.', 'Yes, hello.'],
    stillHere: ['Yes, I’m here.', 'Yes — I’m listening.', 'Still here.'],
    notGreat: ['I’ve been better, honestly.', 'Not great, to be honest.', 'Could be better.'],
    fine: ['Fine, thanks.', 'Better now, thanks.', 'Good, thanks.'],
    offTopic: ['Can we get back to why I’m here?', 'That’s not really what I came to talk about.', 'Let’s not get sidetracked.', 'I’d rather stick to the point, if that’s okay.', 'Maybe another time. Right now I need this sorted.'],
    checkedYes: ['Yes, that works for me.', 'That works, yes.', 'Yes — as long as it actually happens.'],
    checkedPartly: ['Partly. It’s a start.', 'It helps, but it’s not everything.', 'Some of it does.'],
    checkedNothing: ['Does what work? I haven’t heard an offer yet.', 'Work for me how? Nothing’s been offered yet.'],
  },
  ru: {
    acknowledge: ['Так.', 'Ясно.', 'Понятно.', 'Допустим.', '{Продолжайте|Продолжай}.', 'Хорошо.', 'Принято.', 'Угу.', 'Ладно.', 'Слушаю.', 'Хм. Ладно.', 'Договорились.'],
    press: [
      'Мы ещё не решили всё, что меня волнует.',
      'Остаётся ещё то, о чём шла речь.',
      'Но это ведь не всё.',
      'А как быть с остальным?',
      'Я всё ещё жду ответа по остальному.',
      'А мой вопрос так и остался без ответа.',
    ],
    dontKnow: ['Честно, не знаю.', 'Не могу сказать, {простите|прости}.', 'Понятия не имею.', 'Точно не скажу. А это важно?'],
    quote: ['Мне не послышалось — «{quote}»?', '«{quote}»? Серьёзно?', '«{quote}» — это {вы|ты} мне?'],
    echo: ['Значит, {commitment}. Хорошо.', '{commitment} — записываю.', 'Итак: {commitment}. Ловлю на слове.', 'Хорошо, {commitment}. Договорились.'],
    escalate: [
      'Я хочу поговорить с кем-то старше по должности.',
      'Так мы ни к чему не придём. Есть кто-то ещё, с кем можно поговорить?',
      'У меня заканчивается терпение.',
    ],
    after: [
      'Ещё раз спасибо. Думаю, можно заканчивать.',
      'У нас всё в порядке. На этом и закончим?',
      'Честно, это всё. {Давайте|Давай} на этом остановимся.',
      'С моей стороны всё решено, спасибо.',
      'Думаю, мы всё обсудили.',
      'Больше вопросов нет.',
    ],
    told: ['Об этом мне больше нечего добавить.', 'Всё, что знаю, уже прозвучало.', 'Ответ тот же, что и раньше.'],
    goAhead: ['Да, {говорите|говори}.', 'Пара минут есть. Что такое?', 'Да, слушаю.'],
    repeated: [
      'Это понятно. А что {вы|ты} {собираетесь|собираешься} сделать?',
      'Словами дело не решить. Какой план?',
      'Хорошо, это ясно. Что дальше?',
    ],
    holdOn: ['{Подождите|Подожди}, мы ещё не закончили.', '{Постойте|Постой}, не {уходите|уходи}.', 'Так нельзя просто взять и уйти.'],
    parted: [
      'Хорошо, {идите|иди}. Но вопрос не решён, и я к нему вернусь.',
      'Ладно. Тогда буду решать это выше.',
      'Что ж. {Имейте|Имей} в виду: ничего не решено.',
    ],
    partedSome: ['Ладно. Но остальное ещё нужно решить — жду новостей.', 'Хорошо. Ловлю на слове, и остальное тоже нужно решить.', 'Ладно. Только про остальное не {забудьте|забудь}.'],
    sameOffer: ['Да, это уже прозвучало.', 'С первого раза было понятно.', 'Это я уже слышу не в первый раз.'],
    again: ['Повторю:', 'Ещё раз:', 'Я говорю:'],
    nothingMore: ['Мне пока нечего добавить.', 'С моей стороны пока всё.', 'Пожалуй, больше мне сказать нечего.'],
    greet: ['{Здравствуйте|Привет}.', 'Добрый день.', 'Да, {здравствуйте|привет}.'],
    stillHere: ['Да, я здесь.', 'Да, слушаю.', 'Я здесь.'],
    notGreat: ['Бывало и лучше, честно говоря.', 'Честно? Так себе.', 'Не очень, если честно.'],
    fine: ['Спасибо, нормально.', 'Уже лучше, спасибо.', 'Хорошо, спасибо.'],
    offTopic: ['Может, вернёмся к делу?', 'Я здесь не за этим.', 'Не будем отвлекаться.', '{Давайте|Давай} лучше по существу.', 'Как-нибудь в другой раз. Сейчас мне нужно решить вопрос.'],
    checkedYes: ['Да, меня это устраивает.', 'Да, так пойдёт.', 'Да — если так и будет.'],
    checkedPartly: ['Отчасти. Это уже начало.', 'Это помогает, но это не всё.', 'Частично.'],
    checkedNothing: ['Что именно? Предложения пока не было.', 'Устроит что? Пока ничего не предложено.'],
  },
};
