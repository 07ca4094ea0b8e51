/** An error as it crosses between threads: a plain object, since an Error instance arrives without its own fields. */
export type ThreadError = { name: string; message: string; stack?: string } & Record<string, unknown>;

/** Keeps PostgreSQL's fields (code, constraint…), which callers map to answers, and drops nested objects. */
export function serialiseError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = Object.entries(error).filter(([, value]) => value === null || typeof value !== 'object');
  return { ...Object.fromEntries(fields), name: error.name, message: error.message, stack: error.stack };
}

export function deserialiseError(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error);
}
