/**
 * What a per-address budget counts by: an IPv4 address (IPv4-mapped IPv6 included) as it is, an IPv6
 * address by its /64, the block one subscriber is handed, so stepping through it buys no new budget.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a zone id names the local interface, not the peer
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (v4) return v4[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups = tail === undefined ? before : [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** The key of a request's per-address budgets ('unknown' when the address is not known). */
export const addressOf = (origin: { ip: string | null }): string => addressKey(origin.ip ?? 'unknown');
