/** What the file is called when the server does not say: today's date, like the server's own name. */
export function fallbackCsvName(now: Date = new Date()): string {
  return `team-progress-${now.toISOString().slice(0, 10)}.csv`;
}
