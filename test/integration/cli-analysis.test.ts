import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { openDatabase } from '#src/platform/db/database.ts';
import { appEntities } from '#src/modules.ts';
import { rapport, rapportFed, rapportOn, rapportWith } from '../support/cli.ts';
import { startTestServer, uniqueEmail } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';

const transcript = (locale: 'en' | 'ru', learner: string) =>
  ({ locale, messages: [{ role: 'ai', content: 'My order is late again!', speakerName: 'Dana' }, { role: 'user', content: learner }] });
const lines = (stdout: string) => stdout.trim().split('\n').map((l) => JSON.parse(l));

describe('rapport analyze / analysis', function () {
  this.timeout(90_000);
  const work = mkdtempSync(join(tmpdir(), 'rapport-cli-analysis-'));
  const file = (name: string, text: string) => (writeFileSync(join(work, name), text), join(work, name));
  after(() => rmSync(work, { recursive: true, force: true }));

  describe('analyze <file>', () => {
    it('scores one JSON transcript, the same way every time', async () => {
      const path = file('one.json', JSON.stringify(transcript('en', "I'm sorry, that sounds frustrating. I will call you by Friday."), null, 2));
      const [first, second] = await Promise.all([rapport(join(work, 'unused'), 'analyze', path), rapport(join(work, 'unused'), 'analyze', path)]);
      expect(first.code).to.equal(0);
      const [result] = lines(first.stdout);
      expect(result.line).to.equal(1);
      for (const skill of ['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening']) expect(result.scores[skill].score).to.be.within(0, 10);
      expect(lines(second.stdout)).to.deep.equal(lines(first.stdout));
    });

    it('reads JSON Lines, answers each line, and names the lines it could not read', async () => {
      const path = file('many.jsonl', [
        JSON.stringify(transcript('en', 'Calm down. Not my problem.')),
        '',
        JSON.stringify(transcript('ru', 'Понимаю, как это неприятно. Расскажите, что случилось?')),
        JSON.stringify({ locale: 'de', messages: [] }),
        'not json',
      ].join('\n'));
      const res = await rapport(join(work, 'unused'), 'analyze', path);
      expect(res.code).to.equal(1);
      const out = res.stdout.trim().split('\n').map((l) => JSON.parse(l));
      expect(out.map((o) => o.line)).to.deep.equal([1, 3, 4, 5]);
      expect(out[0].scores.composure.score).to.be.below(out[1].scores.composure.score);
      expect(out[1].strengths.join(' ')).to.match(/[а-я]/); // written in Russian
      expect(out[2].error.message).to.contain(`${path}:4: locale`);
      expect(out[3].error.message).to.contain(`${path}:5: not JSON`);
    });

    it('reads the transcripts from stdin for -, naming stdin in a problem', async () => {
      const piped = [JSON.stringify(transcript('en', 'Calm down. Not my problem.')), 'not json'].join('\n');
      const res = await rapportFed(piped, {}, join(work, 'unused'), 'analyze', '-');
      expect(res.code).to.equal(1);
      const [scored, unread] = lines(res.stdout);
      expect(scored.line).to.equal(1);
      expect(scored.scores.composure.score).to.be.within(0, 10);
      expect(unread.error.message).to.match(/^stdin:2: not JSON/);
      const help = await rapport(join(work, 'unused'), 'analyze', '--help');
      expect(help.stdout.replace(/\s+/g, ' ')).to.include('- reads stdin');
    });

    it('says an invalid setting as CONFIG.INVALID, as every command does, not as a stack trace', async () => {
      const path = file('config.json', JSON.stringify(transcript('en', 'Sorry about that.')));
      const res = await rapportWith({ OPENAI_BASE_URL: 'ftp://model.example' }, join(work, 'unused'), 'analyze', path, '--json');
      expect(res.code).to.equal(1);
      expect(res.json.error.code).to.equal('CONFIG.INVALID');
      expect(res.json.error.message).to.contain('OPENAI_BASE_URL');
    });

    it('refuses a file that does not exist', async () => {
      const res = await rapport(join(work, 'unused'), 'analyze', join(work, 'missing.json'));
      expect(res.code).to.equal(1);
      expect(res.stderr).to.contain('Cannot read').and.to.contain('missing.json');
    });
  });

  describe('analysis rerun / retry-failed', () => {
    it('re-analyses an ended session with the same offline result, and refuses bad ids', async () => {
      const server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0' });
      const token = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token;
      const [scenario] = (await server.api('/api/scenario')).body;
      const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId: scenario.id, coachEnabled: false } })).body;
      const hub = await TestHubClient.connect(server.url, token);
      await hub.invoke('JoinSession', sessionId);
      await talkAndEnd(hub, sessionId, ["I'm sorry about the delay. Could you tell me what happened?"]);
      await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
      const overall = (await server.api(`/api/results/${sessionId}`, { token })).body.scores.overall.score;
      await hub.close();
      await server.close(); // keeps the database, for the CLI
      const cli = (...args: string[]) => rapportOn(server.database, ...args);
      try {
        const rerun = await cli('analysis', 'rerun', String(sessionId), '--json');
        expect(rerun.code).to.equal(0);
        expect(rerun.json).to.deep.equal({ ok: true, sessionId, overall });
        const missing = await cli('analysis', 'rerun', '999999', '--json');
        expect(missing.code).to.equal(1);
        expect(missing.json.error.message).to.contain('999999');
        expect(missing.json.error.code, 'a script tells "no such session" from "the analysis failed"').to.equal('ANALYSIS.SESSION_NOT_FOUND');
        for (const id of ['abc', '1e3', '0x10']) {
          const bad = await cli('analysis', 'rerun', id);
          expect(bad.code, id).to.equal(1);
          expect(bad.stderr).to.contain('sessionId must be a positive whole number');
        }
        const retry = await cli('analysis', 'retry-failed', '--json');
        expect(retry.json).to.deep.equal({ ok: true, requeued: 0 });
        // One analysis that failed for good, as the job queue leaves it after its last attempt.
        const db = await openDatabase({ dataDir: server.database.dataDir, databaseUrl: server.database.databaseUrl, entities: appEntities });
        try {
          await db.orm.em.fork().getConnection().execute(`update session_analyses set status = 'Failed', failed_at = now() where session_id = ?`, [sessionId]);
        } finally {
          await db.close();
        }
        const one = await cli('analysis', 'retry-failed');
        expect(one.code, one.stderr).to.equal(0);
        expect(one.stdout.replace(/\s+/g, ' ')).to.include('✓ Re-queued 1 failed analysis; a running server analyses it.');
      } finally {
        await server.stop();
      }
    });
  });
});
