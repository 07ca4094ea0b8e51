import { END, normalise, START } from './words.ts';

/**
 * What a learner commits to, read from their own words in English or Russian: an action ("I'll
 * refund the duplicate"), a deadline ("within 3 working days", «до следующей пятницы»), an amount
 * ("£25", «700 рублей») or something in writing ("I'll email you", «пришлю письмо»). The words are
 * kept exactly as the learner wrote them, so a character echoes "five working days", never "ten".
 */
export type CommitmentKind = 'action' | 'deadline' | 'amount' | 'writing';

export interface Commitment {
  kind: CommitmentKind;
  /** The learner's words, as written. */
  words: string;
}

const re = (source: string) => new RegExp(`${START}(?:${source})${END}`, 'giu');

const NUM_EN = '\\d+(?:[.,]\\d+)?(?:\\s?(?:-|–|to)\\s?\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|fifteen|twenty|thirty|a few|a couple of|several';
const UNIT_EN = '(?:(?:working|business|calendar|bank) )?(?:minutes?|hours?|days?|weeks?|months?)';
const DAY_EN = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const PART_EN = '(?: (?:morning|afternoon|evening|lunchtime))?';
const TIME_EN = '\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)|\\d{1,2}[:.]\\d{2}|noon|midday';

const NUM_RU = '\\d+(?:[.,]\\d+)?(?:\\s?[-–]\\s?\\d+)?|одн\\p{L}*|дв\\p{L}*|тр(?:и|ех|ем)|четыр\\p{L}*|пят\\p{L}*|шест\\p{L}*|сем\\p{L}*|восьм\\p{L}*|десят\\p{L}*|нескольк\\p{L}*|пар\\p{L}* |пол';
const UNIT_RU = '(?:(?:рабоч|банковск|календарн)\\p{L}* )?(?:минут\\p{L}*|час\\p{L}*|дн(?:я|ей|ям)|день|сут\\p{L}*|недел\\p{L}*|месяц\\p{L}*)';
const DAY_RU = '(?:понедельник\\p{L}*|вторник\\p{L}*|сред\\p{L}*|четверг\\p{L}*|пятниц\\p{L}*|суббот\\p{L}*|воскресень\\p{L}*)';

const PATTERNS: Record<CommitmentKind, RegExp[]> = {
  deadline: [
    re(`(?:within|in|inside) (?:the next )?(?:${NUM_EN}) ${UNIT_EN}`),
    re(`(?:${NUM_EN}) ${UNIT_EN}`),
    re(`(?:by|before|until|no later than) (?:the )?(?:end of (?:the |this |next )?(?:day|week|month)|close of business|today|tonight|tomorrow${PART_EN}|(?:this |next )?${DAY_EN}${PART_EN}|${TIME_EN}|the \\d{1,2}(?:st|nd|rd|th))`),
    re(`(?:later )?(?:today|tonight|tomorrow)${PART_EN}|(?:this|next) (?:week|month|${DAY_EN})|on ${DAY_EN}|at ${TIME_EN}|right away|straight away|immediately|this (?:morning|afternoon|evening)`),
    re(`(?:в течение|в пределах|за|через|не позднее чем через) (?:${NUM_RU}) ${UNIT_RU}`),
    re(`(?:до|к|не позднее) (?:следующ\\p{L}* |этой |ближайш\\p{L}* )?(?:${DAY_RU}|конц\\p{L}* (?:дня|недели|месяца)|завтра\\p{L}*|вечера|обеда|\\d{1,2}(?:[:.]\\d{2})?(?: час\\p{L}*)?)`),
    re(`(?:сегодня|завтра|послезавтра)(?: же)?(?: (?:утром|дн[её]м|вечером|до \\d{1,2}(?:[:.]\\d{2})?))?|(?:на|в) (?:этой|следующей) неделе|в (?:этом|следующем) месяце|в (?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)|в \\d{1,2}[:.]\\d{2}|немедленно|сразу же|прямо сейчас`),
  ],
  amount: [
    re(`[£$€]\\s?\\d[\\d,]*(?:\\.\\d{1,2})?|\\d[\\d,]*(?:\\.\\d{1,2})?\\s?(?:pounds?|quid|dollars?|euros?|usd|gbp|eur)|\\d+(?:[.,]\\d+)?\\s?(?:%|percent)`),
    re(`\\d{1,3}(?:[  ]\\d{3})*(?:[.,]\\d{1,2})?\\s?(?:₽|руб\\p{L}*|р\\.|тыс\\p{L}*\\.?(?: руб\\p{L}*)?|доллар\\p{L}*|евро)|\\d+(?:[.,]\\d+)?\\s?(?:%|процент\\p{L}*)`),
  ],
  writing: [
    re(`in writing|written (?:confirmation|summary|plan|note|update)|(?:confirmation|follow-up|summary) (?:e-?mail|letter|message)|(?:e-?mail|text|write to) (?:you|them|it|that|this)|send (?:you |it |that |this )?(?:an? )?(?:written )?(?:e-?mail|confirmation|summary|letter|note)(?: e-?mail| letter| note)?|(?:by|via|in an) e-?mail`),
    re(`письменн\\p{L}*|(?:пришл|отправл|вышл|напиш|продублир)\\p{L}* (?:вам )?(?:на почту|письм\\p{L}*|подтвержден\\p{L}*|по почте|смс|сообщени\\p{L}*|итог\\p{L}*)|на (?:почту|e-?mail|имейл|емейл)|по (?:электронной )?почте|письмом|подтверждени\\p{L}* (?:на почту|письмом|по почте)`),
  ],
  action: [
    re(`(?:i|we)(?:'ll| will| am going to|'m going to| are going to|'re going to| shall| can| could)(?! not)(?: personally| also| now| today| just)? (?!understand|imagine|see|hear|feel|tell)\\p{L}+(?: \\p{L}+){0,5}|let me \\p{L}+(?: \\p{L}+){0,5}|let's \\p{L}+(?: \\p{L}+){0,5}|you(?:'ll| will) (?:get|have|receive|see) \\p{L}+(?: \\p{L}+){0,5}|(?:it|this|that|the \\p{L}+) will be (?:refunded|credited|returned|fixed|sent|replaced|reimbursed|covered|sorted|resolved|paid)(?: \\p{L}+){0,4}|i(?:'ve| have) (?:already )?(?:raised|processed|issued|booked|logged|arranged|refunded|credited|escalated)(?: \\p{L}+){0,4}`),
    re(`(?:я|мы) (?:сейчас |сегодня |лично |сразу |тоже |уже )?(?:верн|оформ|отправ|пришл|вышл|позвон|перезвон|провер|перевед|компенсир|исправ|прослеж|поговор|закаж|назнач|организ|подготов|договор|соглас|займ|разбер|реш|сдела|обеспеч|добав|внес|измен|обнов|переда|свяж|напиш|покро|оплат|возмест|отмен|замен|поменя|выясн|уточн|подтверд|запиш|забронир|предостав|выдел|помог|помож|дам|дадим|возьм|постав|помеч|сообщ|уведом|зафиксир|настро|отключ|подключ|начисл|вычт|распоряж|попрош|приглаш|встреч|обсуд|пересмотр|подним|повыс|сниз)\\p{L}*(?: \\p{L}+){0,5}|давайте \\p{L}+(?: \\p{L}+){0,5}|(?:предлагаю|могу предложить) \\p{L}+(?: \\p{L}+){0,5}|вам (?:вернут|перезвонят|придет|поступ\\p{L}*)(?: \\p{L}+){0,4}|деньги (?:вернутся|придут|поступят)(?: \\p{L}+){0,4}`),
  ],
};

/** A clause that says the opposite: "I can't refund", «не могу вернуть». */
const NEGATED = /(?<![\p{L}])(?:not|n't|never|cannot|no way|не|нельзя|никак)(?![\p{L}])|n't/u;

/** Clauses end at sentence punctuation, a dash or a semicolon; a commitment never spans two. */
const clausesOf = (text: string) => text.split(/[.!?;:…]+(?!\d)|\s[—–-]\s|,\s(?=(?:but|а|но)\s)/u);

export function commitmentsIn(message: string): Commitment[] {
  const found: Commitment[] = [];
  for (const clause of clausesOf(message)) {
    const lower = normalise(clause);
    for (const kind of ['deadline', 'amount', 'writing', 'action'] as const) {
      for (const pattern of PATTERNS[kind]) {
        for (const match of lower.matchAll(pattern)) {
          if (kind === 'action' && NEGATED.test(lower.slice(Math.max(0, match.index - 12), match.index + match[0].length))) continue;
          const words = original(clause, match.index, match[0].length).trim();
          if (words && !found.some((c) => c.kind === kind && c.words.includes(words))) found.push({ kind, words });
        }
      }
    }
  }
  // The longest phrase of each kind first: it is what a character would repeat back.
  return found.sort((a, b) => (a.kind === b.kind ? b.words.length - a.words.length : 0));
}

/**
 * The learner's own characters for a match found in the normalised clause. Normalising keeps every
 * character's position except runs of spaces, which a learner rarely types inside a commitment.
 */
function original(clause: string, index: number, length: number): string {
  const collapsed = clause.replace(/\s+/g, ' ');
  return collapsed.slice(index, index + length);
}

export const hasCommitment = (commitments: Commitment[], kind: CommitmentKind) => commitments.some((c) => c.kind === kind);
