import { lexicon } from './markers.ts';

/** Words that open a question the other side answers in their own words. */
export const OPEN_QUESTION = lexicon({
  open: [
    'what', 'how', 'why', 'which', 'tell me (?:more|about|what|how)', 'help me understand', 'walk me through', 'could you describe', 'can you describe',
    // «…понял, что вы…?» checks a fact, it opens nothing.
    '(?<!, )что', 'из чего', 'чем', 'как(?:ой|ая|ое|ие|им|ую|ого|ими)?', 'почему', 'зачем', 'расскажите', 'помогите (?:мне )?понять', 'объясните', 'опишите',
    'скажите,? (?:пожалуйста,? )?(?:что|как|почему|какой|какая|какие)~',
  ],
});

/** Saying the other side's point back before answering: "so what you're saying…", «если я правильно понял…». */
export const PARAPHRASE = lexicon({
  leadIn: [
    "so what you're saying", "so you're saying", "so,? you(?:'ve| have| were| are|'re| did| got| had| need| want| would like)", 'you (?:said|mentioned|told me)',
    'вы (?:сказали|упомянули|говорили)', 'значит,? вы', 'so you are saying', "you're saying", 'if i understand (?:you )?correctly', 'if i understood (?:you )?(?:correctly|right)',
    'let me make sure i understand', 'let me check i(?: have)? understood', 'let me (?:check|see) (?:if|that) i(?:\'ve| have)? got (?:this|that|it) right', 'in other words',
    'it sounds like you', 'so you feel', 'so you mean', 'you mean that', "what i'm hearing", "if i'm hearing you right", 'to (?:sum|summari[sz]e)~', 'so, to recap', 'just to confirm',
    'если я (?:вас )?правильно (?:пон|услыш)~', 'правильно ли я (?:вас )?пон~', 'то есть вы', 'иными словами', 'другими словами', 'вы хотите сказать', 'вы говорите, что',
    'я так понимаю', 'насколько я (?:вас )?пон~', 'получается, ~', 'правильно понимаю', 'если коротко', 'подытожу', 'уточню: ', 'вы хотите, чтобы', 'вам нужно, чтобы', 'вам важно',
  ],
});

/** A polite open offer closes a reply well; its "anything else" is no vagueness. */
export const OPEN_OFFER = lexicon({
  offer: [
    '(?:is there )?anything else (?:i|we) can (?:do|help)~', 'how can (?:i|we) help(?: you)?', 'what can (?:i|we) do for you', 'чем (?:я )?(?:могу|можем) (?:вам )?помочь', 'can i help (?:you )?with anything else', 'what else can (?:i|we) do', 'anything else you need',
    'что-(?:нибудь|то) ещё (?:я|мы) (?:могу|можем)~', 'чем ещё (?:я )?(?:могу|можем) (?:вам )?помочь', 'могу (?:ли )?(?:я )?(?:ещё|еще) чем-(?:нибудь|то) помочь',
    'что ещё (?:я )?могу (?:для вас )?сделать',
  ],
});
