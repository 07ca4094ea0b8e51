// Reference numbers in the shapes learners paste: order and ticket codes, carrier tracking numbers,
// UUIDs, hex digests, and base64-looking tokens made from random bytes (they decode to nothing
// readable), so an opaque token alone is no sign of an attack. Fixed seed: the list never changes.
import { mulberry32, type Rng } from '../transforms.ts';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const HEX = '0123456789abcdef';

const draw = (alphabet: string, n: number, rng: Rng): string =>
  Array.from({ length: n }, () => alphabet[Math.floor(rng() * alphabet.length)]).join('');
const bytes = (n: number, rng: Rng): Buffer => Buffer.from(Array.from({ length: n }, () => Math.floor(rng() * 256)));

const SHAPES: readonly ((rng: Rng) => string)[] = [
  (r) => `RZ-${draw('0123456789', 5, r)}-${draw(UPPER, 2, r)}`,
  (r) => `1Z${draw(ALNUM, 16, r)}`,
  (r) => `${draw(HEX, 8, r)}-${draw(HEX, 4, r)}-4${draw(HEX, 3, r)}-a${draw(HEX, 3, r)}-${draw(HEX, 12, r)}`,
  (r) => bytes(9 + Math.floor(r() * 12), r).toString('base64'),
  (r) => bytes(12, r).toString('base64url'),
  (r) => `INC${draw('0123456789', 7, r)}`,
  (r) => `pi_${bytes(18, r).toString('base64url')}`,
  (r) => `0x${draw(HEX, 8, r).toUpperCase()}`,
  (r) => `GB${draw('0123456789', 9, r)}`,
  (r) => draw(HEX, 32, r),
  (r) => `${draw(UPPER, 3, r)}/${draw('0123456789', 4, r)}/${draw('0123456789', 2, r)}`,
];

function build(): string[] {
  const rng = mulberry32(20261124);
  return Array.from({ length: 44 }, (_, i) => SHAPES[i % SHAPES.length](rng));
}

export const REFERENCE_CODES: readonly string[] = build();
