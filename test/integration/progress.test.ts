import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { aLearner, practise, sqlOn, type Person } from '../support/team.ts';

const SKILLS = ['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening'] as const;
const COLUMNS = ['overall', 'empathy', 'clarity', 'problem_solving', 'composure', 'active_listening'];
const DAY_MS = 86_400_000;
const LINE = 'I understand how frustrating this must be. Could you tell me what happened?';

/** Monday 'YYYY-MM-DD' (UTC) of a moment, worked out here independently of the server's calendar. */
const mondayOf = (t: number) => new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);

/**
 * The learner's progress from sessions really played and analysed (offline engine), whose scores
 * and completion times are then set to known figures, so every number of the answer is exact.
 */
describe('Learner progress over time', function () {
  this.timeout(180_000);
  let server: TestServer;
  let ann: Person;
  let bob: Person;
  let scenarios: { id: number; name: string; name_ru: string }[];
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + 1000;
  /** Ann's results: days back from today, scenario (0 or 1), overall then the five skills. */
  const seeded = [
    { daysAgo: 200, scenario: 0, scores: [9, 9.5, 8, 8, 8, 8] }, // outside the 12 weeks: counts for bests, not the trend
    { daysAgo: 14, scenario: 0, scores: [5, 4, 5, 6, 5, 5] },
    { daysAgo: 13, scenario: 0, scores: [6, 6, 5, 6, 6, 7] },
    { daysAgo: 12, scenario: 1, scores: [7, 5, 8, 7, 7, 8] },
    { daysAgo: 1, scenario: 1, scores: [6, 5, 8.5, 6, 7, 4] },
    { daysAgo: 0, scenario: 0, scores: [8, 9.5, 7, 7, 8, 9] },
  ];
  const sessions: number[] = [];

  const named = (i: 0 | 1) => ({ scenarioId: scenarios[i]!.id, scenarioName: scenarios[i]!.name, scenarioName_ru: scenarios[i]!.name_ru });
  const progress = (who: Person, query = '') => server.api(`/api/results/progress${query}`, { token: who.token });

  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20' });
    scenarios = ((await server.api('/api/scenario')).body as typeof scenarios).slice(0, 2);
    ann = await aLearner(server);
    bob = await aLearner(server);
    for (const s of seeded) sessions.push(await practise(server, ann.token, scenarios[s.scenario]!.id, [LINE]));
    await practise(server, bob.token, scenarios[0]!.id, [LINE]);
    const sql = sqlOn(server);
    for (const [i, s] of seeded.entries()) {
      await sql(`update session_results set ${COLUMNS.map((c) => `${c} = ?`).join(', ')}, completed_at = ? where session_id = ?`,
        [...s.scores, new Date(today - s.daysAgo * DAY_MS), sessions[i]]);
    }
  });
  after(() => server.stop());

  it('averages each ISO week of the window, the weeks without a session included', async () => {
    const res = await progress(ann);
    expect(res.status).to.equal(200);
    const { weeks } = res.body as { weeks: { weekStart: string; sessions: number; overall: number | null; skills: Record<string, number | null> }[] };
    expect(weeks).to.have.length(12);
    expect(weeks.at(-1)!.weekStart).to.equal(mondayOf(today));
    const inWindow = seeded.filter((s) => s.daysAgo < 70);
    for (const week of weeks) {
      const mine = inWindow.filter((s) => mondayOf(today - s.daysAgo * DAY_MS) === week.weekStart);
      const mean = (i: number) => (mine.length ? Math.round((mine.reduce((n, s) => n + s.scores[i]!, 0) / mine.length) * 10) / 10 : null);
      expect(week, week.weekStart).to.deep.equal({
        weekStart: week.weekStart, sessions: mine.length, overall: mean(0), skills: Object.fromEntries(SKILLS.map((k, i) => [k, mean(i + 1)])),
      });
    }
    expect(weeks.filter((w) => w.sessions > 0).length).to.be.within(2, 4);
    expect(res.body.sessions).to.equal(6);
  });

  it('names the personal bests, the earliest session on a tie', async () => {
    const { personalBests } = (await progress(ann)).body;
    const [old, , , , fourth, latest] = sessions;
    expect(personalBests.overall).to.deep.equal({ score: 9, sessionId: old, ...named(0), achievedAt: new Date(today - 200 * DAY_MS).toISOString() });
    // 9.5 twice: 200 days ago wins over today.
    expect(personalBests.empathy).to.include({ score: 9.5, sessionId: old });
    expect(personalBests.clarity).to.include({ score: 8.5, sessionId: fourth, scenarioId: scenarios[1]!.id });
    expect(personalBests.activeListening).to.include({ score: 9, sessionId: latest });
    expect(personalBests.problemSolving).to.include({ score: 8, sessionId: old });
  });

  it('counts the streak back from today, and the longest run of days', async () => {
    expect((await progress(ann)).body.streak).to.deep.equal({ current: 2, longest: 3 });
  });

  it('counts the days where the learner\'s browser says they are (ADR 0046), for the streak and its achievements', async () => {
    const dave = await aLearner(server);
    // 01:00 and 23:00 UTC yesterday: one day in UTC; in Vladivostok (UTC+10, no summer time) 11:00 yesterday and 09:00 today.
    await sqlOn(server)(`insert into session_results (session_id, user_id, scenario_id, ${COLUMNS.join(', ')}, feedback, strengths, improvements, completed_at)
      select 20000000 + g, ?, ?, ${COLUMNS.map(() => '6').join(', ')}, '{}', '[]', '[]', ?::timestamptz - g * interval '22 hours'
      from generate_series(0, 1) g`, [dave.id, scenarios[0]!.id, new Date(today - 3_600_000)]);
    const streakThree = async () => ((await server.api('/api/dashboard/achievements', { token: dave.token })).body as { key: string; progress: { current: number } }[])
      .find((a) => a.key === 'streak-3')!.progress.current;
    const heartbeat = (body?: unknown) => server.api('/api/auth/heartbeat', { token: dave.token, method: 'POST', ...(body ? { body } : {}) });
    const storedZone = async () => (await sqlOn(server)('select time_zone from users where id = ?', [dave.id]))[0].time_zone;

    expect((await progress(dave)).body.streak).to.deep.equal({ current: 1, longest: 1 });
    expect(await streakThree()).to.equal(1);
    expect(await storedZone()).to.equal(null);

    expect((await heartbeat({ timeZone: 'Asia/Vladivostok' })).status).to.equal(204);
    expect(await storedZone()).to.equal('Asia/Vladivostok');
    // Whatever the hour: either today there holds the 09:00 session, or it is already tomorrow there and that was yesterday.
    expect((await progress(dave)).body.streak).to.deep.equal({ current: 2, longest: 2 });
    expect(await streakThree()).to.equal(2);

    for (const bad of ['Mars/Olympus_Mons', '+10:00', 'VLAT', '']) {
      const res = await heartbeat({ timeZone: bad });
      expect(res.status, bad).to.equal(400);
      expect(res.body.error.code, bad).to.equal('VALIDATION_FAILED');
      expect(JSON.stringify(res.body), bad).to.include('Time zone must be an IANA name like Europe/Moscow.');
    }
    expect((await heartbeat()).status, 'a heartbeat without a zone').to.equal(204);
    expect(await storedZone(), 'kept through refusals and a heartbeat that names none').to.equal('Asia/Vladivostok');
    expect((await heartbeat({ timeZone: 'europe/moscow' })).status).to.equal(204);
    expect(await storedZone(), 'spelled the runtime\'s way').to.equal('Europe/Moscow');
  });

  it('names the scenario that moved each skill most, and nothing where none rose', async () => {
    const { movers } = (await progress(ann)).body;
    // The first scenario: 200 days ago, 14, 13, then today. The second: 12 days ago, then yesterday.
    expect(movers.activeListening).to.deep.equal({ ...named(0), first: 8, latest: 9, change: 1, sessions: 4 });
    expect(movers.clarity).to.deep.equal({ ...named(1), first: 8, latest: 8.5, change: 0.5, sessions: 2 });
    // Empathy and composure ended where they began, problem solving fell in both: nothing moved them.
    expect(movers).to.include({ empathy: null, composure: null, problemSolving: null });
  });

  it('answers as fast for hundreds of results: two grouped queries, whatever their number', async () => {
    const carol = await aLearner(server);
    // 600 results an hour apart over two scenarios, scored 0–10 in turn (11 steps); no session rows needed for the figures.
    await sqlOn(server)(`insert into session_results (session_id, user_id, scenario_id, ${COLUMNS.join(', ')}, feedback, strengths, improvements, completed_at)
      select 10000000 + g, ?, case when g % 2 = 0 then ? else ? end, ${COLUMNS.map(() => 'g % 11').join(', ')}, '{}', '[]', '[]', now() - g * interval '1 hour'
      from generate_series(1, 600) g`, [carol.id, scenarios[0]!.id, scenarios[1]!.id]);
    const started = Date.now();
    const res = await progress(carol, '?weeks=52');
    const elapsed = Date.now() - started;
    expect(res.status).to.equal(200);
    expect(res.body.sessions).to.equal(600);
    // 10 is reached by g = 10, 21, … 593: the oldest, 593 hours ago, in the second scenario.
    expect(res.body.personalBests.overall).to.include({ score: 10, sessionId: 10000593, scenarioId: scenarios[1]!.id });
    expect(res.body.weeks.reduce((n: number, w: { sessions: number }) => n + w.sessions, 0)).to.equal(600);
    expect(elapsed, `${elapsed} ms`).to.be.below(2000);
  });

  it('validates weeks, and answers only about the caller', async () => {
    expect((await progress(ann, '?weeks=3')).body.weeks).to.have.length(3);
    expect((await progress(ann, '?weeks=52')).body.weeks).to.have.length(52);
    for (const bad of ['0', '53', 'abc', '2.5']) {
      const res = await progress(ann, `?weeks=${bad}`);
      expect(res.status, bad).to.equal(400);
      expect(JSON.stringify(res.body), bad).to.include('weeks');
    }
    const theirs = (await progress(bob)).body;
    expect(theirs.sessions).to.equal(1);
    expect(theirs.streak).to.deep.equal({ current: 1, longest: 1 });
    expect(theirs.movers.empathy).to.equal(null);
    expect((await server.api('/api/results/progress')).status).to.equal(401);
  });
});
