import type { InvokeFrame, ServerFrame } from '../../../../src/shared/hub-protocol';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one text frame; anything that is not a well-formed server frame gives null (and is ignored). */
export function parseServerFrame(raw: unknown): ServerFrame | null {
  if (typeof raw !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  if (json.type === 'event') {
    return typeof json.name === 'string' && json.name ? { type: 'event', name: json.name, data: json.data } : null;
  }
  if (json.type !== 'result') return null;
  const id = typeof json.id === 'string' ? json.id : typeof json.id === 'number' ? String(json.id) : json.id === null ? null : undefined;
  if (id === undefined) return null;
  if (json.ok === true) return { type: 'result', id, ok: true, result: json.result ?? null };
  if (json.ok !== false) return null;
  const error = isRecord(json.error) ? json.error : {};
  return {
    type: 'result',
    id,
    ok: false,
    error: {
      code: typeof error.code === 'string' ? error.code : 'UNKNOWN_ERROR',
      message: typeof error.message === 'string' ? error.message : '',
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
}

export function invokeFrame(id: string, method: string, args: readonly unknown[]): string {
  const frame: InvokeFrame = { type: 'invoke', id, method, args: [...args] };
  return JSON.stringify(frame);
}
