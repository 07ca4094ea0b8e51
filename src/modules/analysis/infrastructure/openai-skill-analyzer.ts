import { z } from 'zod';
import type { ChatMessage, CompleteOptions, LanguageModel } from '#src/platform/ai/language-model.ts';
import { AnalysisOutputInvalidError } from '#src/modules/analysis/domain/analysis.errors.ts';
import { ISSUES, scoreBand, type Findings, type ImprovementFinding } from '#src/shared/findings.ts';
import { roundedScore, SKILLS, type Skill } from '#src/modules/analysis/domain/result.ts';
import type { AnalysisTranscript, SkillAnalysis, SkillAnalyzer } from '#src/modules/analysis/domain/ports.ts';
import { answered } from '#src/modules/analysis/domain/transcript.ts';
import { correctionMessage, MAX_IMPROVEMENTS, MAX_STRENGTHS, systemPrompt, transcriptMessage } from './openai-skill-analyzer.prompt.ts';
import { writtenAnalysis } from './written-analysis.ts';

/** Every text comes in both languages, so the reader of either language reads the model's own words (ADR 0014). */
const OPTIONS: CompleteOptions = { json: true, maxTokens: 3000 };
/** Enough of a bad reply for the model to see its mistake, without resending a runaway answer whole. */
const ECHO_MAX = 4000;

/** Models often quote numbers ("7"); anything else non-numeric is a broken reply, not a zero. */
const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const text = z.string().trim().min(1);
const bothLanguages = z.object({ en: text, ru: text });
const skillSchema = z.object({ score: numeric.transform(roundedScore), feedback: bothLanguages });

const replySchema = z.object({
  scores: z.object(Object.fromEntries(SKILLS.map((skill) => [skill, skillSchema])) as Record<Skill, typeof skillSchema>),
  overall: numeric.transform(roundedScore).nullish(),
  strengths: z.array(z.object({ skill: z.enum(SKILLS).nullish().catch(null), text: bothLanguages }))
    .nullish().transform((list) => (list ?? []).slice(0, MAX_STRENGTHS)),
  // Who said what comes from the transcript, never from the reply; an unknown kind is just 'other'.
  improvements: z.array(z.object({
    messageNumber: numeric,
    kind: z.enum([...ISSUES, 'other']).catch('other'),
    issue: bothLanguages,
    suggestion: bothLanguages,
  })).nullish().transform((list) => list ?? []),
});
type Reply = z.infer<typeof replySchema>;

type Reading = { ok: true; analysis: SkillAnalysis } | { ok: false; problems: string };

/**
 * Scores the learner's side of a conversation with the language model. An unusable reply gets one
 * corrected retry, then fails loudly so the job queue retries it; provider failures pass through as is.
 */
export class OpenAiSkillAnalyzer implements SkillAnalyzer {
  readonly kind = 'llm' as const;

  constructor(private readonly model: LanguageModel) {}

  async analyze(transcript: AnalysisTranscript): Promise<SkillAnalysis> {
    const learner = learnerIndexes(transcript);
    if (learner.size === 0) return nothingSaid(transcript);

    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(transcript.locale, transcript.rubric) },
      { role: 'user', content: transcriptMessage(transcript) },
    ];
    const options: CompleteOptions = { ...OPTIONS, tag: { purpose: 'analysis', ...transcript.learner } };
    const first = await this.model.complete(messages, options);
    const firstReading = read(first, transcript, learner);
    if (firstReading.ok) return firstReading.analysis;

    const second = await this.model.complete(
      [...messages, { role: 'assistant', content: first.slice(0, ECHO_MAX) || '(empty reply)' }, { role: 'user', content: correctionMessage(firstReading.problems) }],
      options,
    );
    const secondReading = read(second, transcript, learner);
    if (secondReading.ok) return secondReading.analysis;
    throw new AnalysisOutputInvalidError(secondReading.problems);
  }
}

/** Indexes of the messages worth assessing: the learner's, with something in them. */
function learnerIndexes(transcript: AnalysisTranscript): Set<number> {
  const indexes = new Set<number>();
  transcript.messages.forEach((m, index) => {
    if (m.role === 'user' && m.content.trim()) indexes.add(index);
  });
  return indexes;
}

function read(raw: string, transcript: AnalysisTranscript, learner: Set<number>): Reading {
  let json: unknown;
  try {
    // Some OpenAI-compatible servers wrap JSON mode output in a code fence anyway.
    json = JSON.parse(raw.trim().replace(/^```(?:json)?\s*|\s*```$/gi, ''));
  } catch {
    return { ok: false, problems: '- The reply was not valid JSON.' };
  }
  const parsed = replySchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 8).map((i) => `- ${i.path.join('.') || '(root)'}: ${i.message}`);
    return { ok: false, problems: problems.join('\n') };
  }
  return { ok: true, analysis: toAnalysis(parsed.data, transcript, learner) };
}

function toAnalysis(reply: Reply, transcript: AnalysisTranscript, learner: Set<number>): SkillAnalysis {
  const numbers = Object.fromEntries(SKILLS.map((skill) => [skill, reply.scores[skill].score])) as Record<Skill, number>;
  const mean = SKILLS.reduce((sum, skill) => sum + numbers[skill], 0) / SKILLS.length;
  const findings: Findings = {
    scores: Object.fromEntries(SKILLS.map((skill) => [skill, {
      kind: skill, band: scoreBand(numbers[skill]), written: reply.scores[skill].feedback,
    }])) as Findings['scores'],
    strengths: reply.strengths.map(({ skill, text: written }) => ({ kind: 'written', skill: skill ?? null, written })),
    improvements: improvements(reply.improvements, transcript, learner),
  };
  return writtenAnalysis(transcript, reply.overall ?? roundedScore(mean), numbers, findings);
}

/** One improvement per learner message, in conversation order; any pointing elsewhere is a hallucination. */
function improvements(found: Reply['improvements'], transcript: AnalysisTranscript, learner: Set<number>): ImprovementFinding[] {
  const seen = new Set<number>();
  return found
    .filter(({ messageNumber }) => {
      const index = messageNumber - 1;
      if (!learner.has(index) || seen.has(index)) return false;
      seen.add(index);
      return true;
    })
    .slice(0, MAX_IMPROVEMENTS)
    .sort((a, b) => a.messageNumber - b.messageNumber)
    .map(({ messageNumber, kind, issue, suggestion }) => ({
      kind, messageNumber, character: answered(transcript, messageNumber).character, written: { issue, suggestion },
    }));
}

/** Same answer as the offline analyzer: there is nothing to send the model. */
function nothingSaid(transcript: AnalysisTranscript): SkillAnalysis {
  const zero = Object.fromEntries(SKILLS.map((skill) => [skill, 0])) as Record<Skill, number>;
  const scores = Object.fromEntries(SKILLS.map((skill) => [skill, { kind: 'nothingSaid', band: scoreBand(0) }])) as Findings['scores'];
  return writtenAnalysis(transcript, 0, zero, { scores, strengths: [], improvements: [] });
}
