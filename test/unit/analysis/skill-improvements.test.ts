import { expect } from 'chai';
import type { AnalysisTranscript } from '#src/modules/analysis/domain/ports.ts';
import { OfflineSkillAnalyzer } from '#src/modules/analysis/infrastructure/offline/offline-skill-analyzer.ts';
import { translator } from '#src/modules/analysis/infrastructure/written-analysis.ts';
import { describeImprovement } from '#src/shared/describe-findings.ts';
import { SKILLS, type Skill } from '#src/shared/findings.ts';

/** "What to work on" follows the weakest skills (audit F3): a skill under 7 is never left with "nothing to fix". */
const analyzer = new OfflineSkillAnalyzer();

// The improvement kinds that tell a learner how to lift each skill: the message issues, and what a reply lacked.
const LIFTS: Record<Skill, string[]> = {
  empathy: ['insult', 'shouting', 'dismissive', 'blame', 'sarcasm', 'flat', 'unacknowledged'],
  composure: ['insult', 'shouting', 'dismissive', 'blame', 'exclamation', 'sarcasm', 'tooShort'],
  clarity: ['tooShort', 'tooLong', 'vague', 'unanswered', 'runOn', 'noDetail'],
  problemSolving: ['vague', 'untimed', 'noWayForward'],
  activeListening: ['noQuestion', 'unreflected'],
};

const talk = (locale: 'en' | 'ru', name: string, turns: [string, string][]): AnalysisTranscript => ({
  locale,
  messages: turns.flatMap(([line, reply]) => [{ role: 'ai' as const, content: line, speakerName: name, speakerRole: 'Client' }, { role: 'user' as const, content: reply }]),
});

// The audited sessions, as the results page showed them: Boris (ru, problem solving 6.2, clarity 6.7, "nothing to fix").
const BORIS = talk('ru', 'Марина Сергеевна', [
  ['Спасибо, что позвонили. Скажу прямо: не верю, что «Смена+» стоит 98 тысяч в месяц, и сомневаюсь, что один звонок это изменит. Ну, слушаю.',
    'Здравствуйте, спасибо, что нашли время. Понимаю, что цена сейчас кажется высокой.'],
  ['Ценю. Я не против самого сервиса — я против того, чтобы платить за то, что половина команды даже не открывала. Мы и сейчас составляем график в таблице и согласовываем замены в WhatsApp. Это нам ничего не стоит — зачем платить больше тысячи рублей за каждого сотрудника за то же самое?',
    'Расскажите, пожалуйста, почему вам кажется, что это слишком дорого?'],
  ['На график у меня уходит около шести часов в неделю — в основном на то, чтобы по чатам выяснять, кто с кем поменялся. Две клиники, которые работали в «Смене+», мне почти не писали.',
    'Понятно. То есть главная проблема в том, что функцией графиков пользуются только две клиники?'],
  ['В прошлом месяце в двух клиниках в одну и ту же субботу не хватило людей, и пришлось отменить девятнадцать приёмов. Средний чек у нас около семи тысяч, так что ощутимо.',
    'Что происходит сейчас, когда смена в другой клинике остаётся незакрытой?'],
  ['Остальные четыре заведующие сказали, что им некогда разбираться в новой системе. Им никто ничего не показывал — я просто переслала ваше приветственное письмо.',
    'Слышу вас: время ваших менеджеров на звонки — это тоже реальные расходы.'],
  ['Спасибо, что понимаете. Честно говоря, больше всего я переживаю из-за разговора с Арменом Вартановичем. Я так и не поняла, что он умеет такого, чего не умеет моя таблица.',
    'Что если мы бесплатно проведём обучение для остальных четырёх клиник на следующей неделе?'],
  ['Ладно. Обещание, которое можно проверить, стоит больше любых извинений. Армену Вартановичу нужна цифра: сколько часов экономим, сколько отмен избегаем — что-то, что можно положить рядом с ежемесячным платежом. Если расчёт сходится, он подписывает.',
    'Хватит ли вам двух недель продления, чтобы понять, экономит ли это время?'],
  ['Точно не скажу. А это важно?', 'Отлично. Можем ли мы назначить 20-минутный звонок с вашим директором в четверг?'],
  ['Так. Вот это уже можно проверить. Честно, не знаю.', 'Спасибо, сегодня пришлю письмо с продлением и планом обучения.'],
]);

// Carol (en, active listening 6.7 without a single reflection).
const CAROL = talk('en', 'Emma', [
  ['Oh. Hi. The mockups, yeah. Sorry. Soon.', 'Hi, I wanted to talk about the mockups for the onboarding flow.'],
  ['Mm. Marketing pulled me into the rebrand on Monday morning. The Head of Brand said it was top priority and I didn\'t feel I could say no.', 'What got in the way this week?'],
  ['Since you\'re asking, it does bother me more than I let on. Three screens are basically done: welcome, account setup and notification permissions.', 'ok'],
  ['I\'m listening — sorry, my head\'s a mess today. I\'ve still got the rebrand due Friday. I don\'t know which one I\'m allowed to let slip.', 'I understand you had a lot on your plate with the other project.'],
  ['Thanks. Both things are urgent and both are mine. That\'s the bit I can\'t untangle.', 'So the main blocker was the changing requirements from product?'],
  ['Thanks for asking, actually. I couldn’t tell you, sorry.', 'How about you share the three most important screens by 4pm today, and the rest tomorrow morning?'],
  ['The rebrand deadline is Friday.', 'I can ask the product manager to freeze the requirements. Would that help?'],
  ['I’m not sure — does it matter?', 'Great, let\'s check in at 3pm to see how it\'s going.'],
]);

describe('Offline rubric: what to work on follows the weakest skills (audit F3)', () => {
  for (const [who, session] of [['Boris (ru)', BORIS], ['Carol (en)', CAROL]] as const) {
    it(`${who}: every skill under 7 gets an improvement that lifts it, quoting the learner's own words`, async () => {
      const analysis = await analyzer.analyze(session);
      const weak = SKILLS.filter((skill) => analysis.scores[skill].score < 7);
      expect(weak, 'the audited session has skills under 7').not.to.be.empty;
      const kinds = analysis.findings.improvements.map((f) => f.kind);
      for (const skill of weak) expect(kinds.some((k) => LIFTS[skill].includes(k)), `${skill} ${analysis.scores[skill].score}: ${kinds.join(', ')}`).to.equal(true);
      for (const finding of analysis.findings.improvements) {
        const said = session.messages[finding.messageNumber - 1]!;
        expect(said.role).to.equal('user');
        expect(said.content, finding.kind).to.include(finding.quote!.replace(/…$/, ''));
        for (const language of ['en', 'ru'] as const) {
          const words = describeImprovement(translator(language), finding)!;
          expect(words.issue + words.suggestion, `${finding.kind} in ${language}`).not.to.match(/\{\{|skill\.|issue\./);
        }
      }
      expect(analysis.improvements.length).to.be.within(1, 5);
    });
  }

  it('Boris: asks to answer the question she asked, and to follow a bare statement with a step and a time', async () => {
    const { findings } = await analyzer.analyze(BORIS);
    expect(findings.improvements.map((f) => [f.messageNumber, f.kind])).to.deep.equal([[4, 'unanswered'], [10, 'noWayForward']]);
  });

  it('Carol: points at the reply that went past what Emma had just said', async () => {
    const { findings } = await analyzer.analyze(CAROL);
    const unreflected = findings.improvements.find((f) => f.kind === 'unreflected')!;
    expect(unreflected).to.include({ messageNumber: 4, quote: 'What got in the way this week?' });
    expect(describeImprovement(translator('en'), unreflected)!.issue).to.equal(
      'Your reply "What got in the way this…" did not say back what they had just told you, so they cannot tell whether you heard it.',
    );
  });

  it('adds nothing when every skill reached 7, and never puts a gap on a message that has an issue of its own', async () => {
    const strong = talk('en', 'Dana', [
      ['The delivery was late again and my team had to wait. I am really upset.', "I'm so sorry, that sounds really frustrating. So the delivery was late again and your team was left waiting?"],
      ['Yes, the third time this quarter.', 'I understand how stressful that must be. What would help your team most right now?'],
      ['A firm date, and someone to call us.', 'I will send the parts by Friday at 10:00 and call you on Thursday at 4 pm to confirm. Does that work for you?'],
    ]);
    const analysis = await analyzer.analyze(strong);
    expect(SKILLS.filter((skill) => analysis.scores[skill].score < 7)).to.deep.equal([]);
    expect(analysis.findings.improvements).to.deep.equal([]);
    // Every skill is weak after a bare "ok", yet the message keeps its own issue rather than a list of what it lacked.
    const oneWord = await analyzer.analyze(talk('en', 'Dana', [['The delivery was late again. I am really upset.', 'ok']]));
    expect(oneWord.findings.improvements.map((f) => f.kind)).to.deep.equal(['tooShort']);
  });
});
