import { z } from 'zod';

/** Contracts of the curriculum (SPEC.md §3 "Curriculum item", §7 "Onboarding and curriculum"; ADR 0024). */

export const curriculumQuery = z.object({
  isInitial: z.enum(['true', 'false'], { error: 'isInitial must be true or false.' }).transform((v) => v === 'true'),
});

const skill = z.enum(['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening']);

export const curriculumItem = z.object({
  scenarioId: z.int(),
  name: z.string(),
  name_ru: z.string(),
  description: z.string(),
  description_ru: z.string(),
  category: z.string(),
  category_ru: z.string(),
  /** The catalogue's difficulty (practice's DIFFICULTIES), named here so the web can read the contract alone. */
  difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  difficulty_ru: z.string(),
  speakerCount: z.int(),
  status: z.enum(['NotStarted', 'InProgress', 'Completed']),
  /** InProgress: the unended session to continue; Completed: the best result's session (or the ended one being analysed). */
  sessionId: z.int().nullable(),
  /** Empty unless Completed; from the best result of the scenario; scores clamped 0–10. */
  metrics: z.array(z.object({
    name: z.enum(['Empathy', 'Clarity', 'ProblemSolving', 'Composure', 'ActiveListening', 'Overall']),
    score: z.number().min(0).max(10),
  })),
  /** Why the item is on the path; the web words it in the reader's language. */
  reason: z.object({
    skill: skill.nullable(),
    kind: z.enum(['goal', 'weakest', 'review', 'stretch', 'next']),
  }),
});

export const curriculumList = z.object({
  isInitial: z.boolean(),
  /** When the path was planned; null for an initial curriculum never generated. */
  generatedAt: z.string().nullable(),
  items: z.array(curriculumItem),
});

export const generatedCurriculum = z.object({ initial: curriculumList, dynamic: curriculumList });

export type CurriculumItem = z.infer<typeof curriculumItem>;
export type CurriculumList = z.infer<typeof curriculumList>;
export type GeneratedCurriculum = z.infer<typeof generatedCurriculum>;
