import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { SetUserOrganization } from '#src/modules/identity/index.ts';
import { ANALYSIS } from '#src/modules/analysis/index.ts';
import { PRACTICE } from '#src/modules/practice/index.ts';
import type { TeamResults } from '#src/modules/analysis/domain/ports.ts';
import type { SessionRepository } from '#src/modules/practice/domain/ports.ts';
import { anAccount, practise, sqlOn, uniqueOrg, type Person } from '../support/team.ts';

const SKILLS = ['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening'] as const;
const KIND = "I understand how frustrating this must be, and I'm sorry. Could you tell me what happened with the order?";
const PLAN = 'So if I understand correctly, the delivery was late twice. I will refund the shipping today and call you by Friday with a new date.';
const RUDE = 'WHATEVER. Not my problem, calm down.';
const DAY_MS = 86_400_000;

type Scores = Record<'overall' | (typeof SKILLS)[number], number>;
const round = (n: number) => Math.round(n * 10) / 10;
const mean = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0) / xs.length);

/** Team analytics computed by the server from sessions really played and analysed (offline analyzer), for two organisations. */
describe('Team analytics from real results', function () {
  this.timeout(120_000);
  let server: TestServer;
  let admin: Person;
  let ann: Person;
  let bob: Person;
  let outsider: Person;
  let outsiderAdmin: Person;
  const scores = new Map<number, Scores>();
  const sessionsOf: Record<string, number[]> = {};

  const get = (path: string, who: Person) => server.api(path, { token: who.token });
  async function play(who: Person, lines: string[]) {
    const scenarioId = ((await server.api('/api/scenario')).body as { id: number }[])[0]!.id;
    const id = await practise(server, who.token, scenarioId, lines);
    const result = (await get(`/api/results/${id}`, who)).body;
    scores.set(id, Object.fromEntries(['overall', ...SKILLS].map((s) => [s, result.scores[s].score])) as Scores);
    (sessionsOf[who.email] ??= []).push(id);
  }
  /** The download as bytes: fetch's text() would drop the byte order mark this checks. */
  async function download(path: string, who: Person, headers: Record<string, string> = {}) {
    const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${who.token}`, ...headers } });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
  }
  const averageOf = (ids: number[]) => Object.fromEntries(SKILLS.map((s) => [s, mean(ids.map((id) => scores.get(id)![s]))]));

  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20' });
    // Made as an operator makes them (`rapport user create --org`); the organisations are created on first use.
    const [acme, other] = [uniqueOrg('Acme'), uniqueOrg('Other')];
    admin = await anAccount(server, 'Admin', acme);
    ann = await anAccount(server, 'User', acme, 'ann');
    // A '+' opens Bob's address: a spreadsheet would read it as a formula.
    bob = await anAccount(server, 'User', acme, '+bob');
    outsider = await anAccount(server, 'User', other);
    outsiderAdmin = await anAccount(server, 'Admin', other);
    await play(ann, [KIND, PLAN]);
    await play(ann, [KIND]);
    await play(bob, [RUDE, RUDE]);
    await play(outsider, [PLAN, KIND, PLAN]);
  });
  after(() => server.stop());

  it('averages the five skills over the members\' analysed sessions, with each member\'s line', async () => {
    const res = await get('/api/admin/analytics/team-skills', admin);
    expect(res.status).to.equal(200);
    const mine = [...sessionsOf[ann.email]!, ...sessionsOf[bob.email]!];
    const expected = averageOf(mine);
    expect(res.body).to.include({ sessionCount: 3, overallAverage: mean(mine.map((id) => scores.get(id)!.overall)) });
    for (const s of SKILLS) expect(res.body[`${s}Average`], s).to.equal(expected[s]);
    // Admins first, then by email; a member without an analysed session still has a line.
    expect(res.body.members.map((m: { email: string }) => m.email)).to.deep.equal([admin.email, bob.email, ann.email]);
    const [adminLine, bobLine, annLine] = res.body.members;
    expect(adminLine).to.deep.equal({ userId: admin.id, email: admin.email, sessions: 0, averages: null, overall: null, latestAt: null });
    expect(annLine).to.deep.include({ userId: ann.id, sessions: 2, averages: averageOf(sessionsOf[ann.email]!) });
    expect(bobLine).to.deep.include({ userId: bob.id, sessions: 1, overall: scores.get(sessionsOf[bob.email]![0]!)!.overall });
    expect(Date.parse(annLine.latestAt)).to.be.closeTo(Date.now(), 120_000);
  });

  it('words the insights of SPEC §9 from the averages it shows', async () => {
    const body = (await get('/api/admin/analytics/team-skills', admin)).body;
    const averages = SKILLS.map((skill) => ({ skill, average: body[`${skill}Average`] as number }));
    const best = Math.max(...averages.map((a) => a.average));
    const lowest = Math.min(...averages.map((a) => a.average));
    expect(body.insights.strength).to.deep.equal(best > 0 ? averages.find((a) => a.average === best) : null);
    expect(body.insights.growth).to.deep.equal(lowest < best && lowest < 7 ? averages.find((a) => a.average === lowest) : null);
    expect(body.insights.overall).to.equal(body.overallAverage >= 8 ? 'excellent' : body.overallAverage >= 6 ? 'good' : null);
    // The rude member pulls something below 7: there is a growth opportunity to show.
    expect(body.insights.growth).to.not.equal(null);
  });

  it('never counts another organisation\'s members, and each Admin sees only their own', async () => {
    const theirs = (await get('/api/admin/analytics/team-skills', outsiderAdmin)).body;
    expect(theirs.sessionCount).to.equal(1);
    expect(theirs.members.map((m: { email: string }) => m.email)).to.have.members([outsiderAdmin.email, outsider.email]);
    const ours = (await get('/api/admin/analytics/team-skills', admin)).body;
    expect(ours.members.map((m: { userId: number }) => m.userId)).to.not.include(outsider.id);
    const csv = (await get('/api/admin/analytics/team-progress.csv', admin)).body as string;
    expect(csv).to.not.include(outsider.email);
  });

  it('reports the overview\'s four numbers from the members\' sessions', async () => {
    const res = await get('/api/admin/overview', admin);
    expect(res.status).to.equal(200);
    const all = [...sessionsOf[ann.email]!, ...sessionsOf[bob.email]!];
    expect(res.body).to.deep.equal({ members: 3, sessionsThisMonth: 3, averageOverall: mean(all.map((id) => scores.get(id)!.overall)), activeLearners: 2 });
  });

  it('answers for a team of any size: 40,000 members are past the driver\'s 65,535 parameters at two a member', async () => {
    // Ann among 39,999 accounts that have no sessions; only her two count.
    const members = Array.from({ length: 40_000 }, (_, i) => ({ userId: i === 0 ? ann.id : 50_000_000 + i, countsFrom: new Date(0) }));
    const { container, inContext } = server.kernel;
    const results = container.get<TeamResults>(ANALYSIS.TeamResults);
    const totals = await inContext(() => results.totalsOf(members));
    expect(totals.map((t) => [t.userId, t.sessions])).to.deep.equal([[ann.id, 2]]);
    const weeks = await inContext(() => results.weekly(members, new Date(Date.now() - 90 * DAY_MS)));
    expect(weeks.reduce((n, w) => n + w.sessions, 0)).to.equal(2);
    const sessions = container.get<SessionRepository>(PRACTICE.SessionRepository);
    expect(await inContext(() => sessions.startedSince(members, new Date(0)))).to.deep.equal({ sessions: 2, learners: 1 });
  });

  it('exports the progress as a UTF-8 CSV with a BOM, header in the chosen language, formula-safe', async () => {
    const res = await download('/api/admin/analytics/team-progress.csv', admin);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).to.equal(`attachment; filename="team-progress-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect([...res.bytes.subarray(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
    const lines = res.text.slice(1).split('\r\n');
    expect(lines[0]).to.equal('Email,Sessions,Empathy,Clarity,Problem solving,Composure,Active listening,First overall,Latest overall,Best overall');
    const [first, latest] = sessionsOf[ann.email]!.map((id) => scores.get(id)!.overall);
    const annAverages = averageOf(sessionsOf[ann.email]!);
    expect(lines).to.include([ann.email, 2, ...SKILLS.map((s) => annAverages[s]), first, latest, Math.max(first!, latest!)].join(','));
    expect(lines).to.include(`${admin.email},0,,,,,,,,`);
    expect(lines.find((l) => l.includes(bob.email))).to.match(new RegExp(`^'\\${bob.email}[^,]*,1,`));
    expect(lines.at(-1)).to.equal('');

    const ru = await download('/api/admin/analytics/team-progress.csv?locale=ru', admin);
    expect(ru.text.slice(1).split('\r\n')[0]).to.match(/^Эл\. почта,Сессии,Эмпатия,/);
    const byLanguage = await download('/api/admin/analytics/team-progress.csv', admin, { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(byLanguage.text.slice(1, 10)).to.equal('Эл. почта');
    expect((await get('/api/admin/analytics/team-progress.csv?locale=de', admin)).status).to.equal(400);
  });

  describe('as time passes', () => {
    before(async () => {
      // Both have been members for two months (sessions count only from joining the organisation).
      await sqlOn(server)('update users set organization_joined_at = organization_joined_at - interval \'60 days\' where id in (?, ?)', [ann.id, bob.id]);
      // Ann's first session moves three weeks back; Bob's session moves out of this month and of the last 30 days.
      await sqlOn(server)('update session_results set completed_at = completed_at - interval \'21 days\' where session_id = ?', [sessionsOf[ann.email]![0]]);
      const now = new Date();
      const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
      const longAgo = new Date(Math.min(monthStart, now.getTime() - 30 * DAY_MS) - DAY_MS);
      await sqlOn(server)('update practice_sessions set started_at = ? where id = ?', [longAgo, sessionsOf[bob.email]![0]]);
    });

    it('shows 12 weeks with the gaps as 0 sessions and no overall', async () => {
      const { trend } = (await get('/api/admin/analytics/team-skills', admin)).body as { trend: { weekStart: string; sessions: number; overall: number | null }[] };
      expect(trend).to.have.length(12);
      for (const week of trend) expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay(), week.weekStart).to.equal(1);
      const [moved, kept] = sessionsOf[ann.email]!;
      const bobs = sessionsOf[bob.email]![0]!;
      expect(trend[11]).to.deep.equal({ weekStart: trend[11]!.weekStart, sessions: 2, overall: mean([kept!, bobs].map((id) => scores.get(id)!.overall)) });
      expect(trend[8]).to.deep.include({ sessions: 1, overall: scores.get(moved!)!.overall });
      expect(trend.filter((w) => w.sessions === 0)).to.have.length(10);
      for (const gap of trend.filter((w) => w.sessions === 0)) expect(gap.overall).to.equal(null);
    });

    it('counts this month\'s sessions and the active learners from when sessions started', async () => {
      expect((await get('/api/admin/overview', admin)).body).to.include({ members: 3, sessionsThisMonth: 2, activeLearners: 1 });
    });

    it('stops counting a member the moment they leave the organisation', async () => {
      await server.kernel.inContext(() => server.kernel.container.get(SetUserOrganization).execute(bob.email, null));
      const body = (await get('/api/admin/analytics/team-skills', admin)).body;
      expect(body.sessionCount).to.equal(2);
      expect(body.members.map((m: { userId: number }) => m.userId)).to.deep.equal([admin.id, ann.id]);
      expect((await get('/api/admin/overview', admin)).body).to.include({ members: 2 });
    });
  });

  describe('a member who moves to another organisation', () => {
    let first: Person;
    let second: Person;
    let mover: Person;
    let earlier: number;
    const notFound = { status: 404, code: 'ANALYTICS.NOT_FOUND' };
    const skillsOf = async (admin: Person) => {
      const res = await get('/api/admin/analytics/team-skills', admin);
      return res.status === 200 ? res.body : { status: res.status, code: res.body.error.code };
    };

    before(async () => {
      const [a, b] = [uniqueOrg('First'), uniqueOrg('Second')];
      first = await anAccount(server, 'Admin', a);
      second = await anAccount(server, 'Admin', b);
      mover = await anAccount(server, 'User', a, 'mover');
      await play(mover, [KIND, PLAN]);
      earlier = sessionsOf[mover.email]![0]!;
      // Their first Admin removes them; an operator then puts them in the second organisation.
      expect((await server.api(`/api/admin/team/${mover.id}`, { method: 'DELETE', token: first.token })).status).to.equal(204);
      await server.kernel.inContext(() => server.kernel.container.get(SetUserOrganization).execute(mover.email, b));
    });

    it('leaves the first organisation\'s figures with the member', async () => {
      expect(await skillsOf(first)).to.deep.equal(notFound);
      expect((await get('/api/admin/overview', first)).body).to.deep.equal({ members: 1, sessionsThisMonth: 0, averageOverall: null, activeLearners: 0 });
      expect((await get('/api/admin/analytics/team-progress.csv', first)).body as string).to.not.include(mover.email);
    });

    it('gives the second organisation nothing of what they did in the first: analytics, overview and CSV', async () => {
      expect(await skillsOf(second)).to.deep.equal(notFound);
      expect((await get('/api/admin/overview', second)).body).to.deep.equal({ members: 2, sessionsThisMonth: 0, averageOverall: null, activeLearners: 0 });
      const csv = ((await get('/api/admin/analytics/team-progress.csv', second)).body as string).split('\r\n');
      expect(csv).to.include(`${mover.email},0,,,,,,,,`);
    });

    it('counts what they do once they have joined, and only that', async () => {
      await play(mover, [RUDE, RUDE]);
      const since = sessionsOf[mover.email]!.find((id) => id !== earlier)!;
      const body = await skillsOf(second);
      expect(body).to.include({ sessionCount: 1, overallAverage: scores.get(since)!.overall });
      const line = body.members.find((m: { userId: number }) => m.userId === mover.id);
      expect(line).to.deep.include({ sessions: 1, averages: averageOf([since]), overall: scores.get(since)!.overall });
      expect(body.trend.reduce((n: number, w: { sessions: number }) => n + w.sessions, 0)).to.equal(1);
      expect((await get('/api/admin/overview', second)).body)
        .to.deep.equal({ members: 2, sessionsThisMonth: 1, averageOverall: scores.get(since)!.overall, activeLearners: 1 });
      const csv = ((await get('/api/admin/analytics/team-progress.csv', second)).body as string).split('\r\n');
      expect(csv.find((l) => l.startsWith(mover.email))).to.match(new RegExp(`^${mover.email.replace(/[.+]/g, '\\$&')},1,`));
    });
  });
});
