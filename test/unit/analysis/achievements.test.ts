import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { longestStreak, progressTowards, type CompletedSession } from '#src/modules/analysis/domain/achievement.ts';
import { readAchievementCatalogue } from '#src/modules/analysis/index.ts';
import { AchievementsInvalidError } from '#src/modules/analysis/domain/analysis.errors.ts';

const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 10, d, hour));
function session(overrides: Partial<CompletedSession> = {}): CompletedSession {
  return {
    sessionId: 1, completedAt: day(1), overall: 5, coachEnabled: false, scenarioId: 1,
    scores: { empathy: 5, clarity: 5, problemSolving: 5, composure: 5, activeListening: 5 },
    scenario: { category: 'Sales', difficulty: 'Beginner', groupScene: false },
    ...overrides,
  };
}

const inUtc = (sessions: CompletedSession[]) => ({ sessions, timeZone: 'UTC' });

describe('Achievement progress', () => {
  it('counts completed sessions, with a percentage that stops at 100', () => {
    expect(progressTowards({ type: 'sessionsCompleted', target: 5 }, inUtc([session(), session()]))).to.deep.equal({ current: 2, target: 5, percentage: 40 });
    expect(progressTowards({ type: 'sessionsCompleted', target: 1 }, inUtc([session(), session()])).percentage).to.equal(100);
    expect(progressTowards({ type: 'sessionsCompleted', target: 3 }, inUtc([]))).to.deep.equal({ current: 0, target: 3, percentage: 0 });
  });

  it('takes the best score of one skill, or of all skills together in one session', () => {
    const sessions = [
      session({ scores: { empathy: 9, clarity: 3, problemSolving: 7, composure: 7, activeListening: 7 } }),
      session({ scores: { empathy: 7.5, clarity: 7.5, problemSolving: 7.5, composure: 7.5, activeListening: 7.5 } }),
    ];
    expect(progressTowards({ type: 'skillScore', skill: 'empathy', target: 8 }, inUtc(sessions)).current).to.equal(9);
    expect(progressTowards({ type: 'allSkillsAtLeast', target: 7 }, inUtc(sessions)).current).to.equal(7.5);
    expect(progressTowards({ type: 'overallScore', target: 9 }, inUtc([session({ overall: 8.4 })])).current).to.equal(8.4);
  });

  it('counts variety: scenarios, categories, group scenes, difficulty and coached sessions', () => {
    const sessions = [
      session({ scenarioId: 1 }),
      session({ scenarioId: 1, coachEnabled: true }),
      session({ scenarioId: 2, scenario: { category: 'Teamwork', difficulty: 'Advanced', groupScene: true } }),
      session({ scenarioId: 3, scenario: null }), // its scenario has left the catalogue
    ];
    expect(progressTowards({ type: 'distinctScenarios', target: 10 }, inUtc(sessions)).current).to.equal(3);
    expect(progressTowards({ type: 'distinctCategories', target: 9 }, inUtc(sessions)).current).to.equal(2);
    expect(progressTowards({ type: 'groupScenes', target: 1 }, inUtc(sessions)).current).to.equal(1);
    expect(progressTowards({ type: 'difficultyCompleted', difficulty: 'Advanced', target: 5 }, inUtc(sessions)).current).to.equal(1);
    expect(progressTowards({ type: 'coachSessions', target: 1 }, inUtc(sessions)).current).to.equal(1);
  });

  it('measures streaks in consecutive calendar days, however many sessions a day holds', () => {
    expect(longestStreak([], 'UTC')).to.equal(0);
    expect(longestStreak([day(1, 9), day(1, 23), day(2), day(3)], 'UTC')).to.equal(3);
    expect(longestStreak([day(5), day(1), day(2), day(4), day(6), day(7)], 'UTC')).to.equal(4); // 4–7, in any order
    expect(longestStreak([day(1), day(3), day(5)], 'UTC')).to.equal(1);
  });

  it('counts the days where the learner is: an evening and the next morning in Vladivostok are two days in a row', () => {
    // 08:30 and 22:30 UTC on the 1st: one day in London, but the 1st 18:30 and the 2nd 08:30 in Vladivostok (UTC+10).
    const sessions = [session({ completedAt: day(1, 8) }), session({ completedAt: new Date(Date.UTC(2026, 10, 1, 22, 30)) })];
    expect(progressTowards({ type: 'streakDays', target: 2 }, inUtc(sessions)).current).to.equal(1);
    expect(progressTowards({ type: 'streakDays', target: 2 }, { sessions, timeZone: 'Asia/Vladivostok' }).current).to.equal(2);
    // And the other way: 23:30 UTC on the 1st and 00:30 on the 2nd are one evening in New York.
    const lateNight = [new Date(Date.UTC(2026, 10, 1, 23, 30)), new Date(Date.UTC(2026, 10, 2, 0, 30))];
    expect(longestStreak(lateNight, 'UTC')).to.equal(2);
    expect(longestStreak(lateNight, 'America/New_York')).to.equal(1);
  });
});

describe('Achievement catalogue file', () => {
  const made: string[] = [];
  after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const folder = (content: unknown) => {
    const dir = mkdtempSync(join(tmpdir(), 'rapport-achievements-'));
    made.push(dir);
    mkdirSync(join(dir, 'achievements'));
    writeFileSync(join(dir, 'achievements', 'achievements.json'), typeof content === 'string' ? content : JSON.stringify(content));
    return dir;
  };
  const valid = {
    key: 'first', name: 'First', name_ru: 'Первый', description: 'Do it once.', description_ru: 'Сделайте это раз.',
    icon: '⭐', tier: 'Bronze', criterion: { type: 'sessionsCompleted', target: 1 },
  };
  const problems = (dir: string) => {
    try {
      readAchievementCatalogue(dir);
    } catch (e) {
      expect(e).to.be.instanceOf(AchievementsInvalidError);
      return (e as AchievementsInvalidError).message;
    }
    throw new Error('expected the catalogue to be refused');
  };

  it('ships at least 20 bilingual achievements over every kind of target', () => {
    const shipped = readAchievementCatalogue('content');
    expect(shipped.length).to.be.at.least(20);
    expect(new Set(shipped.map((a) => a.criterion.type)).size).to.equal(10);
    expect(new Set(shipped.map((a) => a.tier))).to.deep.equal(new Set(['Bronze', 'Silver', 'Gold', 'Platinum']));
  });

  it('reads a valid file and treats a folder without one as an empty catalogue', () => {
    expect(readAchievementCatalogue(folder({ achievements: [valid] }))).to.deep.equal([valid]);
    const empty = mkdtempSync(join(tmpdir(), 'rapport-empty-'));
    made.push(empty);
    expect(readAchievementCatalogue(empty)).to.deep.equal([]);
  });

  it('names the record and field of every problem', () => {
    expect(problems(folder({ achievements: [{ ...valid, tier: 'Diamond' }] }))).to.contain('achievements.0.tier');
    expect(problems(folder({ achievements: [{ ...valid, criterion: { type: 'skillScore', skill: 'charm', target: 8 } }] })))
      .to.contain('achievements.0.criterion.skill');
    expect(problems(folder({ achievements: [{ ...valid, criterion: { type: 'overallScore', target: 11 } }] }))).to.contain('criterion.target');
    expect(problems(folder({ achievements: [{ ...valid, name_ru: '' }] }))).to.contain('achievements.0.name_ru');
    expect(problems(folder({ achievements: [valid, valid] }))).to.contain('first: the key is used more than once');
    expect(problems(folder('{ not json'))).to.contain('achievements.json');
  });
});
