import { readdir, realpath, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import si from 'systeminformation';
import { logDirectory } from '#src/platform/log-files.ts';
import type { SystemReadings } from '../domain/system-metrics.ts';

/** The first CPU window after a start: systeminformation measures since its previous call. */
const FIRST_WINDOW_MS = 500;
/** `fsSize` runs `df`: the disk changes slowly, so it is asked seldom. */
const DISK_EVERY_MS = 30_000;
const LOGS_EVERY_MS = 5_000;

/** SystemReadings as a message carries them (a Date does not cross as one). */
export type WireReadings = Omit<SystemReadings, 'takenAt'> & { takenAt: number };

/**
 * The figures from `systeminformation` (CPU overall and per core, memory, the data folder's disk) and
 * from Node for this process (CPU time, resident memory), plus the logs folder's size. `currentLoad`
 * measures since its previous call, so `start` opens a fresh 0.5 s window first.
 */
export function systemSampler(dataDir: string) {
  let disk: SystemReadings['disk'] = null;
  let diskAt = 0;
  let logsBytes = 0;
  let logsAt = 0;
  let appCpu = { usage: process.cpuUsage(), at: performance.now() };

  /** This process's CPU time over the window (every thread: process.cpuUsage is process-wide), as a share of every core's time. */
  const appCpuPercent = () => {
    const now = performance.now();
    const used = process.cpuUsage(appCpu.usage);
    const wallMicros = (now - appCpu.at) * 1000;
    appCpu = { usage: process.cpuUsage(), at: now };
    return wallMicros > 0 ? ((used.user + used.system) / (wallMicros * availableParallelism())) * 100 : 0;
  };

  /** The file system the data folder lives on: the longest mount point above it. */
  const measureDisk = async () => {
    diskAt = Date.now();
    try {
      const where = await realpath(dataDir).catch(() => resolve(dataDir));
      const holding = (await si.fsSize())
        .filter((fs) => fs.size > 0 && (where === fs.mount || where.startsWith(fs.mount.endsWith(sep) ? fs.mount : fs.mount + sep)))
        .sort((a, b) => b.mount.length - a.mount.length)[0];
      if (holding) disk = { usedBytes: holding.used, totalBytes: holding.size };
    } catch {
      /* keep the last figures */
    }
  };

  const measureLogs = async () => {
    logsAt = Date.now();
    const dir = logDirectory(dataDir);
    const names = await readdir(dir).catch(() => [] as string[]);
    const sizes = await Promise.all(names.map((name) => stat(join(dir, name)).then((s) => (s.isFile() ? s.size : 0), () => 0)));
    logsBytes = sizes.reduce((sum, size) => sum + size, 0);
  };

  return {
    async start(): Promise<void> {
      await si.currentLoad(); // closes the window since the last call, however long ago
      appCpu = { usage: process.cpuUsage(), at: performance.now() };
      await Promise.all([delay(FIRST_WINDOW_MS), measureDisk()]);
    },

    async sample(): Promise<WireReadings> {
      if (Date.now() - diskAt > DISK_EVERY_MS) void measureDisk();
      const [load, memory] = await Promise.all([si.currentLoad(), si.mem()]);
      if (Date.now() - logsAt > LOGS_EVERY_MS) await measureLogs();
      return {
        cpu: { overall: load.currentLoad, cores: load.cpus.map((core) => core.load) },
        // `active` is total less available: what programs hold, not the page cache the kernel gives back.
        memory: { usedBytes: memory.active, totalBytes: memory.total },
        disk,
        app: { cpuPercent: appCpuPercent(), rssBytes: process.memoryUsage.rss() },
        logsBytes,
        takenAt: Date.now(),
      };
    },
  };
}
