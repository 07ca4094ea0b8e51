import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { LearnerSessions, ScenarioProfiles, type ScenarioProfile } from '#src/modules/practice/index.ts';
import { ScoreRecords } from '#src/modules/analysis/index.ts';
import { CURRICULUM } from '../curriculum.tokens.ts';
import { levelOf, SKILLS, type CommunityRecord, type LearnerGoals, type PlannableScenario, type ScoredSession } from '../domain/planning.ts';
import type { SessionTrace } from '../domain/progress.ts';
import { skillFocus } from '../domain/skill-focus.ts';
import type { OnboardingProfileRepository } from '../domain/ports.ts';

export interface PlanningCatalogue {
  scenarios: PlannableScenario[];
  /** What the learner sees of each scenario, by id. */
  summaries: Map<number, ScenarioProfile>;
}

const toPlannable = (p: ScenarioProfile): PlannableScenario => {
  const level = levelOf(p.difficulty);
  return {
    id: p.id, name: p.name, category: p.category, level, speakerCount: p.speakerCount,
    focus: skillFocus(p.category, level, p.speakerCount, p.demands),
    text: [p.name, p.description, p.category, p.name_ru, p.description_ru, p.category_ru].join(' '),
  };
};

/**
 * Marks which results a plan was made from: a new result, or a session analysed again, changes it —
 * any score of any session, not only their overall sum (an analysis rerun can move empathy and leave
 * the overall as it was, and the mastery model plans from the skills).
 */
export const resultsMark = (results: readonly ScoredSession[]) => {
  const digest = createHash('sha256');
  for (const r of results) digest.update(`${r.sessionId}:${r.overall}:${SKILLS.map((skill) => r.scores[skill]).join(',')};`);
  return `${results.length}:${results.at(-1)?.sessionId ?? 0}:${digest.digest('hex').slice(0, 32)}`;
};

/** What the curriculum reads from the other modules and its own goals: the catalogue, results, sessions. */
@injectable()
export class LearnerStanding {
  constructor(
    @inject(ScenarioProfiles) private readonly profiles: ScenarioProfiles,
    @inject(ScoreRecords) private readonly scores: ScoreRecords,
    @inject(LearnerSessions) private readonly sessions: LearnerSessions,
    @inject(CURRICULUM.OnboardingProfileRepository) private readonly goalsOf: OnboardingProfileRepository,
  ) {}

  async catalogue(): Promise<PlanningCatalogue> {
    const profiles = await this.profiles.execute();
    return { scenarios: profiles.map(toPlannable), summaries: new Map(profiles.map((p) => [p.id, p])) };
  }

  /** The saved goals; null when the learner has none. */
  async goals(userId: number): Promise<LearnerGoals | null> {
    const profile = await this.goalsOf.find(userId);
    if (!profile || profile.goalCategories.length + profile.ownGoals.length === 0) return null;
    return { categories: profile.goalCategories, ownGoals: profile.ownGoals };
  }

  /** Oldest first. */
  results(userId: number): Promise<ScoredSession[]> {
    return this.scores.ofLearner(userId);
  }

  community(): Promise<CommunityRecord[]> {
    return this.scores.byScenario();
  }

  learnerSessions(userId: number): Promise<SessionTrace[]> {
    return this.sessions.execute(userId);
  }
}
