import { z } from 'zod';
import type { ChatMessage, CompleteOptions, LanguageModel } from '#src/platform/ai/language-model.ts';
import { AnalysisOutputInvalidError } from '#src/modules/analysis/domain/analysis.errors.ts';
import { clampScore, SKILLS, type Improvement, type Skill } from '#src/modules/analysis/domain/result.ts';
import type { AnalysisTranscript, SkillAnalysis, SkillAnalyzer } from '#src/modules/analysis/domain/ports.ts';
import { englishTexts } from './offline/texts.en.ts';
import { russianTexts } from './offline/texts.ru.ts';
import { correctionMessage, MAX_IMPROVEMENTS, MAX_STRENGTHS, systemPrompt, transcriptMessage } from './openai-skill-analyzer.prompt.ts';

const OPTIONS: CompleteOptions = { json: true, maxTokens: 1500 };
/** Enough of a bad reply for the model to see its mistake, without resending a runaway answer whole. */
const ECHO_MAX = 4000;

const round1 = (n: number) => Math.round(clampScore(n) * 10) / 10;
/** Models often quote numbers ("7"); anything else non-numeric is a broken reply, not a zero. */
const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const text = z.string().trim().min(1);
const skillSchema = z.object({ score: numeric.transform(round1), feedback: text });

const replySchema = z.object({
  scores: z.object(Object.fromEntries(SKILLS.map((skill) => [skill, skillSchema])) as Record<Skill, typeof skillSchema>),
  overall: numeric.transform(round1).nullish(),
  strengths: z.array(z.string()).nullish().transform((list) => (list ?? []).map((s) => s.trim()).filter(Boolean).slice(0, MAX_STRENGTHS)),
  // The other improvement fields are ignored: the transcript is the truth about who said what.
  improvements: z.array(z.object({ messageNumber: numeric, issue: text, suggestion: text })).nullish().transform((list) => list ?? []),
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
    if (learner.size === 0) return nothingSaid(transcript.locale);

    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(transcript.locale) },
      { role: 'user', content: transcriptMessage(transcript) },
    ];
    const first = await this.model.complete(messages, OPTIONS);
    const firstReading = read(first, transcript, learner);
    if (firstReading.ok) return firstReading.analysis;

    const second = await this.model.complete(
      [...messages, { role: 'assistant', content: first.slice(0, ECHO_MAX) || '(empty reply)' }, { role: 'user', content: correctionMessage(firstReading.problems) }],
      OPTIONS,
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
  const mean = SKILLS.reduce((sum, skill) => sum + reply.scores[skill].score, 0) / SKILLS.length;
  return {
    overall: reply.overall ?? round1(mean),
    scores: reply.scores,
    strengths: reply.strengths,
    improvements: improvements(reply.improvements, transcript, learner),
  };
}

/** One improvement per learner message, in conversation order; any pointing elsewhere is a hallucination. */
function improvements(found: Reply['improvements'], transcript: AnalysisTranscript, learner: Set<number>): Improvement[] {
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
    .map(({ messageNumber, issue, suggestion }) => {
      const answered = transcript.messages.slice(0, messageNumber - 1).findLast((m) => m.role === 'ai');
      return {
        messageNumber,
        speakerName: answered?.speakerName ?? '',
        speakerRole: answered?.speakerRole ?? '',
        aiMessage: answered?.content ?? '',
        userResponse: transcript.messages[messageNumber - 1].content,
        issue,
        suggestion,
      };
    });
}

/** Same answer as the offline analyzer: there is nothing to send the model. */
function nothingSaid(locale: AnalysisTranscript['locale']): SkillAnalysis {
  const feedback = (locale === 'ru' ? russianTexts : englishTexts).nothingSaid;
  const scores = Object.fromEntries(SKILLS.map((skill) => [skill, { score: 0, feedback }])) as SkillAnalysis['scores'];
  return { overall: 0, scores, strengths: [], improvements: [] };
}
