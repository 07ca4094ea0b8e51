/**
 * One refused field of a 400 VALIDATION_FAILED (ADR 0036): its path and an English sentence; for a
 * contract's rule also the kind of rule (zod's issue code) and its bound, which clients word in
 * their reader's language.
 */
export interface FieldProblem {
  path: string;
  message: string;
  code?: string;
  /** What a size rule measured: string (characters), number, array (items), date. */
  origin?: string;
  limit?: number;
  format?: string;
  expected?: string;
  values?: readonly string[];
  /** A named custom rule, such as 'controlCharacters', and the values its sentence names. */
  problem?: string;
  args?: Readonly<Record<string, string | number>>;
}
