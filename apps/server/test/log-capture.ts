import { Writable } from 'node:stream';

/** A log destination for `buildApp(config, { logger: { stream } })` that keeps every line it is given. */
export function captureLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { stream, lines };
}
