/**
 * Compiles a regular expression for good, for a server's start: V8 compiles one when it first runs —
 * bytecode, then machine code a run later, and separately for Latin-1 and two-byte text — so building
 * it is not enough to spare the first message that runs it. `search` leaves a global pattern's lastIndex alone.
 */
export function compilePattern(pattern: RegExp): void {
  for (let run = 0; run < 2; run++) for (const text of ['warm up', 'прогрев']) text.search(pattern);
}
