import { lexicon } from './markers.ts';

/**
 * Concrete time: a deadline, a day or a span the reader can hold someone to ("by Friday", "within 3
 * working days", «до следующей пятницы», «в течение пяти рабочих дней», «к понедельнику», «завтра до 12»).
 * Russian weekdays and numbers are stems, so every case counts («пятницы», «пятнице», «пятницу»).
 */
const WEEKDAY_EN = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri)';
const MONTH_EN = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';
const COUNT_EN = '(?:\\d+(?:[.,]\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty-eight|a couple of|a few)';
const UNIT_EN = '(?:working |business |calendar )?(?:minute|hour|day|week|month)s?';
const WEEKDAY_RU = '(?:понедельник|вторник|сред|четверг|пятниц|суббот|воскресень)\\p{L}*';
const MONTH_RU = '(?:январ|феврал|март|апрел|ма[йяю]|июн|июл|август|сентябр|октябр|ноябр|декабр)\\p{L}*';
const COUNT_RU = '(?:\\d+(?:[.,]\\d+)?|од(?:ин|ного|ной|ну|на)|дв(?:а|е|ух)|тр(?:и|ех)|четыр(?:е|ех)|пят(?:ь|и)|шест(?:ь|и)|сем(?:ь|и)|десят(?:ь|и)|'
  + 'пятнадцат(?:ь|и)|двадцат(?:ь|и)|тридцат(?:ь|и)|сорока восьми|пары|нескольк\\p{L}*)';
const UNIT_RU = '(?:рабоч\\p{L}* |календарн\\p{L}* |банковск\\p{L}* )?(?:минут|час|дн|ден|сут|недел|месяц)\\p{L}*';
const NEXT_RU = '(?:следующ|ближайш|эт|будущ)\\p{L}* ';
// Not part of a bigger number: «до 2 100 подписчиков», «в 1,8 миллиона».
const CLOCK = '\\d{1,2}(?:[:.]\\d{2})?(?![.,]?\\d|[  ]\\d{3}(?!\\d))';
const HOUR = '(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d)?';

export const TIMED = lexicon({
  deadline: [
    `(?:by|before|until|no later than) (?:the )?\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH_EN}`, `(?:by|before|until|no later than) ${MONTH_EN} \\d{1,2}(?:st|nd|rd|th)?`,
    `(?:by|before|until|no later than) (?:the )?(?:today|tomorrow|tonight|noon|midday|midnight|${WEEKDAY_EN}|next ${WEEKDAY_EN}|next week|the end of (?:the )?(?:day|week|month)|end of (?:the )?(?:day|week|month)|eod|close of business|cob|${CLOCK}|${MONTH_EN})~`,
    `(?:within|in|inside) (?:the next )?${COUNT_EN} ${UNIT_EN}`, `(?:within|in) (?:the )?(?:hour|day|week)`, 'end of (?:the )?(?:day|week)', 'eod',
    `до (?:${NEXT_RU})?(?:${WEEKDAY_RU}|завтра|вечера|обеда|утра|полудня|конца (?:дня|недели|месяца|рабочего дня)|${COUNT_RU} ${MONTH_RU}|\\d{1,2} ${MONTH_RU}|${CLOCK})`,
    `к (?:${NEXT_RU})?(?:${WEEKDAY_RU}|вечеру|утру|обеду|полудню|концу (?:дня|недели|месяца)|\\d{1,2} ${MONTH_RU}|${CLOCK})`,
    `(?:в течение|за|через|не позднее чем через|не позже чем через) (?:${NEXT_RU})?(?:${COUNT_RU} )?${UNIT_RU}`, 'через (?:час|полчаса|неделю|день)~',
    `не позднее ~`, `не позже ~`,
  ],
  // Days ahead: only the future is in them.
  future: [
    'tomorrow', `next (?:week|month|${WEEKDAY_EN})`, `on ${WEEKDAY_EN}`, `this ${WEEKDAY_EN}`, `${WEEKDAY_EN} (?:morning|afternoon|evening)`,
    `first thing (?:tomorrow|in the morning|on ${WEEKDAY_EN}|${WEEKDAY_EN})`, `(?:on )?(?:the )?\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH_EN}`, `${MONTH_EN} \\d{1,2}(?:st|nd|rd|th)?`,
    // Not «завтрак» (breakfast).
    'завтра(?!к)~', 'послезавтра', `во? (?:${NEXT_RU})?(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)`, `на следующей неделе`, `\\d{1,2} ${MONTH_RU}`,
    // A day of the month named on its own: "new date the 14th", «новый срок — 14-е», «к 14-му».
    '(?:on|for) the \\d{1,2}(?:st|nd|rd|th)', '(?<=(?:date|deadline)(?: is| of|:| —| -)? )(?:the )?\\d{1,2}(?:st|nd|rd|th)',
    '(?:на|к|до) \\d{1,2}-(?:е|го|му)(?: числа)?', 'срок(?: —| -|:)? \\d{1,2}-(?:е|го)',
  ],
  // Days that are also the present: "we are busy today" states, "I'll do it today" commits.
  day: [
    'today', 'tonight', 'this (?:afternoon|morning|evening|week)', 'right now', 'right away', 'immediately', 'straight away', 'as we speak',
    'сегодня~', `на этой неделе`, 'прямо сейчас', 'немедленно', 'сейчас же', 'в ближайш\\p{L}* (?:час|полчаса|минут)~',
  ],
  clock: [
    // An hour of the day: "pay at 30 days" and "at 15%" are no time.
    `at ${HOUR} ?(?:am|pm|a\\.m\\.|p\\.m\\.)?(?! ?(?:%|per ?cent|days?|weeks?|months?|years?)(?![\\p{L}]))`, `${CLOCK} ?(?:am|pm)`, 'at noon', 'at midday', `в ${CLOCK}(?! ?(?:%|руб|раз|шт|тыс|млн|миллион))`, `к ${CLOCK}`, 'в полдень',
  ],
});

/** Numbers, amounts, dates and days: details a reader can check, in or out of a commitment. */
export const SPECIFIC = lexicon({
  number: ['\\d+(?:[.,:]\\d+)?%?~', '[£$€₽]\\s?\\d~'],
  date: [WEEKDAY_EN, MONTH_EN.replace('may|', ''), WEEKDAY_RU, `\\d{1,2} ${MONTH_RU}`, '(?:январ|феврал|апрел|июн|июл|август|сентябр|октябр|ноябр|декабр)~'],
});
