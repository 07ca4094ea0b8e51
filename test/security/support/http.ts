import { Agent, request } from 'node:http';
import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no URL normalisation, so `..` and odd escapes reach the server. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: any;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** One HTTP request through node:http, which (unlike fetch) sends the path and headers untouched. */
export function send(baseUrl: string, req: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const headers = { ...req.headers };
  if (req.body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(req.body));
  return new Promise((resolve, reject) => {
    const out = request({ agent, hostname, port, method: req.method, path: req.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text) });
      });
    });
    out.on('error', reject);
    out.end(req.body);
  });
}

/**
 * The request line written byte for byte on a fresh socket: for paths node:http refuses to send
 * (a raw NUL, a backslash), as an attacker's client would.
 */
export function sendRawLine(baseUrl: string, target: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, 'latin1'));
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      resolve({ status, text: raw.slice(raw.indexOf('\r\n\r\n') + 4) });
    });
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
