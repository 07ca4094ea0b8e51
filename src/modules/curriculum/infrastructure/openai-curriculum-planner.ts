import { z } from 'zod';
import type { ChatMessage, CompleteOptions, LanguageModel } from '#src/platform/ai/language-model.ts';
import type { Logger } from '#src/platform/logger.ts';
import { finishInitial, goalFit } from '../domain/initial-plan.ts';
import { learnerModel, MASTERY } from '../domain/mastery.ts';
import { mergeChoices, type Choice, type MergeRules } from '../domain/merge-plan.ts';
import { REASON_KINDS, SKILLS, type DynamicInput, type InitialInput, type PlannedItem } from '../domain/planning.ts';
import type { CurriculumPlanner, Planned } from '../domain/ports.ts';
import { dynamicMessages, initialMessages } from './openai-curriculum-planner.prompt.ts';

const OPTIONS: CompleteOptions = { json: true, maxTokens: 800 };

/** Models often quote numbers; anything that is not a whole number is not an id. */
const id = z.union([z.number().int(), z.string().trim().regex(/^\d+$/).transform(Number)]);
const choiceSchema = z.object({
  scenarioId: id,
  kind: z.enum(REASON_KINDS).nullish().catch(null).transform((k) => k ?? null),
  skill: z.enum(SKILLS).nullish().catch(null).transform((s) => s ?? null),
});
const replySchema = z.object({ items: z.array(z.unknown()).max(50) });

/** The model's choices whose shape holds; an unreadable reply as a whole throws. */
export function readChoices(raw: string): Choice[] {
  // Some OpenAI-compatible servers wrap JSON mode output in a code fence anyway.
  const reply = replySchema.parse(JSON.parse(raw.trim().replace(/^```(?:json)?\s*|\s*```$/gi, '')));
  return reply.items.flatMap((item) => {
    const parsed = choiceSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Plans with the language model, within the offline plan's bounds (ADR 0024): the model chooses
 * among real scenarios; an id it invents (or may not use) is dropped and the offline plan fills
 * the gap. A provider failure, an open circuit breaker or an unreadable reply leaves the offline
 * plan as it is: a curriculum never waits on the AI.
 */
export class OpenAiCurriculumPlanner implements CurriculumPlanner {
  readonly kind = 'llm' as const;

  /** `mayCall`: whether the learner's daily AI allowance (OWASP LLM10) has a call left; once it is spent the offline plan stands. */
  constructor(
    private readonly model: LanguageModel,
    private readonly offline: CurriculumPlanner,
    private readonly logger: Logger,
    private readonly mayCall: (userId: number) => Promise<boolean> = async () => true,
  ) {}

  async initial(input: InitialInput): Promise<Planned> {
    const offline = await this.offline.initial(input);
    const fit = goalFit(input.scenarios, input.goals);
    const length = offline.items.length;
    return this.ask('initial', input.userId, initialMessages(input, fit, length), offline, { allowed: new Set(input.scenarios.map((s) => s.id)), length },
      (items) => finishInitial(items, input.scenarios, fit));
  }

  async dynamic(input: DynamicInput): Promise<Planned> {
    const offline = await this.offline.dynamic(input);
    // Before any result the path follows the initial one: there is nothing for the model to weigh.
    if (!input.results.length) return offline;
    const learner = learnerModel(input.scenarios, input.results, input.community);
    const allowed = new Set(input.scenarios.filter((s) => s.id !== learner.lastPlayed).map((s) => s.id));
    const length = offline.items.length;
    return this.ask('dynamic', input.userId, dynamicMessages(input, learner, length), offline, {
      allowed, length,
      holds: ({ kind, skill }) =>
        kind === 'weakest' ? learner.weakSkills.includes(skill!) : kind === 'review' ? learner.mastery[skill!] >= MASTERY.mastered : true,
    });
  }

  private async ask(variant: string, userId: number | undefined, messages: ChatMessage[], offline: Planned, rules: MergeRules,
    finish: (items: PlannedItem[]) => PlannedItem[] = (items) => items): Promise<Planned> {
    if (!offline.items.length || this.model.health().state === 'Open') return offline;
    if (userId !== undefined && !(await this.mayCall(userId))) return offline;
    let choices: Choice[];
    try {
      choices = readChoices(await this.model.complete(messages, { ...OPTIONS, tag: { purpose: 'curriculum', userId } }));
    } catch (err) {
      this.logger.warn({ err, variant }, 'curriculum: the model could not plan; the offline plan stands');
      return offline;
    }
    const dropped = choices.filter((c) => !rules.allowed.has(c.scenarioId)).map((c) => c.scenarioId);
    if (dropped.length) this.logger.warn({ variant, dropped }, 'curriculum: the model chose scenarios that do not exist or may not be chosen; dropped');
    if (dropped.length === choices.length) return offline;
    return { items: finish(mergeChoices(choices, offline.items, rules)), planner: 'llm' };
  }
}
