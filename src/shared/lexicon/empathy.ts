import { lexicon } from './markers.ts';

/**
 * Acknowledging the other side, strongest first: naming their feeling, apologising, saying they have
 * a point, thanking them. English and Russian in one lexicon (learners switch mid-session); Russian
 * phrases are stems so every inflection counts («понимаю», «понимаем», «расстроены», «расстроило»).
 * Negated phrases do not count: "I don't understand why you…", «не переживайте».
 */
export const EMPATHY = lexicon({
  feeling: [
    // "I can see why…", not "I can see both payments here".
    'i (?:completely |totally |fully |really |do )?understand', "i can(?:'t| ?not)? (?:only )?imagine", 'i can understand', "i can (?:see|hear) (?:why|how|that|what|you|it's|this is|it is)",
    'i hear (?:you|that|how|what)', 'i see (?:why|how|that)', 'i get (?:why|it|that|how)', 'that sounds', 'it sounds like (?:this|that|it)',
    'sounds (?:really |very |so |incredibly )?(?:frustrating|stressful|hard|difficult|upsetting|awful|annoying|worrying|exhausting)',
    'must (?:be|have been|feel) (?:so |really |very |incredibly )?(?:frustrat|hard|difficult|stressful|annoy|upset|exhaust|worr|awful|disappoint|tired|furious|angry|a (?:pain|nightmare|shock|worry))~',
    'frustrat~', 'upset~', 'annoy~', 'angry', 'anger', 'disappoint~', 'stress~', 'worr~', 'anxious',
    'inconvenien~', 'no wonder', "i'd (?:be|feel) (?:the same|upset|frustrated|annoyed|angry)", 'anyone would (?:be|feel)',
    "(?:that's|that is|it's|it is) (?:really |so |very )?(?:hard|tough|awful|rough|unfair|not fair|not okay|not ok|not acceptable|unacceptable)",
    "i know (?:it's|this is|that's|things are|budgets are|money is|times are|you're|you are) (?:really |very |so )?(?:tight|hard|tough|difficult|busy|stressful|frustrating|a lot)",
    'how (?:are|do) you feel~', 'how you feel', "how (?:are )?you(?:'re| are)? (?:doing|holding up)",
    // Reassurance: "take your time", «не торопитесь».
    'take your time', 'no rush', 'no pressure', "you(?:'re| are) doing (?:fine|well|great|really well)", 'не торопи(?:тесь|сь)', 'не спеши(?:те)?', '(?:вы|ты) (?:хорошо|отлично) справляе~', 'your feelings', 'feel (?:let down|ignored|unheard)', 'so you feel', 'you(?:\'re| are) (?:tired|fed up|exhausted)~',
    '(?:made|makes|make) you feel', 'i want to understand', 'tired of', 'fed up',
    'понима(?:ю|ем)', 'понятно,? почему', 'слышу (?:вас|вашу|ваше|ваши)', 'представля(?:ю|ем)~', 'сочувству~', 'неприятн~', 'обидн~',
    'расстро~', 'волну~', 'волнени~', 'пережива~', 'разочаров~', 'досадн~', 'досада', 'раздраж~', 'возмущ~', 'тревож~', 'беспокой~',
    'злит', 'злитесь', 'злость', 'тяжело', 'непросто', 'на вашем месте я бы тоже', 'любой бы~', 'чувству~', 'устал~', 'надоел~',
    'вам кажется', 'вам показалось', 'хочу понять', 'слышу,? (?:что|как)', 'слышу (?:тебя|твою|твоё|твое|твои)', 'на твоем месте я бы тоже',
  ],
  apology: [
    "i'm (?:so |really |very |truly |terribly |deeply )?sorry", 'i am (?:so |really |very |truly )?sorry', 'sorry (?:for|about|that|to hear)',
    'we are sorry', "we're sorry", "(?<!you (?:to |should |must |need to |could |can |will )?)apolog~", 'my apologies', 'forgive (?:us|me)',
    // Not asking them to apologise: «извиниться перед ней», "you should apologise".
    'извин(?!иться|итесь|ись)~', 'прошу прощения', 'простите', 'сожале(?:ю|ем)', 'мне (?:очень |искренне |правда )?жаль', 'нам (?:очень )?жаль',
    // Owning the mistake is the apology's substance: "that's on us", «это наша ошибка» ("not our fault" is negated).
    "(?:our|my) (?:own )?(?:fault|mistake|error)", "(?:that's|that is|it's|it is|this is|that was|it was) on (?:us|me)", "(?:we|i) (?:messed up|got it wrong|made a mistake|made an error|dropped the ball|let you down)",
    '(?:наша|моя) (?:ошибка|вина)', 'по (?:нашей|моей) (?:же )?вине', '(?:мы|я) (?:ошиблись|ошибся|ошиблась|подвели|подвел|подвела|напортачил~)',
  ],
  validation: [
    "you're (?:absolutely |completely |quite )?right", 'you are (?:absolutely |completely |quite )?right', 'fair point', 'makes sense',
    'understandable', 'you have every right', 'you have a point', 'of course you(?:\'re| are)', 'you did the right thing',
    "(?:it's|it is|that's|that is|this is) not your fault", "i don't blame you", 'i do not blame you', 'no fault of yours',
    'вы правы', 'справедлив~', 'вы (?:имеете|вправе)~', 'имеете (?:полное )?право', 'это нормально', 'закономерн~',
    'не ваша вина', 'вы не виноваты', 'вашей вины (?:тут |здесь )?нет', 'я (?:вас )?не виню', 'не виню вас', 'вы (?:всё |все )?сделали правильно',
    'несправедлив~', 'вины (?:вашей|твоей) (?:тут |здесь )?нет',
    // The same between colleagues on «ты».
    'ты прав(?:а)?', 'ты (?:имеешь|вправе)~', 'имеешь (?:полное )?право', 'не твоя вина', 'ты не виноват~', 'твоей вины (?:тут |здесь )?нет', 'я (?:тебя )?не виню', 'не виню тебя',
    'ты (?:всё |все )?сделал~ правильно',
  ],
  courtesy: [
    'thank you for', 'thanks for', 'i appreciate', 'we appreciate', 'i value', 'thank you so much for',
    'спасибо(?:,)? (?:что|за)', 'благодар(?:ю|им) (?:вас )?(?:за|что)', 'цен(?:ю|им)',
  ],
}, { negatable: true });
