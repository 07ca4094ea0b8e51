import { lexicon } from './markers.ts';

/**
 * You-did-it attributions: putting the fault on the other person, whether flatly ("your own fault"),
 * by a guess at what they did wrong ("you must have clicked twice", «наверное, вы два раза нажали»)
 * or by what they should have done. Negated, they are no blame: «я не виню вас», "not saying it's your fault".
 */
// A past-tense verb, less the ones that guess at what someone wanted, knew or received rather than did wrong.
const PAST_RU = '(?!(?:хоте|мог|дума|име|жда|рассчитыва|надея|слыша|виде|получи|зна|говори|писа|сказа)\\p{L}{0,2}(?![\\p{L}]))\\p{L}+(?:ли|ла|л)';
const GUESS_RU = '(?:наверное|наверно|видимо|скорее всего|похоже|очевидно|явно|небось|просто|же|сами)';
const GUESS_EN = '(?:probably|obviously|clearly|must have|must\'ve|apparently|likely|evidently)';
const DID_EN = '(?:clicked|pressed|tapped|typed|entered|ordered|paid|forgot|missed|misread|ignored|deleted|agreed|signed|chose|picked|sent|made|used|put|gave|set|broke|lost|did)';

export const BLAME = lexicon({
  fault: [
    "(?:it's|it is|that's|that is|this is|it was|that was) (?:all |entirely |totally |completely )?your (?:own )?fault", 'your (?:own )?fault',
    'your own (?:mistake|doing|problem|error|choice)', 'your mistake', "(?:that's|that is|it's) on you", 'because of you',
    'user error', 'blame yourself', 'only have yourself to blame', 'you brought (?:this|it) on yourself', 'you did (?:it|this|that) (?:wrong|yourself)',
    'you (?:caused|messed up|screwed up|broke)', 'you made (?:a|the|this|that) (?:mistake|error|mess)', 'i blame you',
    '(?:это )?ваша (?:собственная )?(?:вина|ошибка)', 'по вашей (?:же )?вине', 'из-за вас', 'сами виноват~', 'вы (?:сами )?виноват~',
    'сами (?:и )?напутали', 'ваши (?:же )?проблемы', 'сами (?:себе )?(?:навредили|устроили)', 'виню вас', 'вы (?:всё|все) испортили',
    // The same blame between colleagues on «ты».
    '(?:это )?твоя (?:собственная )?(?:вина|ошибка)', 'по твоей (?:же )?вине', 'из-за тебя', 'сам(?:а)? (?:и )?виноват~', 'ты (?:сам |сама )?виноват~', 'твои (?:же )?проблемы', 'ты (?:всё|все) испортил~',
  ],
  guess: [
    `you ${GUESS_EN} ${DID_EN}~`, `${GUESS_EN},? you ${DID_EN}~`,
    // "You must have gone overdrawn" guesses at their mistake; "you must have been worried" guesses at their feeling.
    `you (?:must have|must've) (?!been|felt|had|thought|heard|received|got|gotten|seen|known|wanted|needed|meant|expected)\\p{L}+`, `you (?:twice|accidentally) ${DID_EN}~`,
    `you ${DID_EN} (?:it |the \\p{L}+ )?(?:twice|wrong|incorrectly|by mistake)`,
    "you (?:didn't|did not|never) (?:read|check|follow|listen|look|pay attention|notice|tell|told|say|said|mention|ask|inform|warn)~", 'you chose to~', 'you decided to~',
    `вы(?: же)?,? ${GUESS_RU}(?:,? ${GUESS_RU})?,? (?:[\\p{L}-]+ ){0,3}${PAST_RU}`,
    `${GUESS_RU},? вы(?: же| сами)?,? (?:[\\p{L}-]+ ){0,3}${PAST_RU}`,
    `вы(?: же)? сами (?:[\\p{L}-]+ ){0,3}${PAST_RU}`, `сами же (?:[\\p{L}-]+ ){0,2}${PAST_RU}`,
    'вы (?:неправильно|невнимательно|не туда|дважды|два раза) ~', 'вы (?:же )?(?:сами )?не (?:прочитали|посмотрели|проверили|заметили|читали|дочитали|сказали|предупредили|сообщили|спросили|уточнили)~',
  ],
  // Sweeping judgements of the person: "you never check", «вы всегда так».
  generalisation: [
    "you (?:always|never) (?!know|fail to amaze)\\p{L}+", "you(?:'re| are) always (?:late|complaining|forgetting|like this)~", 'вы (?:всегда|никогда) (?:не )?(?!знаете)\\p{L}+', 'ты (?:всегда|никогда) (?:не )?(?!знаешь)\\p{L}+',
  ],
  shouldHave: [
    "you should(?: have|'ve| of) (?!been|received|got|gotten|had|heard)~", "you shouldn't have", 'you should not have', 'you ought to have', 'if you had (?:read|checked|listened|looked|paid)~',
    'had you (?:read|checked|listened)~', 'you were supposed to', 'next time(?:,)? (?:read|check|pay attention|be more careful)~', 'read the (?:terms|small print|fine print)~',
    // «Мне надо было…» is the learner owning a mistake, not blame.
    '(?<!(?:мне|нам|я|мы) )(?:надо|нужно) было~', '(?<!(?:мне|нам|я|мы) )следовало~', 'вы должны были~', 'читать надо~', 'внимательнее надо~', 'надо внимательнее~',
    'смотреть надо~', 'а вы куда смотрели', 'думать надо~',
  ],
}, { negatable: true });
