import type { ChatMessage } from '#src/platform/ai/language-model.ts';
import type { GoalFit } from '../domain/initial-plan.ts';
import { MASTERY, SUCCESS_WINDOW, TARGET_SUCCESS, type LearnerModel } from '../domain/mastery.ts';
import { LEVELS, REASON_KINDS, SKILLS, type DynamicInput, type InitialInput, type PlannableScenario, type Skill } from '../domain/planning.ts';

/** Enough choice for a model, without sending a catalogue of hundreds whole. */
export const MAX_CANDIDATES = 40;

const SYSTEM = [
  'You plan practice paths for a learner of workplace soft skills: empathy, clarity, problemSolving, composure, activeListening.',
  'Each path is a list of practice scenarios. Choose scenarios ONLY by the ids given in the list; never invent an id; never repeat one.',
  `For each item say why: kind is one of ${REASON_KINDS.map((k) => `"${k}"`).join(', ')}`,
  '("goal": matches the learner\'s goals; "weakest": works on a skill far from mastery; "review": brings back a mastered skill;',
  '"stretch": a step up in difficulty; "next": what naturally follows), and skill is one of',
  `${SKILLS.map((s) => `"${s}"`).join(', ')} or null. "weakest" and "review" must name the skill.`,
  'Answer with one JSON object and nothing else: {"items":[{"scenarioId":12,"kind":"goal","skill":null}]}',
].join('\n');

const topTwo = (focus: Record<Skill, number>) =>
  [...SKILLS].sort((a, b) => focus[b] - focus[a] || SKILLS.indexOf(a) - SKILLS.indexOf(b)).slice(0, 2).join(', ');

const line = (s: PlannableScenario, extra: string[] = []) =>
  [s.id, s.name, s.category, LEVELS[s.level], s.speakerCount, topTwo(s.focus), ...extra].join(' | ');

function goalLines({ categories, ownGoals }: InitialInput['goals']): string[] {
  return [
    `Practice areas the learner chose: ${categories.length ? categories.join(', ') : 'none'}.`,
    `Goals in the learner's own words: ${ownGoals.length ? ownGoals.map((g) => JSON.stringify(g)).join('; ') : 'none'}.`,
  ];
}

export function initialMessages(input: InitialInput, fit: GoalFit, length: number): ChatMessage[] {
  const inGoals = (s: PlannableScenario) => (fit.categories.includes(s.category) ? 1 : 0);
  const candidates = [...input.scenarios]
    .sort((a, b) => inGoals(b) - inGoals(a) || fit.matchOf(b) - fit.matchOf(a) || a.level - b.level || a.id - b.id)
    .slice(0, MAX_CANDIDATES);
  const user = [
    'Plan the learner\'s first path.',
    ...goalLines(input.goals),
    `Choose exactly ${length} scenarios, in the order to play them: difficulty climbs from Beginner to Advanced; take the`,
    'chosen practice areas in turn; Beginner scenarios have one character; include one scene with two or more characters',
    'after the Beginner part.',
    '',
    'Scenarios (id | name | category | difficulty | characters | works most on):',
    ...candidates.map((s) => line(s)),
  ].join('\n');
  return [{ role: 'system', content: SYSTEM }, { role: 'user', content: user }];
}

export function dynamicMessages(input: DynamicInput, model: LearnerModel, length: number): ChatMessage[] {
  const chance = (s: PlannableScenario) => model.success.get(s.id) ?? 0;
  const candidates = input.scenarios
    .filter((s) => s.id !== model.lastPlayed)
    .sort((a, b) => Math.abs(chance(a) - TARGET_SUCCESS) - Math.abs(chance(b) - TARGET_SUCCESS) || a.id - b.id)
    .slice(0, MAX_CANDIDATES);
  const mastery = SKILLS.map((s) => `${s} ${model.mastery[s].toFixed(1)}`).join(', ');
  const [low, high] = SUCCESS_WINDOW.map((p) => Math.round(p * 100));
  const user = [
    'Plan the learner\'s next scenarios from how they are doing.',
    `Skill averages (0–10, recent sessions weigh more; mastered at ${MASTERY.mastered}): ${mastery}.`,
    `Skills below mastery, weakest first: ${model.weakSkills.join(', ') || 'none'}.`,
    `Mastered skills due for review: ${model.dueForReview.join(', ') || 'none'}.`,
    `Sessions analysed: ${input.results.length}. Never choose the scenario just played (id ${model.lastPlayed}).`,
    ...goalLines(input.goals),
    `Choose exactly ${length} scenarios, the one to play next first. Most should work on the weakest skills at a predicted`,
    `success of ${low}–${high}%; include one review of a mastered skill when one is due; prefer scenarios not played before.`,
    '',
    'Scenarios (id | name | category | difficulty | characters | works most on | predicted success | played before):',
    ...candidates.map((s) => line(s, [`${Math.round(chance(s) * 100)}%`, model.played.has(s.id) ? 'yes' : 'no'])),
  ].join('\n');
  return [{ role: 'system', content: SYSTEM }, { role: 'user', content: user }];
}
