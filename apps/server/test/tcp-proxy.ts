/** A TCP proxy the tests can cut and restore, to play a database going away and coming back. */
import net from 'node:net';

export class TcpProxy {
  #server: net.Server | undefined;
  #sockets = new Set<net.Socket>();
  private readonly target: { host: string; port: number };
  readonly port: number;

  constructor(target: { host: string; port: number }, port: number) {
    this.target = target;
    this.port = port;
  }

  /** Starts forwarding connections on `port` to the target. */
  async up(): Promise<void> {
    if (this.#server) return;
    this.#server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      this.#server!.once('error', reject);
      this.#server!.listen(this.port, '127.0.0.1', resolve);
    });
  }

  /** Refuses new connections and drops every open one, as a stopped server would. */
  async down(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
    this.#server = undefined;
  }
}
