// negotiator 1.x ships no types, and @types/negotiator describes 0.6 (without `preferred`).
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The best of `available` by the request's q-values; ties go to the earliest in `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
