import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/** Sends raw bytes on a new connection and reads all the server writes until it closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: Object.fromEntries(
      headers.map((line) => [line.split(':')[0]!.toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    ),
    body: JSON.parse(body) as unknown,
  };
}

describe("requests Node's HTTP parser refuses", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('answers a malformed header line with 400 and the body every error has', async () => {
    const answer = parse(await rawExchange(port, 'GET /api/v1/config HTTP/1.1\r\nHost: a\r\nNo colon here\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toEqual({
      success: false,
      error: 'The request could not be read: it is not well-formed HTTP',
      code: 'BAD_REQUEST',
    });
  });

  it('answers headers over 16 KB (a long query string) with 431, saying so', async () => {
    const answer = parse(
      await rawExchange(port, `GET /api/v1/config?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: a\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({
      success: false,
      error: 'The request headers are too large (the address or the cookies, most often)',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a request that took too long to arrive with 408', async () => {
    // Node reports it after its own timers (minutes); the report is what is answered.
    const serverSide = new Promise<Socket>((resolve) => t.app.server.once('connection', resolve));
    const pending = rawExchange(port, 'GET /api/v1/config HTTP/1.1\r\nHost: a\r\n');
    const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    t.app.server.emit('clientError', timeout, await serverSide);
    const answer = parse(await pending);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ success: false, error: 'The request took too long to arrive', code: 'BAD_REQUEST' });
  });

  it('goes on answering well-formed requests', async () => {
    const answer = await rawExchange(port, 'GET /api/v1/config HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(answer.split(' ')[1]).toBe('200');
  });
});
