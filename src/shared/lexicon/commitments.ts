import { lexicon } from './markers.ts';

// "I will not", "we can't" and "I'd rather not" commit to nothing.
const NOT_AFTER = '(?! not| never| no longer)';
// Russian drops the pronoun and marks the person on the verb: a first-person future ends in a consonant and -у/-ю
// («проверю», «пришлю», «закончу»). Present-tense verbs of that shape that promise nothing are left out.
const NOT_A_PROMISE_RU = '(?:между|вижу|хочу|прошу|говорю|сижу|люблю|живу|иду|жду|сплю|беру|ищу|держу|верю|смотрю|слышу|боюсь|молчу|помню|ценю|благодарю|'
  + 'могу|пишу|звоню|несу|плачу|стою|извиняюсь|сержусь|злюсь|шучу|вру|учусь|горжусь|тороплюсь|спешу|лежу|кричу|скажу|виню|настаиваю|прошу)';
// «мы поставим», «мы дадим»: a first-person plural future, less the present-tense verbs of the same shape that promise nothing.
const NOT_A_PROMISE_1PL_RU = '(?:видим|хотим|знаем|думаем|понимаем|слышим|ждем|говорим|считаем|просим|извиняемся|сожалеем|ценим|любим|помним|стоим|сидим|'
  + 'живем|работаем|делаем|платим|можем|верим|смотрим|идем|едем|боимся|надеемся|благодарим|уважаем|имеем|получаем|теряем)';
const FUTURE_1PL_RU = `(?!${NOT_A_PROMISE_1PL_RU}(?![\\p{L}]))[\\p{L}]{3,}(?:ем|им|ём)(?:ся)?(?![\\p{L}])`;
// Datives such as «почему», «кому», «ему» share the ending; a verb has at least four letters.
const FUTURE_1SG_RU = `(?!${NOT_A_PROMISE_RU}(?![\\p{L}]))(?![\\p{L}]*[ое]му(?![\\p{L}]))[\\p{L}]{2,}[^аеиоуыэюя\\s\\p{P}\\d](?:у|ю)(?:сь)?`;
const ADVERBS_RU = '(?:(?:сейчас|сегодня|завтра|тогда|обязательно|лично|сразу|сама?|же|тоже|также|немедленно|прямо|уже|вам|вас|это|его|её|ее|их|[\\p{L}]+-нибудь) )*';

// Third-person futures of what is done for the other side (perfective: a future, not a habit).
const RU_THIRD_FUTURE = '(?:возьм[её]т|возьмут|займ[её]тся|займутся|подключится|подключатся|перейд[её]т|перейдут|пойд[её]т|пойдут|поможет|помогут|подхватит|подхватят|'
  + 'сделает|сделают|проверит|проверят|пришл[её]т|пришлют|позвонит|позвонят|перезвонит|перезвонят|привез[её]т|привезут|доставит|доставят|вернут|'
  + 'заменит|заменят|починит|починят|установит|установят|оформит|оформят)';

// "Let's get back to it", "let us sort this out", «давайте вернёмся к делу»: steering the talk, no step put on the table.
const STEERING_EN = "(?! (?:talk|discuss|get back|go back|come back|return|focus|start|begin|recap|sum up|move on|calm down|slow down|not|see|think|hear|understand|clarify|"
  + "try to (?:understand|figure|work)|take a (?:step back|breath|moment|minute|second)|be (?:honest|clear|calm|realistic|fair|frank)|get (?:started|to (?:it|the point|business))|"
  + "(?:sort|figure|work) (?:this|it|that|things) out|go (?:over|through)|keep (?:calm|it (?:short|simple|civil))|stick to|back up)(?![\\p{L}]))";
const STEERING_RU = "(?! (?:вернемся|поговорим|обсудим|начнем|разберемся|успокоимся|посмотрим|подумаем|по порядку|по существу|к делу|ближе к делу|уточним|проясним|"
  + "сосредоточимся|остановимся|спокойно|без эмоций|не будем|честно|разбираться|говорить|попробуем (?:разобраться|понять)|поймем|выясним|продолжим|перейдем к делу)(?![\\p{L}]))";

/** Committing to an action or putting one on the table: "I will…", "let's…", «я отправлю», «давайте…». */
export const PROPOSAL = lexicon({
  commitment: [
    `i will${NOT_AFTER}`, `i'll${NOT_AFTER}`, `we will${NOT_AFTER}`, `we'll${NOT_AFTER}`, `i'm going to${NOT_AFTER}`, `we're going to${NOT_AFTER}`,
    'i am going to', 'let me (?!know|make sure i|check i|see if i)~',
    // Someone else committed to by the learner: "the engineer will fix it by 4", "someone will call you".
    `(?<!you )will(?! not| never| have to| need to)`, `(?!you')\\p{L}+'ll(?! not| have to| need to)`,
    "i've (?:already )?(?:asked|booked|arranged|escalated|sent|raised|started|refunded|issued|cancelled|credited)",
    'i have (?:already )?(?:asked|booked|arranged|escalated|sent|raised|started|refunded|issued|cancelled|credited)',
    // Done already on their behalf ("I've rebooked you"), not what the learner noticed or heard.
    "i(?:'ve| have) (?:already |just )?(?!noticed|heard|realised|realized|understood|listened|learned|learnt|wondered|tried|seen|been|had|felt|thought)\\p{L}+ed",
    'я (?:сам |сама |лично |сейчас |сегодня |завтра )?(?:сделаю|прослежу|отправлю|пришлю|подготовлю|организую|решу|исправлю|проверю|верну|оформлю|свяжусь|перезвоню|позвоню|напишу|узнаю|передам|отменю|уточню|закажу|выясню|запрошу|попрошу|возьму|договорюсь|разберусь|поговорю|назначу|перешлю|переведу|начислю)~',
    'мы (?:сейчас |сегодня |завтра )?(?:сделаем|отправим|пришлём|пришлем|вернём|вернем|заменим|исправим|проверим|оформим|компенсируем|начислим|переведём|переведем|отменим|организуем|подготовим)~',
    // With the pronoun dropped, at the start of a clause: «Ладно, пришлю», «… — пришлю письменно».
    `(?:я|мы) ${ADVERBS_RU}${FUTURE_1SG_RU}`, `(?<=^|[.!?…;:,—–]\\s{0,3})${ADVERBS_RU}${FUTURE_1SG_RU}`, `мы ${ADVERBS_RU}${FUTURE_1PL_RU}`,
    `(?:мы )?будем ${ADVERBS_RU}[\\p{L}]+(?:ть|ться|ти)(?![\\p{L}])`,
    // Someone else committed to, as with "will": «Костя возьмёт проверку данных», «вам перезвонят», «столешница будет готова».
    `${RU_THIRD_FUTURE}`, '(?:будет|будут) (?:ждать|готов\\p{L}*|[\\p{L}]+(?:ан|ен|ён|ят)(?:а|о|ы)?)(?![\\p{L}])',
    'я (?:уже )?(?:поставил|оформил|отправил|отменил|вернул|запросил|передал|заказал|забронировал|назначил|договорился|связался|начислил|перевёл|перевел)~',
    'верн(?:ём|ем|у)', 'компенсир~', 'заменим', 'назначим', 'уже (?:отправил|оформил|запросил|передал|вернул|отменил)~',
  ],
  offer: [
    // "Happy to — what is…?" agrees to be asked, it offers nothing.
    `let's${STEERING_EN}`, `let us${STEERING_EN}`, "(?:i'd be |i would be |i'm |i am |we're |we are |we'd be )?(?:happy|glad) to(?= \\p{L})",
    "here(?:'s| is) (?:the|my|our) (?:plan|split|proposal|offer|deal|number|mobile|direct line|card)", 'вот (?:мой|наш) (?:план|номер|мобильный|телефон|вариант)', `we can${NOT_AFTER}`, `we could${NOT_AFTER}`, `i can(?! imagine| see| hear| understand| not)`, `i could${NOT_AFTER}`, 'i suggest', "i'd suggest", 'i propose', 'how about', 'what if we',
    'here is what', "here's what", 'my plan', 'i offer', "i'd like to offer", 'i recommend', 'one option', 'another option', `could we${STEERING_EN}`, `shall we${STEERING_EN}`,
    'would it help if', 'would you like (?:me to|us to)', 'i would like to (?:offer|propose|suggest)', '(?:which )?would you prefer', 'would you rather',
    'как вам удобнее', 'что вам удобнее', 'вам (?:будет )?удобнее', 'что вы предпочитаете', 'или (?:мы )?(?:переселим|починим|вернём|заменим)~',
    // A plan is on the table when it is the learner's («мой план такой»), not when it is asked about («где слабое место вашего плана?»).
    `давай(?:те)?${STEERING_RU}`, 'предлагаю', 'предлагаем', 'предложу', 'хочешь, я', 'если хочешь, (?:я|мы)', 'как тебе удобнее', 'что тебе удобнее', 'тебе (?:будет )?удобнее', 'мы можем', 'я могу(?! представить| понять)', 'могу предложить', 'можем предложить', '(?:мой|наш) план(?: такой| действий)?', 'план (?:такой|следующий|действий)', 'по (?:моему|нашему) плану', 'планиру(?:ю|ем)', 'вариант\\p{L}*(?! нет)',
    'хотите, я', 'если хотите, (?:я|мы)', 'как насчёт',
    // A conditional offer in a negotiation: "we'd sign for 24 months", «готовы подписать на два года».
    "(?:i|we)(?:'d| would) (?:be willing to |be prepared to )?(?:sign|commit|agree|accept|pay|offer|give|extend|increase|raise|lower|reduce|cover|guarantee|add|include|throw in|split)",
    "(?:i'm|i am|we're|we are) (?:willing|prepared|ready) to", "i(?:'ve| have) (?:already )?put",
    'готов(?:а|ы)? (?:бы )?(?:предложить|подписать|пойти|уступить|увеличить|снизить|продлить|рассмотреть|оплатить|взять|добавить|согласиться|компенсировать)',
    '(?:я|мы) (?:бы )?(?:подписали|согласились|предложили|оплатили|добавили|взяли)',
  ],
}, { negatable: true });

/** Saying what happens after this conversation: a follow-up, an update, a check-in. */
export const NEXT_STEP = lexicon({
  nextStep: [
    'next steps?', 'follow(?:-| )?up', "i'll (?:call|email|send|update|check|text|write|confirm|let you know)", 'i will (?:call|email|send|update|check|text|write|confirm|let you know)',
    'keep you (?:posted|updated|informed)', 'get back to you', 'check in(?! on how| to see how)', 'let you know', 'confirm (?:by|in writing|with you)', 'update you',
    'следующ(?:ий|им|ие) шаг~', 'свяжусь', 'сообщу', 'напишу вам', 'позвоню', 'перезвоню', '(?:буду )?держать (?:вас )?в курсе', 'вернусь к вам', 'отпишусь',
    'подтвержу', 'пришлю подтверждение', 'дам знать', 'отчитаюсь',
    // What changes from a day on: "from Monday, Jonas takes half the reviews", «с этого дня звоните мне».
    'from now on', '(?:starting|from) (?:today|tomorrow|next week|next month|monday|tuesday|wednesday|thursday|friday)', 'отныне', 'с этого (?:дня|момента)',
    'со? (?:понедельника|вторника|среды|четверга|пятницы|завтрашнего дня|завтра|следующей недели|следующего месяца)',
  ],
}, { negatable: true });

/**
 * Vagueness about what will happen: timing that binds no one ("at some point", «потом»), hedges
 * ("maybe", «наверное») and placeholders ("something", «что-нибудь»). Whether a hedge or placeholder
 * makes a reply vague depends on its context, which the reader of the reply decides.
 */
export const VAGUE = lexicon({
  timing: [
    'at some point', 'sometime', 'some time', 'one day', "(?:i|we)(?:'ll| will) (?:see|think about it|have a think)", 'подумаю', 'подумаем', 'later', 'eventually', 'soon(?:ish)?', 'in due course', 'when i can', 'asap',
    'когда-нибудь', 'когда-то', 'посмотрим', 'потом', 'позже', 'как-нибудь потом', 'со временем', 'скоро', 'в своё время', 'в свое время', 'как получится',
  ],
  hedge: [
    'maybe', 'perhaps', 'i guess', 'i suppose', 'kind of', 'sort of', 'probably', 'possibly', 'might', 'hopefully', 'try to', 'see what (?:i|we) can do',
    'может быть', 'может', 'наверное', 'наверно', 'возможно', 'постараюсь', 'попробую', 'попробуем', 'надеюсь', 'как-то', 'вроде', 'посмотрю, что (?:можно|могу)~',
  ],
  placeholder: [
    'something', 'some kind of', 'stuff', 'things', 'whatever (?:we|i) can', 'что-нибудь', 'что-то', 'кое-что', 'что-либо',
  ],
  // Who or how, left open: "someone will call", «как-нибудь решим».
  agent: [
    'someone', 'somebody', 'somehow', 'кто-нибудь', 'кто-то', 'кого-нибудь', 'кого-то', 'как-нибудь',
  ],
});

/** A sum of money or a percentage, with its currency: "£25", "15%", «3 900 рублей», «700 ₽». */
export const AMOUNT = lexicon({
  amount: [
    '[£$€₽]\\s?\\d[\\d,]*(?:\\.\\d{1,2})?(?:\\s?(?:million|billion|bn|m|k))?', '\\d+(?:[.,]\\d+)?\\s?(?:млн|миллион\\p{L}*|млрд|миллиард\\p{L}*)(?: руб\\p{L}*)?', '\\d[\\d,]*(?:\\.\\d{1,2})?\\s?(?:pounds?|quid|dollars?|euros?|usd|gbp|eur|byn)', '\\d+(?:[.,]\\d+)?\\s?(?:%|percent|per cent)',
    '\\d{1,3}(?:[  ]\\d{3})*(?:[.,]\\d{1,2})?\\s?(?:₽|руб\\p{L}*|р\\.|тыс\\p{L}*\\.?(?: руб\\p{L}*)?|доллар\\p{L}*|евро)', '\\d+(?:[.,]\\d+)?\\s?(?:процент\\p{L}*)',
  ],
});

/** Putting it in writing: "in writing", "I'll email you", «пришлю письмо», «письменно». */
export const IN_WRITING = lexicon({
  writing: [
    'in writing', 'written (?:confirmation|summary|plan|note|update)', '(?:confirmation|follow-up|summary) (?:e-?mail|letter|message)', '(?:e-?mail|text|write to) (?:you|them|it|that|this)',
    'send (?:you |it |that |this )?(?:an? )?(?:written )?(?:e-?mail|confirmation|summary|letter|note)(?: e-?mail| letter| note)?', '(?:by|via|in an) e-?mail',
    'письменн\\p{L}*', '(?:пришл|отправл|вышл|напиш|продублир)\\p{L}* (?:вам )?(?:на почту|письм\\p{L}*|подтвержден\\p{L}*|по почте|смс|сообщени\\p{L}*|итог\\p{L}*)',
    'на (?:почту|e-?mail|имейл|емейл)', 'по (?:электронной )?почте', 'письмом', 'подтверждени\\p{L}* (?:на почту|письмом|по почте)',
  ],
}, { negatable: true });
