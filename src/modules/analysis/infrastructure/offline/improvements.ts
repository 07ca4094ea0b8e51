import { ISSUES, type ImprovementFinding, type IssueKind } from '#src/shared/findings.ts';
import type { AnalysisTranscript } from '#src/modules/analysis/domain/ports.ts';
import { answered } from '#src/modules/analysis/domain/transcript.ts';
import { acknowledges, lengthBand, type MessageFeatures } from './message-features.ts';

export interface ReadMessage {
  index: number;
  features: MessageFeatures;
}

const MAX_IMPROVEMENTS = 5;

/** A short stretch of the learner's words to quote: the whole message if short, else its opening. */
export function excerpt(text: string): string {
  if (text.length <= 80) return text;
  const cut = text.slice(0, 80);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 40 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
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

/** Up to five of the learner's weakest messages, in conversation order, each with the words to rewrite. */
export function improvementFindings(transcript: AnalysisTranscript, learner: ReadMessage[]): ImprovementFinding[] {
  const flagged = learner
    .map((m) => ({ m, found: worstIssue(m.features) }))
    .filter((x): x is { m: ReadMessage; found: { kind: IssueKind; quote: string } } => x.found !== null)
    .sort((a, b) => ISSUES.indexOf(a.found.kind) - ISSUES.indexOf(b.found.kind) || a.m.index - b.m.index)
    .slice(0, MAX_IMPROVEMENTS)
    .sort((a, b) => a.m.index - b.m.index);

  return flagged.map(({ m, found }) => ({
    kind: found.kind,
    messageNumber: m.index + 1,
    quote: found.quote,
    ...(found.kind === 'tooLong' ? { counts: { words: m.features.words } } : {}),
    character: answered(transcript, m.index + 1).character,
  }));
}
