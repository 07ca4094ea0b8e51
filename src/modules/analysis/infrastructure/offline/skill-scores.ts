import { clampScore, roundedScore, type Skill } from '#src/modules/analysis/domain/result.ts';
import { messageClarity } from './message-clarity.ts';
import { acknowledges, hostileTone, lengthBand, lostComposure, type MessageFeatures } from './message-features.ts';

/** Session-wide counts: the numbers the scores come from and the feedback cites. */
export interface SessionStats {
  messages: number;
  acknowledged: number;
  /** Messages that dismissed or blamed the other side. */
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
const sum = (all: MessageFeatures[], value: (f: MessageFeatures) => number) => all.reduce((total, f) => total + value(f), 0);
const dismisses = (f: MessageFeatures) => f.blame.length + f.dismissive.length > 0;

export function sessionStats(all: MessageFeatures[]): SessionStats {
  const n = all.length;
  const proposing = all.filter((f) => f.proposals > 0);
  const firstDismissal = all.find(dismisses);
  return {
    messages: n,
    acknowledged: count(all, acknowledges),
    dismissive: count(all, dismisses),
    dismissiveExample: firstDismissal ? [...firstDismissal.blame, ...firstDismissal.dismissive][0] : '',
    questions: sum(all, (f) => f.questions),
    openQuestions: sum(all, (f) => f.openQuestions),
    paraphrased: count(all, (f) => f.reflection >= 0.6),
    averageWords: n ? Math.round(sum(all, (f) => f.words) / n) : 0,
    tooShort: count(all, (f) => lengthBand(f) === 'short'),
    tooLong: count(all, (f) => lengthBand(f) === 'long'),
    specific: count(all, (f) => f.specifics > 0 || f.timed),
    proposals: proposing.length,
    timedProposals: count(proposing, (f) => f.timed),
    nextSteps: count(all, (f) => f.nextStep),
    composureLapses: count(all, lostComposure),
    polite: count(all, (f) => f.polite),
  };
}

/**
 * How many messages a skill needs to show itself in to count as shown throughout: one in a short
 * session, three at most in a long one, since a conversation that has moved on to solutions need
 * not keep repeating the acknowledgement or the question.
 */
const target = (n: number) => Math.min(3, Math.max(1, Math.ceil(n * 0.3)));
/** A cost per offending message, heavier when the session is short (one slip in three lines says more than in twenty). */
const perSlip = (n: number) => Math.min(1, 5 / n);

function empathy(all: MessageFeatures[], s: SessionStats): number {
  const n = s.messages;
  const coverage = Math.min(1, sum(all, (f) => Math.min(1, f.empathyWeight)) / target(n));
  const depth = Math.min(1.5, 0.75 * sum(all, (f) => Math.max(0, f.empathyWeight - 1)));
  const slips = sum(all, (f) => (f.insults.length ? 3 : 0) + (f.blame.length ? 3 : 0) + (f.dismissive.length ? 2.5 : 0) + (f.sarcasm.length ? 1.5 : 0)
    + (f.soothing.length ? 0.7 : 0) + (f.words <= 3 && !f.polite && !acknowledges(f) ? 0.5 : 0) + (f.shouted ? 2 : 0) + Math.min(2, f.exclamationRuns));
  const hostileShare = count(all, hostileTone) / n;
  return 2.5 + 6 * coverage + depth + 0.8 * (s.polite / n) - Math.min(7, slips * perSlip(n) + 3 * hostileShare);
}

/** The most each half of active listening adds to its score. */
export const LISTENING_PARTS = { asking: 4.5, reflecting: 3.5 };

/** Active listening's two halves: what the improvements tell a learner to do first is the one that lost more. */
export function listeningParts(all: MessageFeatures[], s: SessionStats): typeof LISTENING_PARTS {
  const t = target(s.messages);
  // A closed question shows some interest; an open one lets them say what matters to them.
  const asking = 2 * Math.min(1, s.questions / t) + 2.5 * Math.min(1, s.openQuestions / Math.max(1, t - 1));
  const reflecting = LISTENING_PARTS.reflecting * Math.min(1, sum(all, (f) => f.reflection) / t);
  return { asking, reflecting };
}

function activeListening(all: MessageFeatures[], s: SessionStats): number {
  const { asking, reflecting } = listeningParts(all, s);
  const slips = count(all, hostileTone);
  return 1.5 + asking + reflecting - Math.min(3, 1.5 * slips * perSlip(s.messages));
}

/** How far one message moves towards a solution, 0–1: a proposal, made concrete by a time and a next step, weakened by vagueness. */
function solution(f: MessageFeatures): number {
  if (f.brushOff) return 0;
  const gathering = f.questions > 0 ? 0.15 : 0;
  if (f.proposals === 0 && !f.nextStep) return gathering;
  const concrete = f.timed ? 0.3 : f.specifics > 0 ? 0.1 : 0;
  return Math.max(0.1, Math.min(1, 0.55 + concrete + (f.nextStep ? 0.15 : 0) + gathering / 2 - 0.35 * Math.min(1.5, f.vague.length)));
}

function problemSolving(all: MessageFeatures[], s: SessionStats): number {
  const coverage = Math.min(1, sum(all, solution) / target(s.messages));
  const deflections = count(all, (f) => f.brushOff);
  return 1.5 + 8 * coverage + (s.nextSteps > 0 ? 0.5 : 0) - Math.min(3, 1.5 * deflections * perSlip(s.messages));
}

/** Composure of one message: calm and courteous by default; shouting, insults, blame, brush-offs and sarcasm cost it. */
function messageComposure(f: MessageFeatures): number {
  const severity = (f.shouted ? 4 : 0) + Math.min(3, 2 * f.exclamationRuns) + (f.insults.length ? 5 + 2 * Math.min(1, f.insults.length - 1) : 0)
    + (f.blame.length ? 4 : 0) + (f.dismissive.length ? 3.5 : 0) + (f.sarcasm.length ? 3.5 : 0);
  const curt = f.words <= 2 && !f.polite ? 1.5 : 0;
  return clampScore(8.5 + (f.polite ? 1 : 0) + (acknowledges(f) ? 0.5 : 0) - severity - curt);
}

/** Lapsed messages weigh three times as much, so one outburst is not averaged away by calm small talk. */
function composure(all: MessageFeatures[]): number {
  const weight = (f: MessageFeatures) => (lostComposure(f) ? 3 : 1);
  return sum(all, (f) => weight(f) * messageComposure(f)) / sum(all, weight);
}

export function skillScores(all: MessageFeatures[], s: SessionStats): Record<Skill, number> {
  if (s.messages === 0) return { empathy: 0, clarity: 0, problemSolving: 0, composure: 0, activeListening: 0 };
  return {
    empathy: roundedScore(empathy(all, s)),
    clarity: roundedScore(sum(all, messageClarity) / s.messages),
    problemSolving: roundedScore(problemSolving(all, s)),
    composure: roundedScore(composure(all)),
    activeListening: roundedScore(activeListening(all, s)),
  };
}
