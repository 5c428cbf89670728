/**
 * A HOST the server cannot listen on is refused before the database is touched, with one line
 * naming the variable (run-server.ts prints a ListenAddressError's message alone, no stack trace).
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkListenAddress, ListenAddressError } from './listen-address.ts';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('checkListenAddress', () => {
  it('accepts a free port on this machine, given by address or by name', async () => {
    await expect(checkListenAddress(await freePort(), '127.0.0.1')).resolves.toBeUndefined();
    await expect(checkListenAddress(await freePort(), 'localhost')).resolves.toBeUndefined();
  });

  it('names HOST when it is a name that does not resolve (a typo)', async () => {
    // .invalid never resolves (RFC 6761).
    const failure = checkListenAddress(await freePort(), 'romtrack-host.invalid');
    await expect(failure).rejects.toThrow(ListenAddressError);
    await expect(failure).rejects.toThrow(
      'HOST romtrack-host.invalid is not a name this machine can resolve: set HOST to one of its addresses, or 0.0.0.0 for all.',
    );
  });
});
