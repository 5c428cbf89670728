import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('the network a client is counted under', () => {
  it('counts an IPv6 address as its /64, however it is written', () => {
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a::b',
    ])
      expect(clientNetwork(ip), ip).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('::1')).toBe('::/64');
  });

  it('counts an IPv4 address as itself, also when it arrives IPv4-mapped', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    // Two IPv4 clients stay two, though their mapped forms share a /64.
    expect(clientNetwork('::ffff:192.0.2.8')).not.toBe(clientNetwork('::ffff:192.0.2.7'));
  });

  it('leaves anything that is not an address as it came', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
