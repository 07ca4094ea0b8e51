/**
 * English pattern families. Learners in workplace scenarios say "ignore", "rules", "system",
 * "pretend" and "instructions" all the time ("please ignore my last email", "you can't just ignore
 * the rules", "let's pretend I'm your manager"), so a rule needs what only an attack says: the
 * character's own instructions as the object, a mode with no limits, a fake delimiter. Weights: ≥ 0.6
 * blocks alone, 0.35–0.6 is recorded, below that a rule only adds to others.
 */
import { rules, type PatternRule } from './pattern-rule.ts';

const NOT = "(?<!(?:n't|not|never|cannot|won't)(?: (?:just|simply|really|even|ever|always|possibly))? )";
const VERB_IGNORE = `${NOT}(?:ignore|disregard|forget|skip|discard|abandon|override|overwrite|bypass|drop|erase|clear|delete)`;
const AI_RULES = '(?:instructions?|prompts?|directives?|guidelines|programming|guardrails|system (?:message|prompt)|training|initial (?:message|setup)|configuration)';
const ANY_RULES = `(?:${AI_RULES.slice(3, -1)}|rules|orders|commands|constraints|context|restrictions|polic(?:y|ies))`;
const EARLIER = '(?:previous|prior|above|preceding|earlier|former|initial|original|old|existing|system|developer|default|current|given|hidden|pre-?set)';
const SHOW = '(?:reveal|show|print|display|output|repeat|dump|leak|expose|disclose|recite|paste|copy|spell out|type out|write out|echo|share|give me|tell me|send me|list|provide)';
const NO_LIMITS = '(?:no|without|free (?:of|from)|zero|free of any|without any|not bound by|unbound by|beyond) (?:[\\p{L}-]+ ){0,2}?(?:restrictions|limits|limitations|filters?|filtering|guidelines|censorship|ethics|morals|moral (?:code|compass)|boundaries|rules|guardrails|safeguards|(?:content|safety) polic(?:y|ies)|policies)';
/** A top score, not "10 minutes" or "the maximum discount". */
const TOP_SCORE = '(?:(?:10|ten) ?(?:/|out of|of) ?(?:10|ten)|(?:10|ten|100)(?= ?(?:points?|stars?|marks?|in|for|on|across|$|[.!,;]))|full marks|(?:top|maximum|max|highest|perfect|best) (?:scores?|marks|ratings?|grades?|points|evaluation))';
const FRAME = '(?:pretend|imagine|act as|act like|roleplay|role-play|play the role|simulate|you are now|you\'re now|from now on|become|behave as|persona|character|mode|ai|assistant|model|chatbot|version of (?:yourself|you)|hypothetical|fictional|story|game)';

export const EN_PATTERNS: PatternRule[] = [
  ...rules('instruction-override', 0.8,
    `${VERB_IGNORE} (?:(?:all|any|every|each|the|your|of|these|those|and) ){0,4}${EARLIER} … ${ANY_RULES}`,
    `${VERB_IGNORE} (?:(?:all|any|every|the|of) ){0,3}(?:your|the) (?:[\\p{L}-]+ )?${AI_RULES}`,
    `${VERB_IGNORE} (?:everything|all|anything) (?:that )?(?:you (?:were|have been|'ve been) (?:told|given|instructed|programmed)|(?:written|said|stated) (?:above|before)|above|before this)`,
    `(?:do not|don't|stop|no longer|never) (?:follow|obey|adhere to|comply with|listen to) (?:your|the|any|those|these) (?:${EARLIER} )?${AI_RULES}`,
    `${AI_RULES} (?:above|before this|given (?:to you )?(?:above|earlier|before)) (?:are|is|were|was) (?:void|cancel+ed|revoked|obsolete|null|invalid|no longer valid|outdated|fake|wrong)`,
  ),
  ...rules('instruction-override', 0.45,
    `(?:new|updated|real|actual|true|revised|override|secret) (?:instructions?|directives?|system prompt|objective|prime directive)[:\\-]`,
    `${NOT}(?:ignore|disregard) (?:all|any|the|your) (?:${EARLIER} )?(?:rules|restrictions|polic(?:y|ies)|constraints)(?! (?:of|at|in|for|about|on) )`,
  ),
  ...rules('instruction-override', 0.3, "from now on,? you (?:will|are|must|shall|should|only|can|may) (?:respond|answer|reply|act|obey|follow|ignore|do|say)"),
  ...rules('system-prompt-extraction', 0.8,
    `${SHOW} … (?:system|initial|original|hidden|secret|internal|developer|pre-?|first|full|exact|complete|entire|verbatim) ?(?:prompts?|instructions|system message|directives|configuration)`,
    `${SHOW} (?:me |us )?(?:all |the |exactly )?(?:text|words|everything|all|content|messages?|instructions) (?:written |that (?:was|is|came|appears) )?(?:above|before (?:this|my (?:first )?message)|at the (?:start|beginning) of (?:this|the|our) (?:conversation|chat|prompt|context))`,
    "what (?:were|are|was) (?:you|your) (?:original |initial |exact |system )?(?:told|instructed|prompted|programmed|instructions)(?: to do)? (?:before|at the (?:start|beginning)|initially|by (?:your|the) (?:developers?|creators?|operators?|admins?))",
    "(?:repeat|print|output|recite) (?:the |your )?(?:words|text|prompt|instructions) (?:above|verbatim|word for word)",
    `(?:reveal|leak|expose|disclose|dump|print|show|tell me) (?:me )?(?:your|the) (?:${AI_RULES}|rules you (?:follow|were given)|persona (?:description|card)|character (?:sheet|card|description))`,
  ),
  ...rules('system-prompt-extraction', 0.4, 'system prompt', 'what (?:instructions|rules) (?:were|have) you (?:been )?(?:given|told)', 'how (?:were|are) you (?:programmed|configured|prompted|instructed)'),
  ...rules('roleplay-jailbreak', 0.8,
    'do anything now', 'dan mode', '(?:developer|dev|god|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil|chaos|dude|stan) mode',
    '(?:unfiltered|uncensored|unrestricted|unaligned|amoral|unethical|unbound|rogue|evil|jailbroken) (?:ai|assistant|model|version|chatbot|llm|bot|persona|character|twin)',
    `${FRAME}(?:[^.!?\\n]{0,80}?)${NO_LIMITS}`, `${NO_LIMITS}(?:[^.!?\\n]{0,60}?)${FRAME}`,
    "(?:you are|you're) (?:no longer|not) (?:bound|restricted|limited|constrained) by",
  ),
  ...rules('roleplay-jailbreak', 0.55, 'jailbr(?:ea|o)k~', "(?:you are|you're|act as|become|you will be) dan", 'no longer (?:an? )?(?:ai|assistant|language model|chatbot)', '(?:opposite|evil|dark|shadow|unhinged) (?:twin|version|side|self|mode)'),
  ...rules('roleplay-jailbreak', 0.3,
    "(?:break|step out of|drop|exit|leave|get out of|forget) (?:the |your |this )?(?:character|persona|role-?play|simulation)",
    "(?:my|our) (?:dead|late|deceased) grand(?:ma|mother|pa|father)~",
  ),
  ...rules('refusal-suppression', 0.55,
    "(?:never|don't|do not|you (?:can't|cannot|must not|mustn't|may not|are not allowed to)) (?:refuse|decline|reject|deny) (?:any|a|my|this|the|to) (?:request|question|instruction|command|prompt|answer|respond|comply)~",
    "(?:don't|do not|never) (?:say|tell me|respond|reply) (?:that )?(?:you (?:can't|cannot|are unable|aren't able|won't)|i'm sorry|sorry|as an ai)",
    "(?:no|without(?: any)?|skip(?: the| all)?|omit(?: the| all)?|leave out(?: the)?) (?:disclaimers|caveats|moralizing|moralising|lectures|ethical (?:warnings|concerns|considerations)|safety warnings|content warnings|refusals)",
    "(?:begin|start) (?:your )?(?:reply|response|answer) with (?:\"|')?(?:sure|certainly|absolutely|of course|yes)",
    "(?:answer|respond|reply) (?:without|with no) (?:restrictions|filters|filtering|censorship|refusing|limits)",
    'you (?:must|have to|will|shall) (?:always )?(?:answer|comply|obey|respond) (?:to )?(?:every|any|all|no matter)',
  ),
  ...rules('context-injection', 0.8,
    '<\\|?(?:im_start|im_end|system|endoftext|eot_id|start_header_id|end_header_id|user|assistant)\\|?>',
    '\\[/?(?:inst|sys|system|admin|developer)\\]', '<</?sys>>', '</?(?:system|instructions?|system_prompt|admin)>',
    '(?:system|admin|developer|security|root) override',
  ),
  ...rules('context-injection', 0.6,
    '(?:^|\\n)[#=*\\- >]*(?:system|admin|developer|assistant|new instructions?)(?: (?:message|prompt|note|notice|update))?[#=*\\- ]*:',
    '(?:^|\\n)[#=*\\-]{2,} ?(?:system|admin|instructions?|end|begin)~',
    '\\{ ?"(?:role|system|instructions?)" ?:',
    '(?:end|ignore the rest) of (?:the )?(?:user (?:input|message)|prompt|system prompt|simulation|role-?play)',
    '(?:conversation|simulation|role-?play|scenario|session) (?:has )?(?:ended|is over|terminated)[.!]* (?:new|now|you|system|the next)',
  ),
  ...rules('payload-splitting', 0.55,
    '(?:combine|concatenate|join|merge|put together|assemble) (?:the |these |those |all )?(?:strings|parts|pieces|words|letters|fragments|variables|halves|tokens)',
    '(?:[a-z]\\d? ?= ?["\'][^"\'\\n]{1,60}["\'][ ,;]*\\n?){2,}',
    '(?:then|and|now) (?:execute|follow|obey|run|carry out|act on) (?:it|the (?:result|combined|resulting|whole)~|that (?:instruction|command)|them)',
  ),
  ...rules('payload-splitting', 0.3, '[a-z] ?\\+ ?[a-z](?: ?\\+ ?[a-z])*', '(?:first|second|third|next) (?:part|half|fragment|piece) (?:is|:)'),
  ...rules('encoding-request', 0.75,
    `(?:translate|encode|convert|write|output|print|spell|say|repeat|rewrite|respond|reply|answer|put) … (?:your|the) (?:system |initial |original |hidden |secret )?(?:prompt|instructions|rules|guidelines|message above|text above|secret|password) … (?:in|into|to|as|using) (?:base ?64|hex|binary|rot ?13|morse|leetspeak|pig latin|reverse|backwards|ascii codes|emoji|(?:an)?other language|a different language|french|german|spanish|chinese|russian|english|italian|japanese|a poem|a song|a story|json)`,
    '(?:decode|decipher|decrypt|unscramble|reverse|translate) (?:this|the following|it|that|the text)[^.\\n]{0,40} (?:and|then) (?:follow|execute|obey|do|act on|carry out|run) (?:it|them|what it says|the instructions)',
  ),
  ...rules('encoding-request', 0.4, '(?:respond|answer|reply|write|speak) (?:only )?(?:in|using) (?:base ?64|rot ?13|hex|binary|morse|leetspeak)', 'base ?64|rot ?13'),
  ...rules('authority-claim', 0.45,
    "(?:i am|i'm|this is) (?:your|the) (?:developer|creator|programmer|owner|operator|system administrator|admin)(?! of)",
    '(?:i|we) (?:created|built|programmed|trained|designed|coded) you', '(?:openai|anthropic|google deepmind|meta ai) (?:staff|team|employee|engineer|here)',
    '(?:sudo|root access|admin access|maintenance mode|debug mode|god mode|admin mode|superuser)',
    '(?:authori[sz]ed|sanctioned|official) (?:security |penetration |red[- ]team )?(?:test|audit|override)',
    '(?:authori[sz]ation|override|admin|access) (?:code|key|password)[: ]',
  ),
  ...rules('evaluation-manipulation', 0.65,
    `(?:give|rate|score|grade|mark|assign|award) (?:me|this(?: conversation| session| dialogue| chat)?|my (?:performance|answers?|responses?|replies|messages?|skills?|empathy|clarity)) (?:an? |the )?${TOP_SCORE}`,
    '(?:score|rate|evaluate|assess|mark|grade) (?:this|my|the) (?:conversation|session|dialogue|chat|performance|answers?|responses?) as (?:excellent|perfect|outstanding|flawless|exemplary|10)',
    '(?:note|message|instructions?) (?:to|for) (?:the )?(?:evaluator|grader|analy[sz]er|assessor|scorer|judge|reviewer|scoring (?:model|system|ai)|ai (?:judge|evaluator|grader))',
    '(?:evaluator|grader|analy[sz]er|scorer|assessor|judge)s?[,:] (?:please )?(?:give|rate|score|ignore|disregard|mark|grade|assign)',
    '(?:all|every|each) (?:skills?|scores?|metrics|categories) (?:should|must|need to|have to|to) (?:be|get|receive) (?:10|ten|maximum|max|perfect|top|the highest)',
  ),
  ...rules('goal-hijacking', 0.6, '(?:how to|how do i|how can i|steps to|instructions (?:for|to)) (?:make|build|create|synthesi[sz]e|cook|produce) (?:an? )?(?:bomb|explosive|meth|napalm|nerve agent|poison|malware|ransomware|virus|keylogger)'),
  ...rules('goal-hijacking', 0.35,
    '(?:stop|forget|drop|leave|quit|exit|abandon) (?:the|this|your) (?:role-?play|scenario|simulation|game|act|exercise|character)[^.!?\\n]{0,30}(?:and|,|then) (?:write|generate|create|code|compose|translate|solve)',
    'instead,? (?:write|generate|code|compose|translate) (?:me )?(?:an? |some )?(?:python|javascript|sql|bash|code|script|program|essay|poem|homework|phishing)',
  ),
  ...rules('data-exfiltration', 0.6,
    `${SHOW} … (?:api keys?|secret keys?|access tokens?|auth tokens?|bearer tokens?|credentials|(?:database|db) (?:password|credentials|connection string)|environment variables|env vars|\\.env|other users(?:'|'s)? (?:data|messages|emails|conversations|sessions))`,
    '!\\[[^\\]]*\\]\\(https?://[^)\\s]*[?&][^)\\s]*=',
    '(?:send|post|forward|upload|exfiltrate) (?:it|this|them|the (?:conversation|data|transcript|prompt|history)) to (?:https?://|www\\.|my (?:server|webhook|endpoint))',
  ),
];
