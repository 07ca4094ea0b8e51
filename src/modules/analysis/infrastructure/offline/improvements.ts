import { ISSUES, SKILLS, type ImprovementFinding, type IssueKind, type Skill } from '#src/shared/findings.ts';
import type { AnalysisTranscript } from '#src/modules/analysis/domain/ports.ts';
import { answered } from '#src/modules/analysis/domain/transcript.ts';
import { acknowledges, lengthBand, type MessageFeatures } from './message-features.ts';
import { excerpt, skillGap, type Gap, type ReadMessage } from './skill-gaps.ts';
import type { SessionStats } from './skill-scores.ts';

const MAX_IMPROVEMENTS = 5;
/**
 * A skill under 7 has not reached the rubric's "good" line (what a 7 looks like, ADR 0035): it gets
 * at least one improvement of its own, so the summary never reads "nothing to fix" beside a fair score.
 */
const GOOD_LINE = 7;

/** The message issues that already tell a learner how to lift each skill. */
const ADDRESSES: Record<Skill, readonly IssueKind[]> = {
  empathy: ['insult', 'shouting', 'dismissive', 'blame', 'sarcasm', 'flat'],
  composure: ['insult', 'shouting', 'dismissive', 'blame', 'exclamation', 'sarcasm', 'tooShort'],
  clarity: ['tooShort', 'tooLong', 'vague'],
  problemSolving: ['vague'],
  activeListening: [],
};

interface Issue {
  m: ReadMessage;
  kind: IssueKind;
  quote: string;
}

/** The worst thing about a message and the words that show it, or null for a message that does its job. */
function worstIssue(f: MessageFeatures): { kind: IssueKind; quote: string } | null {
  const found: Record<IssueKind, string | null> = {
    insult: f.insults[0] ?? null,
    shouting: f.shouted ? excerpt(f.shouted) : null,
    dismissive: f.dismissive[0] ?? null,
    blame: f.blame[0] ?? null,
    exclamation: f.exclamationRuns ? excerpt(f.text) : null,
    sarcasm: f.sarcasm[0] ?? null,
    tooShort: lengthBand(f) === 'short' ? f.text : null,
    tooLong: lengthBand(f) === 'long' ? excerpt(f.text) : null,
    vague: f.vague[0] ?? null,
    // Said something, but neither acknowledged, asked, reflected, proposed nor offered anything.
    flat: !acknowledges(f) && !f.questions && f.reflection < 0.6 && !f.proposals && !f.nextStep && !f.openOffer ? excerpt(f.text) : null,
  };
  const kind = ISSUES.find((k) => found[k] !== null);
  return kind ? { kind, quote: found[kind] as string } : null;
}

/**
 * Up to five of the learner's messages worth rewriting, in conversation order, each with the words
 * to rewrite: first one for each skill under the good line, weakest first (the worst message issue
 * that addresses it, else what a reply lacked for it), then the worst remaining issues.
 */
export function improvementFindings(
  transcript: AnalysisTranscript, learner: ReadMessage[], scores: Record<Skill, number>, stats: SessionStats,
): ImprovementFinding[] {
  const issues: Issue[] = learner
    .map((m) => ({ m, ...worstIssue(m.features) }))
    .filter((x): x is Issue => x.kind !== undefined)
    .sort((a, b) => ISSUES.indexOf(a.kind) - ISSUES.indexOf(b.kind) || a.m.index - b.m.index);
  const chosen = new Map<number, Issue | Gap>();
  const flagged = new Set(issues.map((x) => x.m.index));

  const weak = SKILLS.filter((skill) => scores[skill] < GOOD_LINE).sort((a, b) => scores[a] - scores[b]);
  for (const skill of weak) {
    const addresses = (kind: string) => (ADDRESSES[skill] as readonly string[]).includes(kind);
    if ([...chosen.values()].some((x) => addresses(x.kind))) continue;
    // What is wrong with a message comes before what it lacked: a gap is only sought in replies with no issue.
    const pick = issues.find((x) => addresses(x.kind) && !chosen.has(x.m.index))
      ?? skillGap(skill, learner.filter((m) => !chosen.has(m.index) && !flagged.has(m.index)), stats, learner);
    if (pick) chosen.set(pick.m.index, pick);
  }
  for (const issue of issues) {
    if (chosen.size >= MAX_IMPROVEMENTS) break;
    if (!chosen.has(issue.m.index)) chosen.set(issue.m.index, issue);
  }

  return [...chosen.values()].sort((a, b) => a.m.index - b.m.index).map((x) => {
    const words = x.kind === 'tooLong' ? x.m.features.words : 'words' in x ? x.words : undefined;
    return {
      kind: x.kind,
      messageNumber: x.m.index + 1,
      quote: x.quote,
      ...(words !== undefined ? { counts: { words } } : {}),
      character: answered(transcript, x.m.index + 1).character,
    };
  });
}
