/**
 * The network a client address is counted under by the per-address throttles (sign-in, password
 * reset, survey links). An IPv4 address is one client, also when a dual-stack socket hands it
 * over IPv4-mapped (::ffff:192.0.2.1). An IPv6 address counts as its /64: a home line, a phone or
 * a rented server is given a whole /64, so its holder can take a fresh address for every try,
 * and counting single addresses would give one guesser 2^64 counters (ADR 013).
 */
import ipaddr from 'ipaddr.js';

const IPV6_CLIENT_PREFIX = 64;

export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
