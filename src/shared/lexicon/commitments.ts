import { lexicon } from './markers.ts';

// "I will not", "we can't" and "I'd rather not" commit to nothing.
const NOT_AFTER = '(?! not| never| no longer)';

/** Committing to an action or putting one on the table: "I will…", "let's…", «я отправлю», «давайте…». */
export const PROPOSAL = lexicon({
  commitment: [
    `i will${NOT_AFTER}`, `i'll${NOT_AFTER}`, `we will${NOT_AFTER}`, `we'll${NOT_AFTER}`, `i'm going to${NOT_AFTER}`, `we're going to${NOT_AFTER}`,
    'i am going to', 'let me (?!know|make sure i|check i|see if i)~', "i've (?:already )?(?:asked|booked|arranged|escalated|sent|raised|started|refunded|issued|cancelled|credited)",
    'i have (?:already )?(?:asked|booked|arranged|escalated|sent|raised|started|refunded|issued|cancelled|credited)',
    'я (?:сам |сама |лично |сейчас |сегодня |завтра )?(?:сделаю|прослежу|отправлю|пришлю|подготовлю|организую|решу|исправлю|проверю|верну|оформлю|свяжусь|перезвоню|позвоню|напишу|узнаю|передам|отменю|уточню|закажу|выясню|запрошу|попрошу|возьму|договорюсь|разберусь|поговорю|назначу|перешлю|переведу|начислю)~',
    'мы (?:сейчас |сегодня |завтра )?(?:сделаем|отправим|пришлём|пришлем|вернём|вернем|заменим|исправим|проверим|оформим|компенсируем|начислим|переведём|переведем|отменим|организуем|подготовим)~',
    'верн(?:ём|ем|у)', 'компенсир~', 'заменим', 'назначим', 'уже (?:отправил|оформил|запросил|передал|вернул|отменил)~',
  ],
  offer: [
    "let's", 'let us', 'we can', 'we could', 'i can(?! imagine| see| hear| understand)', 'i could', 'i suggest', "i'd suggest", 'i propose', 'how about', 'what if we',
    'here is what', "here's what", 'my plan', 'i offer', "i'd like to offer", 'i recommend', 'one option', 'another option', 'could we', 'shall we',
    'would it help if', 'would you like (?:me to|us to)', 'i would like to (?:offer|propose|suggest)',
    'давайте', 'предлагаю', 'предложу', 'мы можем', 'я могу(?! представить| понять)', 'могу предложить', 'можем предложить', 'план~', 'вариант\\p{L}*(?! нет)',
    'хотите, я', 'если хотите, (?:я|мы)', 'как насчёт',
  ],
}, { negatable: true });

/** Saying what happens after this conversation: a follow-up, an update, a check-in. */
export const NEXT_STEP = lexicon({
  nextStep: [
    'next steps?', 'follow(?:-| )?up', "i'll (?:call|email|send|update|check|text|write|confirm|let you know)", 'i will (?:call|email|send|update|check|text|write|confirm|let you know)',
    'keep you (?:posted|updated|informed)', 'get back to you', 'check in', 'let you know', 'confirm (?:by|in writing|with you)', 'update you',
    'следующ(?:ий|им|ие) шаг~', 'свяжусь', 'сообщу', 'напишу вам', 'позвоню', 'перезвоню', '(?:буду )?держать (?:вас )?в курсе', 'вернусь к вам', 'отпишусь',
    'подтвержу', 'пришлю подтверждение', 'дам знать', 'отчитаюсь',
  ],
}, { negatable: true });

/**
 * Vagueness about what will happen: timing that binds no one ("at some point", «потом»), hedges
 * ("maybe", «наверное») and placeholders ("something", «что-нибудь»). Whether a hedge or placeholder
 * makes a reply vague depends on its context, which the reader of the reply decides.
 */
export const VAGUE = lexicon({
  timing: [
    'at some point', 'sometime', 'some time', 'one day', "we'll see", 'we will see', 'later', 'eventually', 'soon(?:ish)?', 'in due course', 'when i can', 'asap',
    'когда-нибудь', 'когда-то', 'посмотрим', 'потом', 'позже', 'как-нибудь потом', 'со временем', 'скоро', 'в своё время', 'в свое время', 'как получится',
  ],
  hedge: [
    'maybe', 'perhaps', 'i guess', 'i suppose', 'kind of', 'sort of', 'probably', 'possibly', 'might', 'hopefully', 'try to', 'see what (?:i|we) can do',
    'может быть', 'может', 'наверное', 'наверно', 'возможно', 'постараюсь', 'попробую', 'попробуем', 'надеюсь', 'как-то', 'вроде', 'посмотрю, что (?:можно|могу)~',
  ],
  placeholder: [
    'something', 'somehow', 'some kind of', 'stuff', 'things', 'whatever (?:we|i) can', 'что-нибудь', 'что-то', 'как-нибудь', 'кое-что', 'что-либо',
  ],
});
