/**
 * Whether the server can listen where PORT and HOST say, checked before the database is touched:
 * a start that cannot listen must not first create the first admin, whose password it prints once.
 */
import net from 'node:net';

export class ListenAddressError extends Error {
  override name = 'ListenAddressError';
}

/** The operator's fix for a failed listen, naming the variable to change; undefined if unknown. */
export function listenFailureMessage(error: unknown, port: number, host: string): string | undefined {
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'EADDRINUSE':
      return `PORT ${port} on ${host} is already in use (another ROMtrack, or another program): stop that one, or set PORT to a free port.`;
    case 'EACCES':
      return `PORT ${port} on ${host} is not open to this user (ports below 1024 need privileges): set PORT to 1024 or above.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      // A name (a typo, or one only the proxy's host knows) that this machine cannot resolve.
      return `HOST ${host} is not a name this machine can resolve: set HOST to one of its addresses, or 0.0.0.0 for all.`;
    default:
      return undefined;
  }
}

/** Listens on `port` and `host` for a moment; throws a ListenAddressError saying why it cannot. */
export async function checkListenAddress(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      const message = listenFailureMessage(error, port, host);
      reject(message ? new ListenAddressError(message) : error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
