import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SKILLS } from '../domain/result.ts';
import { TIERS, type AchievementDefinition } from '../domain/achievement.ts';
import { AchievementsInvalidError } from '../domain/analysis.errors.ts';

const target = z.number().int().positive();
const criterion = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['sessionsCompleted', 'streakDays', 'distinctScenarios', 'groupScenes', 'coachSessions']), target }),
  z.object({ type: z.literal('distinctCategories'), target: target.max(50) }),
  z.object({ type: z.enum(['overallScore', 'allSkillsAtLeast']), target: target.max(10) }),
  z.object({ type: z.literal('skillScore'), skill: z.enum(SKILLS), target: target.max(10) }),
  z.object({ type: z.literal('difficultyCompleted'), difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']), target }),
]);
const text = (max: number) => z.string().trim().min(1).max(max);
export const achievementsFile = z.object({
  achievements: z.array(z.object({
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
    name: text(100), name_ru: text(100), description: text(300), description_ru: text(300),
    icon: text(16), tier: z.enum(TIERS), criterion,
  })).min(1),
});

/** Where the catalogue lives in a content folder (beside the scenario packs, which `scenarios import` reads). */
export const achievementsPath = (contentDir: string) => join(contentDir, 'achievements', 'achievements.json');

/** The achievement catalogue of a content folder; [] when it has none; every problem named when it is invalid. */
export function readAchievementCatalogue(contentDir: string): AchievementDefinition[] {
  const file = achievementsPath(contentDir);
  if (!existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new AchievementsInvalidError([`${file}: ${(e as Error).message}`]);
  }
  const parsed = achievementsFile.safeParse(data);
  if (!parsed.success) throw new AchievementsInvalidError(parsed.error.issues.map((i) => `${file} › ${i.path.join('.')}: ${i.message}`));
  const keys = parsed.data.achievements.map((a) => a.key);
  const repeated = keys.filter((k, i) => keys.indexOf(k) !== i);
  if (repeated.length) throw new AchievementsInvalidError(repeated.map((k) => `${file} › ${k}: the key is used more than once`));
  return parsed.data.achievements;
}
