import { clampScore, type Skill } from '#src/modules/analysis/domain/result.ts';
import { lengthBand, lostComposure, type MessageFeatures } from './message-features.ts';

/** Session-wide counts: the numbers the scores come from and the feedback cites. */
export interface SessionStats {
  messages: number;
  acknowledged: number;
  dismissive: number;
  dismissiveExample: string;
  questions: number;
  openQuestions: number;
  paraphrased: number;
  averageWords: number;
  tooShort: number;
  tooLong: number;
  specific: number;
  proposals: number;
  timedProposals: number;
  nextSteps: number;
  composureLapses: number;
  polite: number;
}

const count = (all: MessageFeatures[], test: (f: MessageFeatures) => boolean) => all.filter(test).length;

export function sessionStats(all: MessageFeatures[]): SessionStats {
  const n = all.length;
  const proposing = all.filter((f) => f.proposals > 0);
  return {
    messages: n,
    acknowledged: count(all, (f) => f.empathy.length > 0),
    dismissive: count(all, (f) => f.dismissive.length > 0),
    dismissiveExample: all.find((f) => f.dismissive.length > 0)?.dismissive[0] ?? '',
    questions: all.reduce((sum, f) => sum + f.questions, 0),
    openQuestions: all.reduce((sum, f) => sum + f.openQuestions, 0),
    paraphrased: count(all, (f) => f.paraphrase),
    averageWords: n ? Math.round(all.reduce((sum, f) => sum + f.words, 0) / n) : 0,
    tooShort: count(all, (f) => lengthBand(f) === 'short'),
    tooLong: count(all, (f) => lengthBand(f) === 'long'),
    specific: count(all, (f) => f.specifics > 0),
    proposals: proposing.length,
    timedProposals: count(proposing, (f) => f.timed),
    nextSteps: count(all, (f) => f.nextStep),
    composureLapses: count(all, lostComposure),
    polite: count(all, (f) => f.polite),
  };
}

const round1 = (x: number) => Math.round(clampScore(x) * 10) / 10;
/** How far `part` of `n` messages goes towards a `target` share, 0–1. */
const share = (part: number, n: number, target: number) => Math.min(1, part / Math.max(1, n * target));

function empathy(all: MessageFeatures[], s: SessionStats): number {
  const markers = all.reduce((sum, f) => sum + f.empathy.length, 0);
  const penalty = Math.min(6, 2 * s.dismissive + 4 * (s.dismissive / s.messages));
  return 2 + 6 * share(s.acknowledged, s.messages, 0.4) + Math.min(2, 0.5 * markers) - penalty;
}

function activeListening(s: SessionStats): number {
  const asking = 3 * Math.min(1, s.questions / Math.max(1, Math.ceil(s.messages * 0.3)));
  return 2 + asking + 1.5 * Math.min(1, s.openQuestions / 2) + 3.5 * share(s.paraphrased, s.messages, 0.3) - Math.min(2, s.dismissive);
}

/** Clarity of one message: readable length, sentences that end, concrete details, some structure. */
function messageClarity(f: MessageFeatures): number {
  const base = f.words <= 2 ? 2 : f.words <= 5 ? 5 : f.words <= 80 ? 8 : f.words <= 120 ? 6.5 : f.words <= 250 ? 4 : 2;
  const runOn = f.longestSentence > 45 ? 3 : f.longestSentence > 30 ? 1.5 : 0;
  const detail = f.specifics > 0 && f.words > 5 ? 1.5 : 0;
  const structure = f.structured && f.words > 5 ? 0.5 : 0;
  return clampScore(base - runOn + detail + structure);
}

function problemSolving(all: MessageFeatures[], s: SessionStats): number {
  const vague = all.reduce((sum, f) => sum + f.vague.length, 0);
  return 1.5 + 4 * share(s.proposals, s.messages, 0.3) + 2.5 * Math.min(1, s.timedProposals / 2)
    + (s.specific > 0 ? 1 : 0) + (s.nextSteps > 0 ? 1 : 0) - Math.min(2, 0.5 * vague);
}

/** Each lapse costs more in a short session; the share of lapsed messages costs on top. */
function composure(all: MessageFeatures[], s: SessionStats): number {
  const severity = all.reduce((sum, f) => sum
    + (f.shouted ? 2.5 : 0) + Math.min(3, 1.5 * f.exclamationRuns) + 3 * Math.min(2, f.insults.length)
    + (f.dismissive.length ? 2 : 0) + (f.sarcasm.length ? 1.5 : 0), 0);
  const penalty = severity * Math.min(1, 6 / s.messages) + 5 * (s.composureLapses / s.messages);
  return 8.5 + 1.5 * share(s.polite, s.messages, 0.3) - penalty;
}

export function skillScores(all: MessageFeatures[], s: SessionStats): Record<Skill, number> {
  if (s.messages === 0) return { empathy: 0, clarity: 0, problemSolving: 0, composure: 0, activeListening: 0 };
  return {
    empathy: round1(empathy(all, s)),
    clarity: round1(all.reduce((sum, f) => sum + messageClarity(f), 0) / s.messages),
    problemSolving: round1(problemSolving(all, s)),
    composure: round1(composure(all, s)),
    activeListening: round1(activeListening(s)),
  };
}
