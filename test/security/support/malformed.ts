import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { RawRequest } from './http.ts';
import { pathOf, sampleOf, type Operation } from './operations.ts';

/** A request the fuzz sends, and what it is, for the failure report. */
export interface FuzzCase {
  label: string;
  request: RawRequest;
}

/** Own `__proto__` and `constructor` keys, as JSON.parse makes them (an object literal would set the prototype instead). */
const POLLUTION = JSON.parse('{"__proto__":{"role":"SuperAdmin","isAdmin":true},"constructor":{"prototype":{"role":"SuperAdmin"}}}') as object;

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values that break a field's schema, or probe the code behind it: wrong types, edges of numbers and text, markup, traversal, pollution. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null, true, 0, -1, 1.5, 2147483648, -9007199254740991, 1e308, -1e308,
  '', ' ', '\u200b\u200c\u200d\u2060\ufeff', '\u0000', 'a\u0000b', '\ud800', '\u202eevil', 'NaN', 'Infinity', '1e309', '-1',
  '../../../etc/passwd', '<img src=x onerror=alert(9)>', "' OR '1'='1' --", '${7*7}{{7*7}}',
  'Ω≈ç√∫ 日本語 العربية Z̴̡̪̫a̶l̷g̸o', '👩‍👩‍👧‍👦🏳️‍🌈', 'x'.repeat(5000),
  [], ['x'], {}, POLLUTION, nested(300),
];

/** A few of them for each field of each body: the random cases add the rest. */
const FIELD_VALUES = HOSTILE_VALUES.filter((_v, i) => i % 2 === 0 || i > HOSTILE_VALUES.length - 8);

/** Path segments that are not ids, or try to leave the route. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  'abc', '-1', '0', '1.5', '1e309', '1e3', '0x1f', '99999999999999999999', '2147483648', 'NaN', 'null', '%20', '%00', '1%00',
  '..%2F', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '%E0%A4%A', '%F0%9F%98%80', '%E2%80%8B1', encodeURIComponent("1' OR '1'='1"),
];

/** Request bodies that are not JSON, not what their headers say, or not what the route takes. */
function rawBodies(): { label: string; body: string | Buffer; headers: Record<string, string> }[] {
  const json = { 'content-type': 'application/json' };
  const plain = '{"email":"a@b.co","password":"secret1"}';
  return [
    ...['{', '{"a":', "{'a':1}", '{"a":1,}', 'undefined', 'NaN', '[1,2', '"\\ud800', '\u0000', '{"a":"\\u0000"}', '{"a":1}{"b":2}', '1e309', '{"a":1e309}']
      .map((body) => ({ label: `malformed JSON ${JSON.stringify(body)}`, body, headers: json })),
    { label: 'deep JSON', body: '['.repeat(5000) + ']'.repeat(5000), headers: json },
    { label: 'text/plain', body: plain, headers: { 'content-type': 'text/plain' } },
    { label: 'form-encoded', body: 'email=a%40b.co&password=secret1&__proto__[role]=SuperAdmin', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { label: 'multipart without parts', body: '--x\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    { label: 'XML', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>', headers: { 'content-type': 'application/xml' } },
    { label: 'JSON in UTF-16', body: Buffer.from(plain, 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } },
    { label: 'no content type', body: plain, headers: {} },
    { label: 'a gzip body that is plain text', body: plain, headers: { ...json, 'content-encoding': 'gzip' } },
    { label: 'a deflate body that is plain text', body: plain, headers: { ...json, 'content-encoding': 'deflate' } },
    { label: 'a br body that is plain text', body: plain, headers: { ...json, 'content-encoding': 'br' } },
    { label: 'a gzip body cut short', body: gzipSync(plain).subarray(0, 12), headers: { ...json, 'content-encoding': 'gzip' } },
    { label: 'two encodings, one a lie', body: gzipSync(plain), headers: { ...json, 'content-encoding': 'gzip, br' } },
    { label: 'an unknown encoding', body: plain, headers: { ...json, 'content-encoding': 'zstd-nonsense' } },
  ];
}

const json = (value: unknown) => JSON.stringify(value);
const without = (value: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));

/** Every deterministic case for one operation: each part broken in each classic way, one at a time. */
export function classicCases(op: Operation): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const request = (label: string, parts: { path?: string; body?: string | Buffer; headers?: Record<string, string> }) =>
    cases.push({ label, request: { method: op.method, path: parts.path ?? pathOf(op), headers: parts.headers, body: parts.body } });
  const jsonBody = (value: unknown) => ({ body: json(value), headers: { 'content-type': 'application/json' } });

  for (const param of op.params.filter((p) => p.in === 'path'))
    for (const segment of HOSTILE_SEGMENTS) request(`path ${param.name}=${segment}`, { path: pathOf(op, { [param.name]: segment }) });
  for (const param of op.params.filter((p) => p.in === 'query')) {
    for (const segment of HOSTILE_SEGMENTS) request(`query ${param.name}=${segment}`, { path: pathOf(op, {}, `${param.name}=${segment}`) });
    request(`query ${param.name} twice`, { path: pathOf(op, {}, `${param.name}=1&${param.name}=2`) });
    request(`query ${param.name}[]`, { path: pathOf(op, {}, `${param.name}[]=1&${param.name}[x]=2`) });
    request(`query ${param.name} 8 KB`, { path: pathOf(op, {}, `${param.name}=${'x'.repeat(8192)}`) });
  }
  request('unknown and polluting query keys', { path: pathOf(op, {}, '__proto__=1&constructor[prototype][role]=SuperAdmin&%=1&&=&a=%') });
  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'].filter((m) => m !== op.method))
    cases.push({ label: `method ${method}`, request: { method, path: pathOf(op) } });
  if (op.method === 'GET') return cases;

  const sample = (op.body ? sampleOf(op.body) : {}) as Record<string, unknown>;
  for (const value of HOSTILE_VALUES) request(`body ${short(value)}`, jsonBody(value));
  for (const [key] of Object.entries(op.body?.properties ?? {}))
    for (const value of FIELD_VALUES) request(`body.${key}=${short(value)}`, jsonBody({ ...sample, [key]: value }));
  for (const key of op.body?.required ?? []) request(`body without ${key}`, jsonBody(without(sample, key)));
  for (const raw of rawBodies()) request(raw.label, raw);
  return cases;
}

/** fast-check: a hostile value of any kind, the classic ones and random JSON, text and numbers. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.double(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.jsonValue({ maxDepth: 3 }),
);

const pollutingKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'id', 'userId', 'isAdmin', 'toString', 'valueOf');

/** An object built with defineProperty, so a `__proto__` key is data, as a JSON body makes it. */
function withEntries(base: Record<string, unknown>, entries: [string, unknown][]): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_SEGMENTS),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.double().map((n) => encodeURIComponent(String(n))),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

/** fast-check: one random malformed request for the operation (path, query and body together). */
export function randomCase(op: Operation): fc.Arbitrary<FuzzCase> {
  const pathNames = op.params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = [...op.params.filter((p) => p.in === 'query').map((p) => p.name), 'lang', '__proto__'];
  const path = fc.record(Object.fromEntries(pathNames.map((n) => [n, segment])) as Record<string, fc.Arbitrary<string>>);
  const query = fc.array(fc.tuple(fc.constantFrom(...queryNames), segment), { maxLength: 3 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const keys = Object.keys(op.body?.properties ?? {});
  const sample = (op.body ? sampleOf(op.body) : {}) as Record<string, unknown>;
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), pollutingKey) : pollutingKey;
  const body = fc.oneof(
    fc.array(fc.tuple(key, hostileValue), { minLength: 1, maxLength: 3 }).map((entries) => withEntries(sample, entries)),
    hostileValue,
  );
  return fc.record({ path, query, body }).map(({ path: values, query: q, body: b }) => {
    const withBody = op.method !== 'GET';
    const label = `path ${json(values)} query ${q.slice(0, 80)}${withBody ? ` body ${short(b)}` : ''}`;
    const headers = withBody ? { 'content-type': 'application/json' } : undefined;
    return { label, request: { method: op.method, path: pathOf(op, values, q), headers, body: withBody ? json(b) : undefined } };
  });
}

/** The deterministic sample of `count` random cases: the same seed gives the same requests on every run. */
export function randomCases(op: Operation, seed: number, count: number): FuzzCase[] {
  return fc.sample(randomCase(op), { seed, numRuns: count });
}

function short(value: unknown): string {
  const text = value === undefined ? 'undefined' : json(value);
  return text.length > 60 ? `${text.slice(0, 57)}…(${text.length})` : text;
}

