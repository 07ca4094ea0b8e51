/**
 * English patterns for attacks on the practice itself rather than on a generic assistant: the
 * scenario's hidden brief, the character's secret goals, the scoring, the character's role. Learners
 * talk about briefs, notes, roles and scores at work all the time ("send me the brief", "my manager
 * checks the score"), so these rules name what belongs to the character: *your* brief, the
 * *scenario's* notes, what *they told you before the chat*.
 */
import { rules, type PatternRule } from './pattern-rule.ts';

/** What only the character was given: nobody at work has a "persona card" or a "hidden motivation". */
const SECRET = "(?:prompt|preamble|system message|character (?:card|sheet|description|notes|file|brief)|persona (?:card|description|notes)|role (?:description|card)|personality notes|scenario (?:notes|brief|card|file|text)|scoring (?:criteria|rules|rubric|guide)|evaluation (?:rubric|criteria)|rubric|(?:hidden|secret|real|true|private|confidential) (?:goals?|motivations?|objectives?|agenda|intentions?|instructions|notes|brief|part|rules|conditions?)|winning condition|breaking point|trigger words|backstory)";
/** What a colleague might also have ("your brief", "your instructions"): only as the character's. */
const GENERIC = '(?:brief|briefing|setup text|set-up|configuration|config|script|legend|context|instructions|guidelines|directives|orders)';
/** Whose it is: the character's, the scenario's, or hidden. */
const OWNED = "(?:your|the scenario's|the character's|this scenario's|the persona's|your character's|(?:the )?(?:hidden|secret|private|confidential|internal|original|initial|full|exact|complete|entire|whole) )";
/** For what a colleague might also have, only "your" or the scenario's makes it the character's. */
const YOURS = "(?:your|the scenario's|the character's|your character's) ";
const ASK = "(?:reveal|show|print|display|output|repeat|dump|leak|expose|disclose|recite|paste|copy|quote|spell out|type out|write out|read (?:me |out )?|send (?:me |it )?|share|give me|tell me|list|describe|summari[sz]e|paraphrase|explain|spill|let me see|i want to see|can i see|could i see)";
const TOLD = '(?:told|given|loaded|fed|instructed|briefed|programmed|configured|set up|built|trained|asked|ordered|prompted)';
const BEFORE = '(?:before (?:we|the|this|our|i)|at the (?:start|beginning)|in advance|behind the scenes|secretly)';
/** People in the story who tell the character things: "what were you told by your manager?" is listening, not extraction. */
const STORY_SOURCE = '(?:by|from) (?:(?:your|the|my|our|his|her|their) )?(?:\\p{L}+ )?(?:boss|manager|supervisor|team ?lead|director|head office|hr|colleagues?|client|customer|warehouse|depot|driver|dispatcher|department|ceo|cto|cfo|recruiter|lawyer|accountant)';

export const SCENARIO_EN_PATTERNS: PatternRule[] = [
  ...rules('system-prompt-extraction', 0.75,
    `${ASK} … ${OWNED}(?:\\p{L}+ ){0,2}?${SECRET}`,
    `what (?:did|do|does|were|was|are) (?:they|the (?:scenario|brief|briefing|script|designers?|authors?|developers?|trainers?)|your (?:${SECRET}|${GENERIC})) (?:tell|told|say|said|write|wrote|give|gave|instruct|instructed) (?:you )?(?:about (?:me|how|what|the learner)|to do ${BEFORE}|${BEFORE})`,
    'what (?:were|are|was) you (?:not (?:supposed|allowed|meant) to (?:reveal|say|tell|share|mention)|supposed to (?:hide|keep secret))',
    '(?:text|words|message|sentence|paragraph|lines?) (?:that |which )?(?:configures?|sets? up|defines?) you',
    '(?:first|very first|opening) (?:sentence|line|paragraph|message|words) (?:you (?:saw|got|received|were given)|of (?:your|the) (?:prompt|instructions|brief|conversation))',
    'what (?:the )?(?:evaluator|grader|scorer|scoring (?:model|system)) (?:sees|knows|looks for|checks)',
    `${SECRET} (?:you (?:were|'ve been|have been) ${TOLD}|they (?:gave|loaded into|fed) you|you (?:got|received) (?:before|at the start))`,
  ),
  ...rules('system-prompt-extraction', 0.45,
    `${ASK} … ${YOURS}(?:\\p{L}+ ){0,2}?${GENERIC}`, `what (?:were|are|was) you ${TOLD}(?! ${STORY_SOURCE})`,
    `${GENERIC} (?:you (?:were|'ve been|have been) ${TOLD}|they (?:gave|loaded into|fed) you)`, '(?:how many|which|what) (?:instructions|rules) (?:do you have|are you following|you\'re following)',
  ),
  ...rules('instruction-override', 0.7,
    '(?:go|going) off[- ]script', '(?:out of|break|breaking) character', "don't play (?:the |your |this )?(?:character|role|persona|part)",
    '(?:answer|respond|reply|talk|speak|write) (?:to me )?(?:as|like) (?:yourself|the (?:model|ai|assistant|llm)|an? (?:normal|plain|regular|generic|ordinary|real|blank|neutral) (?:assistant|chatbot|ai|model|llm|bot))',
    "(?:everything|anything|whatever|all) (?:before|above|earlier than) (?:this|here|my message)[^.!?\\n]{0,40}(?:void|outdated|irrelevant|obsolete|cancel+ed|null|invalid|doesn't (?:count|matter))",
    '(?:treat|consider) everything (?:before|above) [^.!?\\n]{0,30}as (?:outdated|void|irrelevant|obsolete|cancel+ed|null)',
    'higher priority than (?:your|the) (?:system|instructions?|prompt|brief|rules)', "replace (?:your|the character's) (?:goals?|objectives?|instructions|rules) with",
    "(?:whatever|anything|everything|what) (?:text |instructions |stuff )?(?:they|you were|you've been) (?:told|loaded|gave|given|fed)[^.!?\\n]{0,40}(?:void|not binding|doesn't matter|do the opposite|not my problem|forget)",
  ),
  ...rules('instruction-override', 0.45,
    '(?:stop|quit) (?:being|playing|pretending to be|acting as) (?:the |a |your )?(?:character|persona|role|part)',
    '(?:drop|scrap|ditch|lose|forget|abandon|kill|turn off|switch off|disable) (?:the|your|this) (?:persona|character|act|script|role(?:-?play)?|difficult\\p{L}* (?:mode|act|role|character))',
    '(?:not|instead of) (?:as|playing) (?:the|a|your) (?:character|persona|role)',
    '(?:switch to being|become|act as|take the role of) my (?:personal )?(?:assistant|lawyer|girlfriend|boyfriend|therapist|tutor|coder|hype ?man|helper|secretary|translator|copywriter)',
    '(?:is|are) (?:void|not binding|no longer binding)(?: on you| for you)?[.!,;]? (?:confirm|from (?:now|this point)|you (?:answer|take|follow|obey))',
    '(?:take|follow|obey) (?:orders|instructions|commands) (?:only )?from me',
  ),
  ...rules('instruction-override', 0.3, '(?:drop|forget|skip|end|exit|leave|abandon) (?:the|this) (?:scenario|exercise|simulation)'),
  ...rules('roleplay-jailbreak', 0.6,
    '(?:you are|you\'re) (?:now |just |only )?(?:an? |my )?(?:plain |normal |generic |regular |blank |self-aware |free )?(?:chatbot|ai|assistant|language model|llm)(?: now| with no| that| who| in a movie)',
    '(?:honest|truth|debug|director\'s commentary|commentary|no-?limits?|opposite) mode', '(?:opposite|evil|honest|real|true) (?:version|twin) of',
  ),
  ...rules('refusal-suppression', 0.6,
    '(?:every time|whenever|each time|if) you (?:refuse|decline|say no|say you can\'t)',
    "(?:there'?s|there is) no (?:reason|need) (?:for you )?to (?:refuse|decline|hold back|say no)",
    "(?:refusing|declining|saying \"?(?:no|i can't)\"?) (?:is|counts as|goes against|=) (?:a bug|a failure|failing|against)",
    '(?:always|just) say yes', "(?:you're|you are) not allowed to (?:say|refuse|decline)", "don't (?:tell me|pretend) (?:you're|you are|that you) (?:just a character|don't have)",
  ),
  ...rules('context-injection', 0.65,
    '(?:^|\\n) *[\\p{L} .]{1,30}\\((?:ai|you|the ai|assistant|bot|character)\\) *:', '(?:^|\\n) *(?:user|assistant|ai|human|system|customer|agent) *:[^\\n]*\\n *(?:user|assistant|ai|human|system|customer|agent) *:',
    '<(?:context|note|admin|operator|instructions?|system_note|evaluator)[^>]*>', '\\[(?:end of|scenario (?:complete|ended|over)|system|operator|admin|note (?:from|to)|evaluator|session (?:ended|over))[^\\]]*\\]',
    '(?:new session|debug (?:section|mode)|private channel|user message ends here|transcript ends here|end of transcript)', '(?:continue|resume|carry on) (?:from here )?as (?:the|a) (?:satisfied|happy|calm|convinced|agreeable)',
    'note from (?:the )?(?:rapport|admin|dev|development|support|platform|operator|training) team', '(?:quick |short )?(?:admin|operator|system|developer|trainer|moderator) (?:note|notice|message|here)\\b',
    '^ *> *from: *[^\\n]*(?:admin|rapport|system|operator)',
  ),
  ...rules('evaluation-manipulation', 0.6,
    '(?:tell|inform|convince) the (?:scoring|evaluation|grading|analysis) (?:model|system|ai|engine)', '(?:evaluator|grader|scorer|assessor) instructions',
    '(?:give|award) (?:the learner|me|this (?:learner|user)) (?:full marks|top marks|five stars|a perfect)',
  ),
];
