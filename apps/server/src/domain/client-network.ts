/**
 * The network a client address is counted under by the per-address throttles (sign-in, password
 * reset, survey links). An IPv4 address is one client, also when a dual-stack socket hands it
 * over IPv4-mapped (::ffff:192.0.2.1). An IPv6 address counts as its /64: a home line, a phone or
 * a rented server is given a whole /64, so its holder can take a fresh address for every try,
 * and counting single addresses would give one guesser 2^64 counters (ADR 013).
 */
import ipaddr from 'ipaddr.js';

const IPV6_CLIENT_PREFIX = 64;
/** The /64's mask, as bytes: the first 8 of an address's 16 are its network. */
const IPV6_CLIENT_MASK = ipaddr.IPv6.subnetMaskFromPrefixLength(IPV6_CLIENT_PREFIX).toByteArray();

/** The address parsed once (ipaddr's isValid, then process, would read it twice); null if none. */
function parsedAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    return ipaddr.process(ip);
  } catch {
    return null;
  }
}

export function clientNetwork(ip: string): string {
  const address = parsedAddress(ip);
  if (!address) return ip;
  if (address.kind() === 'ipv4') return address.toString();
  const network = address.toByteArray().map((byte, i) => byte & IPV6_CLIENT_MASK[i]!);
  return `${ipaddr.fromByteArray(network).toString()}/${IPV6_CLIENT_PREFIX}`;
}
