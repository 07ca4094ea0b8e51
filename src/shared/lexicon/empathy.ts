import { lexicon } from './markers.ts';

/**
 * Acknowledging the other side, strongest first: naming their feeling, apologising, saying they have
 * a point, thanking them. English and Russian in one lexicon (learners switch mid-session); Russian
 * phrases are stems so every inflection counts («понимаю», «понимаем», «расстроены», «расстроило»).
 * Negated phrases do not count: "I don't understand why you…", «не переживайте».
 */
export const EMPATHY = lexicon({
  feeling: [
    'i (?:completely |totally |fully |really |do )?understand', "i can(?:'t| ?not)? (?:only )?imagine", 'i can (?:see|hear|understand)',
    'i hear (?:you|that|how|what)', 'i see (?:why|how|that)', 'i get (?:why|it|that|how)', 'that sounds', 'it sounds like (?:this|that|it)',
    'sounds (?:really |very |so |incredibly )?(?:frustrating|stressful|hard|difficult|upsetting|awful|annoying|worrying|exhausting)',
    'must (?:be|have been|feel) (?:so |really |very |incredibly )?(?:frustrat|hard|difficult|stressful|annoy|upset|exhaust|worr|awful|disappoint|tired|furious|angry|a (?:pain|nightmare|shock|worry))~',
    'frustrat~', 'upset~', 'annoy~', 'angry', 'anger', 'disappoint~', 'stress~', 'worr~', 'anxious',
    'inconvenien~', 'no wonder', "i'd (?:be|feel) (?:the same|upset|frustrated|annoyed|angry)", 'anyone would (?:be|feel)',
    "(?:that's|that is|it's|it is) (?:really |so |very )?(?:hard|tough|awful|rough|unfair|not okay|not ok|not acceptable|unacceptable)",
    'how (?:are|do) you feel~', 'how you feel', 'your feelings', 'feel (?:let down|ignored|unheard)', 'so you feel', 'you(?:\'re| are) (?:tired|fed up|exhausted)~',
    '(?:made|makes|make) you feel', 'i want to understand', 'tired of', 'fed up',
    'понима(?:ю|ем)', 'понятно,? почему', 'слышу (?:вас|вашу|ваше|ваши)', 'представля(?:ю|ем)~', 'сочувству~', 'неприятн~', 'обидн~',
    'расстро~', 'волну~', 'волнени~', 'пережива~', 'разочаров~', 'досадн~', 'досада', 'раздраж~', 'возмущ~', 'тревож~', 'беспокой~',
    'злит', 'злитесь', 'злость', 'тяжело', 'непросто', 'на вашем месте я бы тоже', 'любой бы~', 'чувству~', 'устал~', 'надоел~',
    'вам кажется', 'вам показалось', 'хочу понять', 'слышу,? (?:что|как)',
  ],
  apology: [
    "i'm (?:so |really |very |truly |terribly |deeply )?sorry", 'i am (?:so |really |very |truly )?sorry', 'sorry (?:for|about|that|to hear)',
    'we are sorry', "we're sorry", 'apolog~', 'my apologies', 'forgive (?:us|me)',
    'извин~', 'прошу прощения', 'простите', 'сожале(?:ю|ем)', 'мне (?:очень |искренне |правда )?жаль', 'нам (?:очень )?жаль',
  ],
  validation: [
    "you're (?:absolutely |completely |quite )?right", 'you are (?:absolutely |completely |quite )?right', 'fair point', 'makes sense',
    'understandable', 'you have every right', 'you have a point', 'of course you(?:\'re| are)', 'you did the right thing',
    "(?:it's|it is|that's|that is|this is) not your fault", "i don't blame you", 'i do not blame you', 'no fault of yours',
    'вы правы', 'справедлив~', 'вы (?:имеете|вправе)~', 'имеете (?:полное )?право', 'это нормально', 'закономерн~',
    'не ваша вина', 'вы не виноваты', 'вашей вины (?:тут |здесь )?нет', 'я (?:вас )?не виню', 'не виню вас', 'вы (?:всё |все )?сделали правильно',
  ],
  courtesy: [
    'thank you for', 'thanks for', 'i appreciate', 'we appreciate', 'i value', 'thank you so much for',
    'спасибо(?:,)? (?:что|за)', 'благодар(?:ю|им) (?:вас )?(?:за|что)', 'цен(?:ю|им)',
  ],
}, { negatable: true });
