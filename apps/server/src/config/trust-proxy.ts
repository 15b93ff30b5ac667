import { isIP } from 'node:net';

/** The ranges Fastify's proxy check knows by name. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 netmask: ones, then zeros, and at least one one. */
function isNetmask(mask: string): boolean {
  const bits = mask.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
  const zeros = 2 ** 32 - 1 - bits;
  return bits > 0 && (zeros & (zeros + 1)) === 0;
}

/**
 * Whether Fastify's proxy check can read a TRUST_PROXY entry: an address, an address with a
 * prefix length (or an IPv4 netmask), or a named range. It throws on anything else, a stack
 * trace at start instead of a line naming the setting.
 */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) >= 1 && Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4 && isNetmask(range);
}
