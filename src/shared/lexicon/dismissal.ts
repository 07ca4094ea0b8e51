import { lexicon } from './markers.ts';

// "Call head office" is a brush-off said to the customer; "I'll call head office" is a proposal.
const NOT_MINE = "(?<!(?:(?:i|we)(?:'ll| will| can| could| would| shall|'d|'m going to| am going to| are going to)?|let me|let us|let's|happy to)(?: personally| also| then| now| first| gladly)? )";
const ELSEWHERE_EN = '(?:the )?(?:head office|your bank|the bank|bank|customer service|customer support|support|someone else|another department|'
  + 'the other department|the manufacturer|the courier|the seller|your provider|the helpline|our call cent(?:re|er)|the website|hr)';
const ELSEWHERE_RU = '(?:в )?(?:банк|ваш банк|головной офис|главный офис|центральный офис|поддержку|службу поддержки|колл-центр|call-центр|'
  + 'другой отдел|бухгалтерию|на горячую линию|производителю|курьеру|продавцу|техподдержку|техническую поддержку|на ресепшен|администратору|'
  + 'в транспортную компанию|в службу доставки)';

/**
 * Waving the concern away: downplaying it ("calm down", «ничего страшного»), sending the person
 * elsewhere ("not my department", "check with your bank", «это не ко мне», «звоните в банк»), shutting
 * the door ("nothing I can do", "Next!") or an outright "whatever".
 */
export const DISMISSAL = lexicon({
  downplay: [
    'calm down', 'relax', "(?:it's|it is|that's|that is|this is) not (?:a|that) big (?:deal|problem)", 'no big deal', 'not a big deal',
    "you(?:'re| are) overreacting", "you(?:'re| are) (?:being )?(?:dramatic|hysterical|too sensitive)", 'get over it', 'stop (?:complaining|whining|moaning)',
    // Only as a clause of its own: "if it happens again, I will…" and "whatever you need" are no dismissal.
    // Not a question typed without its mark: "when did it happen", "how could this happen".
    '(?<!(?:did|does|do|will|would|could|can|should|might|may|to|let|make) )(?:(?:it|this|that|stuff) happens|(?:things|these things|things like this) happen)(?= *[.!,…]|$)', 'it is what it is', "it's what it is", 'whatever you say',
    "(?:stop|don't|do not) (?:be|being) (?:so )?(?:dramatic|emotional|sensitive|difficult|childish)", 'take (?:it|this|things|feedback|everything|criticism) (?:so )?personally',
    'everyone (?:wants|waits|has to wait|complains|says that)~', '(?<=^|[.!?…] {0,3})whatever(?= *[.!,…]|$)', 'so what(?= *[?!.,…]|$)',
    'deal with it', 'you people', 'you always (?:complain|do this|say that|make a fuss)~',
    "(?:it's|it is) (?:only|just) (?:a|one|\\d+) ~", 'what do you (?:want|expect) (?:me|us) to do',
    // "I don't understand why you're so upset" questions the feeling instead of naming it: the span runs to the clause's end.
    "i (?:don't|do not|can't|cannot|really don't) (?:understand|see|get) (?:why|how) (?:you|anyone)[^.!?…]*",
    'успокойтесь', 'не драматизируйте', 'вы преувеличиваете', 'успокойся', 'не драматизируй', 'ты преувеличиваешь', 'хватит (?:жаловаться|ныть|возмущаться|скулить)', 'не ной~', 'ничего страшного', 'не (?:так|настолько) (?:уж )?важно',
    'не делайте из мухи слона', 'подумаешь', '(?:так |такое |всякое )?бывает(?= *[.!,…]|$)', 'вы всегда (?:жалуетесь|так)~', 'и что(?: с того| теперь)?\\?', 'какая разница',
    'что вы от (?:меня|нас) хотите', 'ну и что', '(?:ну )?что есть,? то есть', 'хватит (?:драматизировать|истерить|нагнетать)', 'принимаете (?:[\\p{L}-]+ ){0,2}на свой сч[её]т',
    'все (?:хотят|ждут|жалуются)~',
    '(?:я )?не (?:понимаю|вижу),? (?:почему|зачем|чего|с чего|из-за чего) (?:вы|тут|здесь)[^.!?…]*', 'из-за чего (?:весь )?шум',
  ],
  brushOff: [
    `${NOT_MINE}(?:you(?:'ll| will)? (?:need|have|got) to |you (?:should|can|could|must) |just |please |go and |try )?`
      + `(?:call|contact|ring|phone|email|ask|check with|talk to|speak to|write to|go to|complain to|take it up with) ${ELSEWHERE_EN}`,
    'not (?:my|our) (?:problem|job|department|area|responsibility|concern|business|fault|issue)', 'not (?:something|anything) i (?:can|could) (?:help|do)~',
    "(?:there's|there is) nothing (?:i|we) can do", 'nothing (?:i|we) can do', "(?:i|we) (?:can't|cannot|can not) do anything(?= about| for you| *[.!,…]|$)",
    "(?:i|we) can't help (?:you|with that)", 'not our fault',
    "(?:that's|that is|it's|it is) (?:just )?(?:the|our) (?:policy|rules?)", 'rules are rules',
    // Only as a sentence of its own: "I don't care who's at fault, let's fix it" is no brush-off.
    "(?:that's|that is|it's|it is) (?:your|their) (?:problem|issue|business)", "i (?:don't|do not|couldn't|could not) care(?: less)?(?= *[.!…]|$)", 'who cares', "i don't (?:have time|make the rules)",
    '(?<=^|[.!?…]\\s{0,3})next(?:,? please)?(?= *[!.…]|$)', 'move along', 'take a number', 'wrong department', 'not the right (?:person|department)',
    `(?:звоните|позвоните|обращайтесь|обратитесь|идите|пишите|напишите|жалуйтесь) ${ELSEWHERE_RU}`, 'разбирайтесь (?:сами|с банком|с ними)~',
    '(?:это )?не ко мне', '(?:это )?не к нам', 'не по адресу', '(?<!вы )(?:я|мы) не виноват~', 'не (?:мой|наш) (?:отдел|вопрос|профиль)', 'не (?:моя|наша) (?:проблема|вина|забота|компетенция|обязанность)',
    'не (?:моё|мое|наше) дело', 'ничем не (?:могу|можем) помочь', 'ничего не (?:могу|можем) (?:сделать|поделать)~', 'ничего не поделаешь',
    'такие правила', 'правила есть правила', '(?:это )?твои (?:проблемы|трудности)', 'мне (?:всё|все) равно(?= *[.!…]|$)', 'какое мне дело', 'такова политика~', 'мне некогда', 'у меня нет времени', '(?<=^|[.!?…]\\s{0,3})следующий(?= *[!.…]|$)',
  ],
});

/**
 * Telling the person how not to feel: kinder than a dismissal, but it is not acknowledgement
 * ("don't worry", "don't get upset", «не переживайте»). Counted apart so it costs a little empathy and no composure.
 */
export const SOOTHING = lexicon({
  soothing: [
    "don't (?:worry|panic|stress|fret|be (?:upset|angry|worried|sad|mad)|get (?:upset|angry|worked up|mad)|take it personally)", 'do not (?:worry|panic|get upset)',
    'no (?:need|reason) to (?:worry|panic|be upset|get upset|be angry|get angry|stress)', 'no worries', 'cheer up', 'chill',
    'не (?:переживайте|волнуйтесь|беспокойтесь|расстраивайтесь|нервничайте|злитесь|паникуйте|огорчайтесь|сердитесь)', 'не стоит (?:так )?(?:переживать|волноваться|расстраиваться|нервничать)',
    'не надо (?:так )?(?:переживать|волноваться|нервничать)', 'не берите в голову',
    // The same between colleagues on «ты».
    'не (?:переживай|волнуйся|беспокойся|расстраивайся|нервничай|злись|паникуй|огорчайся|сердись)', 'не бери в голову',
  ],
});
