import { expect } from 'chai';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { systemMetrics } from '#src/modules/security/http/operations.contracts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { aLearner, anAccount, type Person } from '../support/team.ts';

const PATH = '/api/superadmin/system-metrics';
const MB = 1024 * 1024;

/** GET /api/superadmin/system-metrics (SPEC §3 "System metrics", R2.11): SuperAdmins only. */
describe('System metrics', function () {
  this.timeout(60_000);
  let server: TestServer;
  let superAdmin: Person;

  before(async () => {
    server = await startTestServer();
    superAdmin = await anAccount(server, 'SuperAdmin', null);
  });
  after(() => server.stop());

  const metrics = async () => {
    const res = await server.api(PATH, { token: superAdmin.token });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body;
  };

  it('refuses anonymous callers 401, Users and Admins 403', async () => {
    const anonymous = await server.api(PATH);
    expect([anonymous.status, anonymous.body.error.code]).to.deep.equal([401, 'AUTH.UNAUTHENTICATED']);
    for (const person of [await aLearner(server), await anAccount(server, 'Admin', null)]) {
      const res = await server.api(PATH, { token: person.token });
      expect([res.status, res.body.error.code]).to.deep.equal([403, 'AUTH.FORBIDDEN']);
    }
  });

  it('answers a SuperAdmin with every field of the contract, and nothing more, describing this machine and process', async () => {
    const body = await metrics();
    expect(systemMetrics.parse(body)).to.deep.equal(body);
    expect(body.cpuCores.map((c: { coreId: number }) => c.coreId)).to.deep.equal(cpus().map((_, i) => i));
    // The test server runs in this very process, on this machine.
    expect(body.ramTotalBytes).to.equal(totalmem());
    expect(body.ramUsedBytes).to.be.above(0).and.below(totalmem());
    expect(body.ramUsagePercent).to.be.closeTo((body.ramUsedBytes / body.ramTotalBytes) * 100, 0.1);
    expect(body.diskTotalBytes).to.be.above(0);
    expect(body.diskUsedBytes).to.be.above(0).and.at.most(body.diskTotalBytes);
    expect(body.appRamUsedMB).to.be.above(20).and.below(totalmem() / MB);
    expect(body.ramTotalFormatted).to.match(/^\d+\.\d (KB|MB|GB|TB)$/);
    expect(body.appRamUsedFormatted).to.match(/^\d+\.\d MB$/);
    expect(Date.now() - Date.parse(body.lastUpdated)).to.be.within(0, 10_000);
  });

  it('gives new figures as time passes (sampled in the background, every 2 s)', async () => {
    const first = await metrics();
    await new Promise((r) => setTimeout(r, 2_500));
    const second = await metrics();
    expect(Date.parse(second.lastUpdated)).to.be.above(Date.parse(first.lastUpdated));
  });

  it('counts every file of the logs folder, rotated ones included', async () => {
    const dir = join(server.database.dataDir, 'logs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'rapport.3.log'), Buffer.alloc(3 * MB, 'x'));
    writeFileSync(join(dir, 'rapport.4.log'), Buffer.alloc(MB / 2, 'y'));
    let body = await metrics();
    // The folder is measured every 5 s at most.
    for (let i = 0; i < 40 && body.logsSizeMB < 3.5; i++) {
      await new Promise((r) => setTimeout(r, 250));
      body = await metrics();
    }
    expect(body.logsSizeMB).to.be.at.least(3.5).and.below(4);
    expect(body.logsSizeFormatted).to.match(/^3\.\d MB$/);
  });
});
