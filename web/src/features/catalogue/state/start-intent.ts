/**
 * "Open the session-start modal of scenario N here": a visitor who pressed Start practice signs up
 * first and comes back to the same page with `?start=N`, so the choice is not lost on the way.
 */
const START_PARAM = 'start';

function split(pathWithSearch: string): { path: string; params: URLSearchParams } {
  const at = pathWithSearch.indexOf('?');
  return at < 0
    ? { path: pathWithSearch, params: new URLSearchParams() }
    : { path: pathWithSearch.slice(0, at), params: new URLSearchParams(pathWithSearch.slice(at + 1)) };
}

function join(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** '/scenarios?category=Sales' and 12 give '/scenarios?category=Sales&start=12' (the filters stay). */
export function withStartIntent(pathWithSearch: string, scenarioId: number): string {
  const { path, params } = split(pathWithSearch);
  params.set(START_PARAM, String(scenarioId));
  return join(path, params);
}

/** The scenario id of `?start=`, or null when absent or not a positive whole number. */
export function startIntentFrom(search: string): number | null {
  const value = new URLSearchParams(search).get(START_PARAM);
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The same place without the intent, so a reload or Back does not open the modal again. */
export function withoutStartIntent(pathWithSearch: string): string {
  const { path, params } = split(pathWithSearch);
  params.delete(START_PARAM);
  return join(path, params);
}
