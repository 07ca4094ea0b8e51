import { oneDecimal, SKILLS, type Skill } from './result.ts';

/** Overall and each skill, as the results page compares a retry with its original. */
export type SkillFigures = { overall: number } & Record<Skill, number>;

/** A result's scores as figures, each rounded to one decimal as they are shown. */
export function figuresOf(result: { overall: number; scores: Record<Skill, { score: number }> }): SkillFigures {
  const figures = { overall: oneDecimal(result.overall) } as SkillFigures;
  for (const skill of SKILLS) figures[skill] = oneDecimal(result.scores[skill].score);
  return figures;
}

/** The retry's figures minus the original's: positive where the learner did better the second time. */
export function deltasOf(branch: SkillFigures, original: SkillFigures): SkillFigures {
  // Rounding after subtracting keeps 7.3 − 6.1 at 1.2 rather than 1.1999999999999993.
  const deltas = { overall: oneDecimal(branch.overall - original.overall) } as SkillFigures;
  for (const skill of SKILLS) deltas[skill] = oneDecimal(branch[skill] - original[skill]);
  return deltas;
}
