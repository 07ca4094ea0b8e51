// npm run bench:web — Lighthouse (desktop preset, simulated throttling as Lighthouse reports it) on
// every public page of the built app, as an anonymous visitor in Debian's Chromium: the four
// category scores, CLS, LCP and the JavaScript transferred. `npm run bench:web` builds first when
// the build is stale (as npm start does). BENCH_RUNS runs per page (default 3; the median of each
// figure is printed). Prints Markdown for docs/benchmarks.md, then what each page still fails.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, median, startBuiltServer, stop, waitHealthy } from './support.ts';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const runs = Number(process.env.BENCH_RUNS ?? 3);
let tools = ''; // the Lighthouse and browser versions, as the first report gives them

interface Figures { scores: number[]; cls: number; lcpMs: number; jsKb: number; failing: string[] }

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, desktopConfig);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  tools ||= `Lighthouse ${lhr.lighthouseVersion}, ${/Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium'}`;
  const summary = lhr.audits['resource-summary'].details;
  const scripts = (summary?.type === 'table' ? summary.items : []).find((item) => item.resourceType === 'script');
  const failing = CATEGORIES.map((id) => lhr.categories[id]).flatMap((category) =>
    category.auditRefs
      // Lighthouse counts an audit as passed from 0.9 (metrics score on a curve; the rest pass or fail).
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 0.9)
      .map((ref) => `${category.id}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
  );
  return {
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id].score ?? 0) * 100)),
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    jsKb: Number(scripts?.transferSize ?? 0) / 1024,
    failing,
  };
}

const medianOf = (all: Figures[]): Figures => ({
  scores: CATEGORIES.map((_, i) => median(all.map((f) => f.scores[i]))),
  cls: median(all.map((f) => f.cls)),
  lcpMs: median(all.map((f) => f.lcpMs)),
  jsKb: median(all.map((f) => f.jsKb)),
  failing: [...new Set(all.flatMap((f) => f.failing))],
});

const cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-web-'));
const port = await freePort();
const server = startBuiltServer(port, dataDir);
const base = `http://127.0.0.1:${port}`;
const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  await waitHealthy(`${base}/api/health`, server);
  const [scenario] = (await (await fetch(`${base}/api/scenario`)).json()) as { id: number }[];
  const pages: [string, string][] = [
    ['Home', '/'], ['About', '/about'], ['Scenarios', '/scenarios'], ['Scenario detail', `/scenario/${scenario.id}`],
    ['Log in', '/login'], ['Register', '/register'], ['Public offer', '/public-offer'],
  ];
  const rows: [string, string, Figures][] = [];
  for (const [name, path] of pages) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) all.push(await audit(base + path, chrome.port));
    rows.push([name, path, medianOf(all)]);
    console.error(`${path}: done`);
  }
  console.log(`Machine: ${cpus().length} × ${cpuModel}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`${tools} (${process.env.CHROME_PATH ?? '/usr/bin/chromium'}), desktop preset (simulated throttling), anonymous visitor, median of ${runs} runs per page`);
  console.log('| page | path | performance | accessibility | best practices | SEO | CLS | LCP ms | JS transferred KB |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, path, f] of rows) {
    console.log(`| ${name} | ${path} | ${f.scores.join(' | ')} | ${f.cls.toFixed(3)} | ${Math.round(f.lcpMs)} | ${f.jsKb.toFixed(1)} |`);
  }
  for (const [, path, f] of rows) if (f.failing.length) console.log(`\n${path} fails (in some run):\n  ${f.failing.join('\n  ')}`);
} finally {
  chrome.kill();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
