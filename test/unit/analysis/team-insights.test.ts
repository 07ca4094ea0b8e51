import { expect } from 'chai';
import { teamInsights } from '#src/modules/analysis/domain/team-insights.ts';
import type { SkillAverages } from '#src/modules/analysis/domain/team-progress.ts';

const skills = (empathy: number, clarity: number, problemSolving: number, composure: number, activeListening: number): SkillAverages =>
  ({ empathy, clarity, problemSolving, composure, activeListening });

describe('Team insights (SPEC §9)', () => {
  const cases: { name: string; averages: SkillAverages; overall: number; expected: ReturnType<typeof teamInsights> }[] = [
    {
      name: 'names the best skill the strength and the lowest, under 7, the growth opportunity',
      averages: skills(8.2, 6.1, 5.4, 7, 7.9), overall: 6.9,
      expected: { strength: { skill: 'empathy', average: 8.2 }, growth: { skill: 'problemSolving', average: 5.4 }, overall: 'good' },
    },
    {
      name: 'has no strength when every average is 0, and no growth when the lowest equals the highest',
      averages: skills(0, 0, 0, 0, 0), overall: 0,
      expected: { strength: null, growth: null, overall: null },
    },
    {
      name: 'keeps the strength of a team whose averages are all the same, with no growth opportunity',
      averages: skills(5, 5, 5, 5, 5), overall: 5,
      expected: { strength: { skill: 'empathy', average: 5 }, growth: null, overall: null },
    },
    {
      name: 'gives no growth opportunity when the lowest is 7 or more',
      averages: skills(9, 7, 8, 7.5, 8.5), overall: 8,
      expected: { strength: { skill: 'empathy', average: 9 }, growth: null, overall: 'excellent' },
    },
    {
      name: 'offers growth just under 7',
      averages: skills(9, 6.9, 8, 7.5, 8.5), overall: 7.99,
      expected: { strength: { skill: 'empathy', average: 9 }, growth: { skill: 'clarity', average: 6.9 }, overall: 'good' },
    },
    {
      name: 'calls a strength at the smallest average above 0',
      averages: skills(0, 0.1, 0, 0, 0), overall: 0.1,
      expected: { strength: { skill: 'clarity', average: 0.1 }, growth: { skill: 'empathy', average: 0 }, overall: null },
    },
    {
      name: 'breaks ties by the skill order: the first best and the first lowest',
      averages: skills(4, 9, 4, 9, 6), overall: 6,
      expected: { strength: { skill: 'clarity', average: 9 }, growth: { skill: 'empathy', average: 4 }, overall: 'good' },
    },
    {
      name: 'says nothing of the overall below 6',
      averages: skills(6, 6, 6, 6, 5.9), overall: 5.99,
      expected: { strength: { skill: 'empathy', average: 6 }, growth: { skill: 'activeListening', average: 5.9 }, overall: null },
    },
    {
      name: 'is excellent at 8 and above',
      averages: skills(10, 10, 10, 10, 10), overall: 10,
      expected: { strength: { skill: 'empathy', average: 10 }, growth: null, overall: 'excellent' },
    },
  ];
  for (const c of cases) it(c.name, () => expect(teamInsights(c.averages, c.overall)).to.deep.equal(c.expected));
});
