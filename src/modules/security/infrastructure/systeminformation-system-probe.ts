import { Worker } from 'node:worker_threads';
import type { SystemProbe, SystemReadings } from '../domain/system-metrics.ts';
import type { WireReadings } from './system-sampling.ts';

export interface SamplerOptions {
  dataDir: string;
  sampleMs: number;
}
export type SamplerMessage = { readings: WireReadings } | { failed: string };

/** How often the figures are sampled while someone looks, and how long after the last look the sampler stops. */
const SAMPLE_MS = 2_000;
const IDLE_AFTER_MS = 30_000;

// tsx and the tests run the source; the build bundles the worker next to the server (scripts/build.mjs).
const WORKER_SCRIPT = new URL(`./system-sampler-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

/**
 * System metrics sampled in the background while the System Monitoring page is open, by a worker
 * thread (system-sampler-worker.ts) started on the first request and ended 30 s after the last: a
 * request only copies the latest figures, however many SuperAdmins poll, and the main thread never
 * waits for systeminformation. The first request after a pause waits for one sample (≈ 0.5 s).
 */
export class SystemInformationProbe implements SystemProbe {
  private worker: Worker | null = null;
  private latest: SystemReadings | null = null;
  private first: Promise<void> | null = null;
  private lastRead = 0;

  constructor(private readonly dataDir: string) {}

  async read(): Promise<SystemReadings> {
    this.lastRead = Date.now();
    if (!this.worker) this.first = this.start();
    if (!this.latest) await this.first;
    return this.latest!;
  }

  private start(): Promise<void> {
    const worker = new Worker(WORKER_SCRIPT, {
      workerData: { dataDir: this.dataDir, sampleMs: SAMPLE_MS } satisfies SamplerOptions,
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    this.worker = worker;
    this.latest = null; // figures from before a pause are not current
    return new Promise<void>((resolve, reject) => {
      const end = (error: Error) => {
        this.stop(worker);
        reject(error);
      };
      worker.on('message', (message: SamplerMessage) => {
        if ('failed' in message) return this.latest ? undefined : end(new Error(`system metrics could not be read: ${message.failed}`));
        this.latest = { ...message.readings, takenAt: new Date(message.readings.takenAt) };
        resolve();
        if (Date.now() - this.lastRead > IDLE_AFTER_MS) this.stop(worker);
      });
      worker.on('error', end);
      worker.on('exit', (code) => end(new Error(`the system metrics sampler stopped (exit code ${code})`)));
      // A server shutting down does not wait for it. After the listeners: a 'message' listener refs the port again.
      worker.unref();
    });
  }

  private stop(worker: Worker): void {
    if (this.worker === worker) this.worker = null;
    void worker.terminate();
  }
}
