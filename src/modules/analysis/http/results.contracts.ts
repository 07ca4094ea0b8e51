import { z } from 'zod';

/** Contracts of results and the dashboard (SPEC.md §7 "Dashboard and results"). */

export const topScenariosQuery = z.object({ count: z.coerce.number().int().min(1).max(20).default(3) });

const average = z.number().nullable();
export const topScenario = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ru: z.string(),
  description: z.string(),
  description_ru: z.string(),
  category: z.string(),
  category_ru: z.string(),
  // Spelled out rather than imported: the web client type-checks this file, and the practice
  // module's index would pull the whole server into that check.
  difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  difficulty_ru: z.string(),
  completionCount: z.number().int(),
  skillAverages: z.object({ empathy: average, clarity: average, problemSolving: average, composure: average, activeListening: average }),
});

export type TopScenario = z.infer<typeof topScenario>;
