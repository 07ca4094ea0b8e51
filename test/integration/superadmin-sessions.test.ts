import { expect } from 'chai';
import type { EntityManager } from '@mikro-orm/sql';
import { CreateUser, type Role } from '#src/modules/identity/index.ts';
import { ANALYSIS, type ResultRepository } from '#src/modules/analysis/index.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';

const KIND = "I understand how frustrating this must be, and I'm sorry. Could you tell me what happened with the order?";
const PLAN = 'So if I understand correctly, the delivery was late twice. I will refund the shipping today and call you by Friday with a new date.';
const RUDE = 'WHATEVER. Not my problem, calm down.';
const LONG = `Let me explain everything in detail. ${'We will look into every part of the order and call you back. '.repeat(6)}`;

describe('SuperAdmin: a learner’s activity, messages and session detail', function () {
  this.timeout(60_000);
  let server: TestServer;
  let scenarios: { id: number; name: string; name_ru: string }[];
  const tokens = {} as Record<Role, string>;
  let learner: { id: number; token: string };
  /** Ended and analysed on 2026-01-10, 125 seconds long; still open on 2026-02-20; open, with many lines, on 2026-03-05. */
  let analysed: number;
  let open: number;
  let long: number;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    server.kernel.inContext(() => server.kernel.container.get<EntityManager>(PLATFORM.EntityManager).getConnection().execute<T[]>(query, params));
  const get = (path: string, token = tokens.SuperAdmin, headers?: Record<string, string>) => server.api(path, { token, headers });

  async function signedIn(role: Role) {
    const email = uniqueEmail(role.toLowerCase());
    if (role === 'User') await server.api('/api/auth/register', { body: { email, password: 'secret1' } });
    else await server.kernel.inContext(() => server.kernel.container.get(CreateUser).execute({ email, password: 'secret1', role }));
    const { body } = await server.api('/api/auth/login', { body: { email, password: 'secret1' } });
    return { id: body.user.id as number, token: body.token as string };
  }

  async function start(scenarioId: number, coachEnabled = false) {
    const { sessionId } = (await server.api('/api/sessions', { token: learner.token, body: { scenarioId, coachEnabled, locale: 'en' } })).body;
    const hub = await TestHubClient.connect(server.url, learner.token);
    await hub.invoke('JoinSession', sessionId);
    return { sessionId: sessionId as number, hub };
  }

  /** Moves a session and its lines to a moment (the server stamps them with the time they happen). */
  async function moveTo(sessionId: number, startedAt: string, seconds: number | null) {
    const ended = seconds === null ? null : new Date(Date.parse(startedAt) + seconds * 1000);
    await sql('update practice_sessions set started_at = ?, ended_at = ? where id = ?', [new Date(startedAt), ended, sessionId]);
    await sql("update session_messages set created_at = ?::timestamptz + id * interval '1 second' where session_id = ?", [startedAt, sessionId]);
  }

  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20' });
    scenarios = (await server.api('/api/scenario')).body;
    for (const role of ['User', 'Admin', 'SuperAdmin'] as const) tokens[role] = (await signedIn(role)).token;
    learner = await signedIn('User');

    const first = await start(scenarios[0]!.id, true);
    expect((await first.hub.invoke('SendMessage', KIND)).ok).to.equal(true);
    // A coach tip between two exchanges, as the coach keeps them: the analysis skips it, the page numbers it.
    await sql("insert into session_messages (session_id, user_id, sender, content, speaker_name, speaker_role, created_at) values (?, ?, 'system', 'Name the feeling.', 'coach', 'coach', now())",
      [first.sessionId, learner.id]);
    await talkAndEnd(first.hub, first.sessionId, [PLAN, RUDE]);
    await first.hub.waitFor('analysis-complete', (d) => d.sessionId === first.sessionId);
    await first.hub.close();
    analysed = first.sessionId;
    await moveTo(analysed, '2026-01-10T10:00:00.000Z', 125);

    const second = await start(scenarios[1]!.id);
    expect((await second.hub.invoke('SendMessage', LONG)).ok).to.equal(true);
    await second.hub.close();
    open = second.sessionId;
    await moveTo(open, '2026-02-20T09:00:00.000Z', null);

    // 70 more lines than a conversation makes in a test: seeded as the chat keeps them, learner included.
    const third = await start(scenarios[0]!.id);
    await third.hub.close();
    long = third.sessionId;
    await sql(
      `insert into session_messages (session_id, user_id, sender, content, speaker_name, speaker_role, created_at)
       select ?, ?, case when n % 2 = 0 then 'ai' else 'user' end, 'line ' || n, case when n % 2 = 0 then 'Sam' end, case when n % 2 = 0 then 'Customer' end, now()
       from generate_series(1, 70) as n`,
      [long, learner.id],
    );
    await moveTo(long, '2026-03-05T08:00:00.000Z', null);
  });
  after(() => server.stop());

  describe('GET /api/superadmin/users/{id}/activity', () => {
    it('lists the learner’s sessions newest first, with status, duration and the overall score of the analysed one', async () => {
      const res = await get(`/api/superadmin/users/${learner.id}/activity`);
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ total: 3, page: 1, pageSize: 20 });
      expect(res.body.items.map((i: { sessionId: number }) => i.sessionId)).to.deep.equal([long, open, analysed]);
      const result = (await server.api(`/api/results/${analysed}`, { token: learner.token })).body;
      expect(res.body.items[2]).to.deep.equal({
        sessionId: analysed, scenarioId: scenarios[0]!.id, scenarioName: scenarios[0]!.name, scenarioName_ru: scenarios[0]!.name_ru,
        startedAt: '2026-01-10T10:00:00.000Z', completedAt: '2026-01-10T10:02:05.000Z', durationSeconds: 125, status: 'completed',
        overallScore: result.scores.overall.score,
      });
      expect(res.body.items[1]).to.deep.include({ sessionId: open, scenarioId: scenarios[1]!.id, completedAt: null, durationSeconds: null, status: 'incomplete', overallScore: null });
    });

    it('filters by status and by whole UTC days (both ends included), and pages', async () => {
      const ids = async (query: string) => (await get(`/api/superadmin/users/${learner.id}/activity?${query}`)).body.items.map((i: { sessionId: number }) => i.sessionId);
      expect(await ids('status=completed')).to.deep.equal([analysed]);
      expect(await ids('status=incomplete')).to.deep.equal([long, open]);
      expect(await ids('dateFrom=2026-02-20')).to.deep.equal([long, open]);
      expect(await ids('dateTo=2026-01-10')).to.deep.equal([analysed]);
      expect(await ids('dateFrom=2026-01-11&dateTo=2026-02-19')).to.deep.equal([]);
      expect(await ids('dateFrom=2026-01-10&dateTo=2026-02-20&status=incomplete')).to.deep.equal([open]);
      const second = await get(`/api/superadmin/users/${learner.id}/activity?page=2&pageSize=2`);
      expect(second.body).to.deep.include({ total: 3, page: 2, pageSize: 2 });
      expect(second.body.items.map((i: { sessionId: number }) => i.sessionId)).to.deep.equal([analysed]);
    });

    it('answers a page far past the end with no items, however far', async () => {
      for (const page of ['999999', '9007199254740991', '1e300']) {
        for (const path of [`/api/superadmin/users/${learner.id}/activity`, `/api/superadmin/users/${learner.id}/messages`, `/api/superadmin/sessions/${long}`]) {
          const res = await get(`${path}?page=${page}`);
          expect(res.status, `${path} page ${page}`).to.be.oneOf([200, 400]);
          if (res.status === 200) expect(res.body.items ?? res.body.messages, `${path} page ${page}`).to.deep.equal([]);
        }
      }
    });

    it('refuses filters that make no sense, with the field at fault', async () => {
      for (const query of ['status=done', 'dateFrom=2026-02-30', 'dateTo=yesterday', 'pageSize=0', 'pageSize=101', 'page=0', 'dateFrom=2026-02-01&dateTo=2026-01-01']) {
        const res = await get(`/api/superadmin/users/${learner.id}/activity?${query}`);
        expect(res.status, query).to.equal(400);
        expect(res.body.error.code, query).to.equal('VALIDATION_FAILED');
        expect(res.body.error.details[0].path, query).to.match(/^query\./);
      }
    });
  });

  describe('GET /api/superadmin/users/{id}/messages', () => {
    it('lists every line of every session, newest first, each cut to 200 characters', async () => {
      const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from session_messages where session_id in (?, ?, ?)', [analysed, open, long]);
      const first = await get(`/api/superadmin/users/${learner.id}/messages?pageSize=50`);
      expect(first.status).to.equal(200);
      expect(first.body).to.include({ total: n, page: 1, pageSize: 50 });
      const items = [...first.body.items];
      for (let page = 2; items.length < n; page++) items.push(...(await get(`/api/superadmin/users/${learner.id}/messages?pageSize=50&page=${page}`)).body.items);
      expect(items).to.have.length(n);
      const order = items.map((m: { timestamp: string; id: number }) => `${m.timestamp}#${String(m.id).padStart(6, '0')}`);
      expect(order).to.deep.equal([...order].sort().reverse());
      expect(items[0]).to.deep.include({ sessionId: long, direction: 'ai', contentSnippet: 'line 70', speakerName: 'Sam' });
      expect(items[1]).to.deep.include({ sessionId: long, direction: 'user', contentSnippet: 'line 69', speakerName: null });
      const said = items.find((m: { direction: string; sessionId: number }) => m.sessionId === open && m.direction === 'user');
      expect(LONG.length).to.be.greaterThan(200);
      expect(said.contentSnippet).to.equal(LONG.slice(0, 200));
      expect(items.filter((m: { sessionId: number }) => m.sessionId === analysed).map((m: { direction: string }) => m.direction))
        .to.include.members(['user', 'ai']);
    });

    it('filters by whole UTC days and pages', async () => {
      const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from session_messages where session_id = ?', [analysed]);
      const januaryOnly = await get(`/api/superadmin/users/${learner.id}/messages?dateFrom=2026-01-10&dateTo=2026-01-10&pageSize=100`);
      expect(januaryOnly.body.total).to.equal(n);
      expect(januaryOnly.body.items.every((m: { sessionId: number }) => m.sessionId === analysed)).to.equal(true);
      const [second] = (await get(`/api/superadmin/users/${learner.id}/messages?dateTo=2026-01-10&page=2&pageSize=1`)).body.items;
      expect(second.id).to.equal(januaryOnly.body.items[1].id);
      expect((await get(`/api/superadmin/users/${learner.id}/messages?dateFrom=2026-03-06`)).body).to.deep.include({ items: [], total: 0 });
      expect((await get(`/api/superadmin/users/${learner.id}/messages?dateFrom=2026-13-01`)).status).to.equal(400);
    });
  });

  describe('GET /api/superadmin/sessions/{id}', () => {
    it('pages the lines 50 at a time, numbered through the whole conversation', async () => {
      const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from session_messages where session_id = ?', [long]);
      expect(n).to.be.greaterThan(70);
      const first = (await get(`/api/superadmin/sessions/${long}`)).body;
      expect(first).to.deep.include({ id: long, userId: learner.id, status: 'incomplete', completedAt: null, overallScore: null, feedback: null });
      expect(first).to.deep.include({ totalMessages: n, pageSize: 50, currentPage: 1, totalPages: Math.ceil(n / 50) });
      expect(first.messages.map((m: { number: number }) => m.number)).to.deep.equal(Array.from({ length: 50 }, (_, i) => i + 1));
      const last = (await get(`/api/superadmin/sessions/${long}?page=2`)).body;
      expect(last.messages.map((m: { number: number }) => m.number)).to.deep.equal(Array.from({ length: n - 50 }, (_, i) => i + 51));
      expect(last.messages.at(-1)).to.deep.include({ sender: 'ai', content: 'line 70', speakerName: 'Sam', speakerRole: 'Customer' });
      expect((await get(`/api/superadmin/sessions/${long}?page=3&pageSize=30`)).body.messages.map((m: { number: number }) => m.number)[0]).to.equal(61);
    });

    it('tells who, what and how it went, with the analysis in the reader’s language', async () => {
      const en = (await get(`/api/superadmin/sessions/${analysed}?lang=en`)).body;
      const learnerEmail = (await server.api('/api/auth/me', { token: learner.token })).body.email;
      const result = (await server.api(`/api/results/${analysed}`, { token: learner.token })).body;
      expect(en).to.deep.include({
        userEmail: learnerEmail, scenarioId: scenarios[0]!.id, scenarioName: scenarios[0]!.name, locale: 'en', coachEnabled: true,
        status: 'completed', durationSeconds: 125, overallScore: result.scores.overall.score, currentPage: 1, totalPages: 1,
      });
      expect(en.personaName).to.equal(result.personaName);
      expect(en.feedback).to.include({ overallScore: result.scores.overall.score, empathyScore: result.scores.empathy.score });
      expect(en.feedback.empathyFeedback).to.equal(result.scores.empathy.feedback).and.match(/^You acknowledged/);
      expect(en.feedback.strengths).to.deep.equal(result.strengths);
      // Each improvement points at the learner's line it is about, numbered as the page numbers them (coach tips included).
      expect(en.messages.map((m: { sender: string }) => m.sender).slice(0, 4)).to.deep.equal(['ai', 'user', 'ai', 'system']);
      expect(en.feedback.improvements.map((i: { messageNumber: number }) => i.messageNumber)).to.include(7);
      en.feedback.improvements.forEach((improvement: { messageNumber: number; issue: string }, i: number) => {
        const line = en.messages[improvement.messageNumber - 1];
        expect(line.sender).to.equal('user');
        expect(improvement.issue).to.equal(result.improvements[i].issue);
        expect(line.content).to.equal(result.improvements[i].userResponse);
      });

      for (const ru of [(await get(`/api/superadmin/sessions/${analysed}?lang=ru`)).body, (await get(`/api/superadmin/sessions/${analysed}`, tokens.SuperAdmin, { 'accept-language': 'ru-RU,ru;q=0.9' })).body]) {
        expect(ru.feedback.empathyScore).to.equal(en.feedback.empathyScore);
        for (const key of ['empathyFeedback', 'clarityFeedback', 'problemSolvingFeedback', 'composureFeedback', 'activeListeningFeedback'])
          expect(ru.feedback[key], key).to.match(/[а-яё]/i).and.not.equal(en.feedback[key]);
        expect(ru.feedback.improvements.map((i: { messageNumber: number }) => i.messageNumber))
          .to.deep.equal(en.feedback.improvements.map((i: { messageNumber: number }) => i.messageNumber));
        expect(ru.feedback.improvements[0].suggestion).to.match(/[а-яё]/i);
      }
    });

    it('shows a result analysed before findings were kept as it was written', async () => {
      const results = server.kernel.container.get<ResultRepository>(ANALYSIS.ResultRepository);
      const saved = await server.kernel.inContext(async () => (await results.find(analysed))!);
      try {
        await server.kernel.inContext(() => results.save({ ...saved, findings: null }));
        const ru = (await get(`/api/superadmin/sessions/${analysed}?lang=ru`)).body;
        expect(ru.feedback.empathyFeedback).to.equal(saved.scores.empathy.feedback).and.match(/^You acknowledged/);
        expect(ru.feedback.strengths).to.deep.equal(saved.strengths);
      } finally {
        await server.kernel.inContext(() => results.save(saved));
      }
    });
  });

  describe('what is not there, and who may ask', () => {
    it('answers 404 for an unknown session or user, an empty page for a user who never practised, 400 for an id that is not one', async () => {
      const missing = await get('/api/superadmin/sessions/987654');
      expect([missing.status, missing.body.error.code]).to.deep.equal([404, 'PRACTICE.SESSION_NOT_FOUND']);
      for (const tab of ['activity', 'messages']) {
        const res = await get(`/api/superadmin/users/987654/${tab}`);
        expect([res.status, res.body.error.code], tab).to.deep.equal([404, 'IDENTITY.USER_NOT_FOUND']);
        const quiet = (await signedIn('User')).id;
        expect((await get(`/api/superadmin/users/${quiet}/${tab}`)).body, tab).to.deep.equal({ items: [], total: 0, page: 1, pageSize: 20 });
        expect((await get(`/api/superadmin/users/abc/${tab}`)).status, tab).to.equal(400);
      }
      expect((await get('/api/superadmin/sessions/0')).status).to.equal(400);
    });

    it('serves every route to the SuperAdmin only: 401 anonymous, 403 User and Admin', async () => {
      const paths = [`/api/superadmin/users/${learner.id}/activity`, `/api/superadmin/users/${learner.id}/messages`, `/api/superadmin/sessions/${analysed}`];
      for (const path of paths) {
        const anonymous = await server.api(path);
        expect([anonymous.status, anonymous.body.error.code], path).to.deep.equal([401, 'AUTH.UNAUTHENTICATED']);
        for (const role of ['User', 'Admin'] as const) {
          const refused = await get(path, tokens[role]);
          expect([refused.status, refused.body.error.code], `${role} ${path}`).to.deep.equal([403, 'AUTH.FORBIDDEN']);
        }
        expect((await get(path)).status, path).to.equal(200);
      }
      // The learner whose data it is may not read it here either.
      expect((await get(paths[2]!, learner.token)).status).to.equal(403);
    });
  });
});
