import { ISSUES, type Counts, type ImprovementFinding, type Language, type ScoreBand, type Skill, type SkillFinding, type StrengthFinding } from './findings.ts';

/**
 * Findings into sentences, with the sentences of web/src/locales/<lang>/findings.json: the server
 * writes the API's text fields with it (in the session's language), the web the page (in the
 * reader's). The caller brings i18next's `t` for its language, so plurals follow that language.
 * A kind this code does not know gives null: the reader is then shown the server's text.
 */
export interface Translator {
  language: Language;
  t(key: string, values?: Record<string, unknown>): string;
}

/**
 * What a message lacked where a skill scored under the rubric's "good" line (the offline rubric's
 * improvements for a weak skill); ISSUES are what is wrong with a message, these what was missing from it.
 */
export const GAPS = ['unacknowledged', 'noQuestion', 'unreflected', 'unanswered', 'runOn', 'noDetail', 'untimed', 'noWayForward'] as const;
export type GapKind = (typeof GAPS)[number];
const WORDED_IMPROVEMENTS: readonly string[] = [...ISSUES, ...GAPS];

type Sentence = [key: string, values?: Record<string, unknown>] | false;

const good = (band: ScoreBand) => band === 'excellent' || band === 'good';
/**
 * The `_single` sentence (i18next context) when there is exactly one of what a sentence counts:
 * "in 1 of 1 message" or "1 question, none of them open" read wrong, and Russian `_one` is 21 and 31 too.
 */
const single = (n: number | undefined) => (n === 1 ? { context: 'single' } : {});

/** None, all or some of `total`: each reads as its own sentence rather than "0 of 5" or "5 of 5". */
function share(part: number, total: number): 'None' | 'All' | '' {
  if (part <= 0) return 'None';
  return part >= total ? 'All' : '';
}

const acknowledged = (c: Counts): Sentence => [`acknowledged${share(c.acknowledged, c.messages)}`, { count: c.messages, acknowledged: c.acknowledged, ...single(c.messages) }];

function asked(questions: number, open: number): Sentence {
  // "Tell me more" asks without a question mark: counted as open, so it is not "no questions" either.
  if (questions === 0) return open > 0 ? ['invited'] : ['asked', { count: 0 }];
  return [`asked${open === 0 ? 'Closed' : open >= questions ? 'Open' : ''}`, { count: questions, open, ...single(questions) }];
}

function proposed(proposals: number, timed: number): Sentence {
  if (proposals === 0) return ['proposed', { count: 0 }];
  const kind = timed === 0 ? 'Untimed' : timed >= proposals ? 'Timed' : '';
  return [`proposed${kind}`, { count: proposals, timed, ...single(proposals) }];
}

/** Praise for asking and reflecting only when both happened; otherwise the move that was missing. */
function listeningAdvice(c: Counts, band: ScoreBand): string {
  const asked = c.questions + c.openQuestions > 0;
  if (!good(band) || (!asked && c.paraphrased === 0)) return 'change';
  return c.paraphrased === 0 ? 'reflectToo' : asked ? 'keep' : 'askToo';
}

/** Commitments are praised only when one had a time; a low score with timed proposals needed more of them. */
function solvingAdvice(c: Counts, band: ScoreBand): string {
  if (c.proposals === 0) return 'change';
  if (c.timedProposals === 0) return good(band) ? 'addTime' : 'change';
  return good(band) ? 'keep' : 'more';
}

/**
 * The sentences of each skill's feedback, from its counts; one count per sentence, so plurals stay right in Russian.
 * The closing advice praises only what the learner did: a good score earned otherwise gets the missing move instead.
 */
const SKILL_SENTENCES: Record<Skill, (c: Counts, f: SkillFinding) => Sentence[]> = {
  empathy: (c, f) => [
    acknowledged(c),
    c.dismissive > 0 && ['dismissed', { count: c.dismissive, quote: f.quote }],
    [good(f.band) && c.acknowledged > 0 ? 'keep' : 'change'],
  ],
  activeListening: (c, f) => [
    asked(c.questions, c.openQuestions),
    ['reflected', { count: c.paraphrased }],
    [listeningAdvice(c, f.band)],
  ],
  clarity: (c) => [
    ['average', { count: c.averageWords, ...single(c.messages) }],
    c.tooShort > 0 && ['tooShort', { count: c.tooShort, ...single(c.messages) }],
    c.tooLong > 0 && ['tooLong', { count: c.tooLong, ...single(c.messages) }],
    c.tooShort + c.tooLong === 0 && ['lengthFine', single(c.messages)],
    [`specific${share(c.specific, c.messages)}`, { count: c.messages, specific: c.specific, ...single(c.messages) }],
  ],
  problemSolving: (c, f) => [
    proposed(c.proposals, c.timedProposals),
    [solvingAdvice(c, f.band)],
  ],
  composure: (c) => [c.composureLapses > 0
    ? ['lapsed', { count: c.composureLapses }]
    : [`calm${c.polite <= 0 ? '' : c.polite >= c.messages ? 'Polite' : 'SomePolite'}`, { count: c.polite, ...single(c.messages) }]],
};

/** The key and values of each skill's strength; as in the feedback, nothing is cited as "0 of". */
const STRENGTHS: Record<Skill, (c: Counts) => Sentence> = {
  empathy: (c) => [`empathy${share(c.acknowledged, c.messages) === 'All' ? 'All' : ''}`, { count: c.messages, acknowledged: c.acknowledged, ...single(c.messages) }],
  activeListening: (c) => (c.paraphrased === 0 ? ['activeListeningAsked', { count: c.questions }]
    : c.questions === 0 ? ['activeListeningReflected', { count: c.paraphrased }]
      : ['activeListening', { count: c.questions, paraphrased: c.paraphrased }]),
  clarity: (c) => ['clarity', { count: c.averageWords, ...single(c.messages) }],
  problemSolving: (c) => [`problemSolving${c.timedProposals === 0 ? 'Untimed' : c.timedProposals >= c.proposals ? 'Timed' : ''}`,
    { count: c.proposals, timed: c.timedProposals, ...single(c.proposals) }],
  composure: (c) => ['composure', { count: c.messages, ...single(c.messages) }],
};

const isSkill = (value: string): value is Skill => value in SKILL_SENTENCES;
const said = (s: Sentence): s is Exclude<Sentence, false> => s !== false;

export function describeSkill(tr: Translator, finding: SkillFinding): string | null {
  if (finding.written) return finding.written[tr.language];
  if (finding.kind === 'nothingSaid') return tr.t('nothingSaid');
  if (!isSkill(finding.kind)) return null;
  const kind = finding.kind;
  return SKILL_SENTENCES[kind](finding.counts ?? {}, finding)
    .filter(said)
    .map(([key, values]) => tr.t(`skill.${kind}.${key}`, values))
    .join(' ');
}

export function describeStrength(tr: Translator, finding: StrengthFinding): string | null {
  if (finding.written) return finding.written[tr.language];
  if (!finding.skill) return null;
  if (finding.kind === 'shown') {
    const [key, values] = STRENGTHS[finding.skill](finding.counts ?? {}) as Exclude<Sentence, false>;
    return tr.t(`strength.${key}`, values);
  }
  if (finding.kind === 'baseToBuildOn') return tr.t('strength.baseToBuildOn', { skill: tr.t(`skillName.${finding.skill}`), score: finding.score });
  return null;
}

const OPENING_WORDS = 6;

/**
 * The first words of the quoted reply, so a sentence about "this reply" says which one it means
 * wherever it is read (a list of improvements, the CLI, an e-mail); the message number when nothing was quoted.
 */
export function openingOf(finding: ImprovementFinding): string {
  const quote = finding.quote?.trim();
  if (!quote) return `#${finding.messageNumber}`;
  const words = quote.replace(/…$/, '').split(/\s+/);
  return words.length > OPENING_WORDS || quote.endsWith('…') ? `${words.slice(0, OPENING_WORDS).join(' ')}…` : quote;
}

export function describeImprovement(tr: Translator, finding: ImprovementFinding): { issue: string; suggestion: string } | null {
  if (finding.written) return { issue: finding.written.issue[tr.language], suggestion: finding.written.suggestion[tr.language] };
  if (!WORDED_IMPROVEMENTS.includes(finding.kind)) return null;
  const values = { quote: finding.quote, opening: openingOf(finding), count: finding.counts?.words };
  return { issue: tr.t(`issue.${finding.kind}.issue`, values), suggestion: tr.t(`issue.${finding.kind}.suggestion`, values) };
}
