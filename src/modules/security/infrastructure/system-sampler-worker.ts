/**
 * The System Monitoring page's sampler, in a worker thread of its own (SystemInformationProbe starts
 * it): systeminformation's `currentLoad` runs `cat /proc/stat` synchronously on Linux (measured at
 * 5–70 ms), which on the main thread would stall every request and socket each time (ADR 0032).
 * Posts one `SamplerMessage` per sample, every `sampleMs`, until terminated.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as delay } from 'node:timers/promises';
import { systemSampler } from './system-sampling.ts';
import type { SamplerMessage, SamplerOptions } from './systeminformation-system-probe.ts';

const { dataDir, sampleMs } = workerData as SamplerOptions;
const sampler = systemSampler(dataDir);
const post = (message: SamplerMessage) => parentPort!.postMessage(message);

await sampler.start();
for (;;) {
  const started = Date.now();
  try {
    post({ readings: await sampler.sample() });
  } catch (error) {
    post({ failed: (error as Error).message });
  }
  await delay(Math.max(0, sampleMs - (Date.now() - started)));
}
