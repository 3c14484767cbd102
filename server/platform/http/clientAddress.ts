// The client's address: the socket's, or X-Forwarded-For's only behind a proxy named in TRUST_PROXY;
// IPv6 addresses grouped by their /64 (one subscriber's whole network is one client).
import { BlockList, isIP } from 'node:net';

export type TrustedProxies = (address: string) => boolean;

const KNOWN_ADDRESSES_MAX = 10_000;

/** "loopback", addresses and CIDR ranges, comma-separated; empty trusts nobody. */
export function trustedProxiesOf(setting: string): TrustedProxies {
  const list = new BlockList();
  for (const entry of setting
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (bits) list.addSubnet(address!, Number(bits), family);
    else list.addAddress(address!, family);
  }
  if (!setting.trim()) return () => false;
  // BlockList.check costs about 1.5 µs; the same few addresses (the proxy, loopback) come back all day.
  const known = new Map<string, boolean>();
  return (address) => {
    let answer = known.get(address);
    if (answer === undefined) {
      const family = isIP(address);
      answer = family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
      if (known.size >= KNOWN_ADDRESSES_MAX) known.clear();
      known.set(address, answer);
    }
    return answer;
  };
}

const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** `keyOf` worked out once per address: the same addresses come back all day (a bounded map, emptied when full). */
function rememberedPerAddress(keyOf: (address: string) => string): (address: string) => string {
  const known = new Map<string, string>();
  return (address) => {
    let key = known.get(address);
    if (key === undefined) {
      key = keyOf(address);
      if (known.size >= KNOWN_ADDRESSES_MAX) known.clear();
      known.set(address, key);
    }
    return key;
  };
}

/** An IPv6 address as its /64 network, written like "2001:db8:1:2::/64"; IPv4 unchanged. */
export const clientKeyOf = rememberedPerAddress(clientKeyOfAddress);

function clientKeyOfAddress(address: string): string {
  const plain = unmapped(address);
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A hop of X-Forwarded-For as proxies write it – "203.0.113.7:51234", "[2001:db8::1]:443", quoted, with an
 * IPv6 zone – as a bare address; null when it holds none.
 */
export function bareAddressOf(hop: string): string | null {
  let text = hop.trim();
  if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = unmapped(text.replace(/%[\w.-]+$/, ''));
  return isIP(text) === 0 ? null : text;
}

/** A socket's address as a client address (IPv4 mapped into IPv6 unmapped), worked out once per address. */
const socketAddressOf = rememberedPerAddress(unmapped);

/**
 * The address the request came from: walks X-Forwarded-For from the right while the hop is a trusted proxy. Null
 * when a trusted proxy handed on a hop that names no address: the client is unknown, and never taken to be the
 * proxy itself (whose ban would shut everyone out).
 */
export function clientAddressOf(
  socketAddress: string,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string | null {
  let address = socketAddressOf(socketAddress);
  if (!forwardedFor || !trusted(address)) return address;
  const hops = forwardedFor.split(',').map(bareAddressOf);
  while (hops.length > 0 && trusted(address)) {
    const hop = hops.pop();
    if (!hop) return null;
    address = hop;
  }
  return address;
}

/** The network a client key belongs to: an IPv4 /24, or the /48 of an IPv6 /64 key. */
export const networkKeyOf = rememberedPerAddress((clientKey) => {
  if (clientKey.endsWith('::/64')) return `${clientKey.split(':').slice(0, 3).join(':')}::/48`;
  const octets = clientKey.split('.');
  return octets.length === 4 ? `${octets.slice(0, 3).join('.')}.0/24` : clientKey;
});
