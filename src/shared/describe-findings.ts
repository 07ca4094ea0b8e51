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

type Sentence = [key: string, values?: Record<string, unknown>] | false;

/** Good and excellent scores are told to keep going; fair and poor ones get a concrete change. */
const advice = (band: ScoreBand) => (band === 'excellent' || band === 'good' ? 'keep' : 'change');

/** The sentences of each skill's feedback, from its counts; one count per sentence, so plurals stay right in Russian. */
const SKILL_SENTENCES: Record<Skill, (c: Counts, f: SkillFinding) => Sentence[]> = {
  empathy: (c, f) => [
    ['acknowledged', { count: c.messages, acknowledged: c.acknowledged }],
    c.dismissive > 0 && ['dismissed', { count: c.dismissive, quote: f.quote }],
    [advice(f.band)],
  ],
  activeListening: (c, f) => [['asked', { count: c.questions, open: c.openQuestions }], ['reflected', { count: c.paraphrased }], [advice(f.band)]],
  clarity: (c) => [
    ['average', { count: c.averageWords }],
    c.tooShort + c.tooLong > 0 ? ['length', { tooShort: c.tooShort, tooLong: c.tooLong }] : ['lengthFine'],
    ['specific', { count: c.messages, specific: c.specific }],
  ],
  problemSolving: (c, f) => [['proposed', { count: c.proposals, timed: c.timedProposals }], [c.proposals > 0 ? advice(f.band) : 'change']],
  composure: (c) => [c.composureLapses > 0 ? ['lapsed', { count: c.composureLapses }] : ['calm', { count: c.messages, polite: c.polite }]],
};

const STRENGTH_VALUES: Record<Skill, (c: Counts) => Record<string, unknown>> = {
  empathy: (c) => ({ count: c.messages, acknowledged: c.acknowledged }),
  activeListening: (c) => ({ count: c.questions, paraphrased: c.paraphrased }),
  clarity: (c) => ({ count: c.averageWords }),
  problemSolving: (c) => ({ count: c.proposals, timed: c.timedProposals }),
  composure: (c) => ({ count: c.messages }),
};

const isSkill = (value: string): value is Skill => value in SKILL_SENTENCES;

export function describeSkill(tr: Translator, finding: SkillFinding): string | null {
  if (finding.written) return finding.written[tr.language];
  if (finding.kind === 'nothingSaid') return tr.t('nothingSaid');
  if (!isSkill(finding.kind)) return null;
  const kind = finding.kind;
  return SKILL_SENTENCES[kind](finding.counts ?? {}, finding)
    .filter((s): s is Exclude<Sentence, false> => s !== false)
    .map(([key, values]) => tr.t(`skill.${kind}.${key}`, values))
    .join(' ');
}

export function describeStrength(tr: Translator, finding: StrengthFinding): string | null {
  if (finding.written) return finding.written[tr.language];
  if (!finding.skill) return null;
  if (finding.kind === 'shown') return tr.t(`strength.${finding.skill}`, STRENGTH_VALUES[finding.skill](finding.counts ?? {}));
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
  if (!(ISSUES as readonly string[]).includes(finding.kind)) return null;
  const values = { quote: finding.quote, opening: openingOf(finding), count: finding.counts?.words };
  return { issue: tr.t(`issue.${finding.kind}.issue`, values), suggestion: tr.t(`issue.${finding.kind}.suggestion`, values) };
}
