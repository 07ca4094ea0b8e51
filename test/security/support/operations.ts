import { send } from './http.ts';

/** The parts of JSON Schema (2020-12, as zod-openapi writes it) the suite reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the server describes it. */
export interface Operation {
  /** `POST /api/auth/login` */
  name: string;
  method: string;
  /** The OpenAPI path, with `{id}` placeholders. */
  path: string;
  /** `security` is set: a signed-in user is required. */
  signedIn: boolean;
  /** `x-roles`: only these roles may call it (null: any signed-in user, or anyone). */
  roles: string[] | null;
  body: JsonSchema | null;
  params: Parameter[];
  /** The statuses the document lists. */
  responses: string[];
}

interface OpenApiOperation {
  security?: unknown[];
  'x-roles'?: string[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  parameters?: Parameter[];
  responses: Record<string, unknown>;
}

/** Every operation of `GET /api/openapi.json`, the document generated from the zod contracts that validate requests. */
export async function readOperations(baseUrl: string): Promise<Operation[]> {
  const res = await send(baseUrl, { method: 'GET', path: '/api/openapi.json' });
  const paths = (res.json as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      signedIn: Boolean(op.security?.length),
      roles: op['x-roles'] ?? null,
      body: op.requestBody?.content['application/json'].schema ?? null,
      params: op.parameters ?? [],
      responses: Object.keys(op.responses),
    })),
  );
}

/** The operation's path with each placeholder filled (already URL-encoded values), and a query string. */
export function pathOf(op: Operation, values: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1');
  return query ? `${path}?${query}` : path;
}

/** A value the schema accepts (required properties only), the baseline the fuzz breaks one part of. */
export function sampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf[0]!, name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties![key]!, key)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return /email/i.test(name) ? 'fuzz-sample@example.com' : 'x'.repeat(Math.max(8, schema.minLength ?? 0));
  }
}
