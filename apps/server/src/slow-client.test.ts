/** A client that announces a body and stops sending loses its connection (security issue item 7). */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './test/harness.js';

let shop: TestShop;
let port: number;

beforeAll(async () => {
  shop = await createTestShop({ CONNECTION_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '1000' });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  port = (shop.app.server.address() as net.AddressInfo).port;
});
afterAll(() => shop.close());

/**
 * A reset is how a client that is still writing learns that the server closed the connection
 * (its next write meets a closed socket): for these tests it is a disconnection like a close.
 */
const disconnected = (err: NodeJS.ErrnoException) => err.code === 'ECONNRESET' || err.code === 'EPIPE';

/** Sends `head` and `body`, then nothing; resolves with what the server wrote once it closed the socket. */
function stallAfter(head: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (disconnected(err) ? resolve(answer) : reject(err)));
    socket.on('close', () => resolve(answer));
    socket.on('connect', () => socket.write(head + body));
  });
}

describe('a slow client', () => {
  it('that announces 500 bytes and sends 10 is disconnected', async () => {
    const answer = await stallAfter(
      'POST /auth/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n',
      '{"email":"',
    );
    // Either a 408 answer or a plain close; never a handler run on a half body.
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('that trickles its body, a byte at a time, is disconnected once the request timeout passes', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      // Never idle for the connection timeout (300 ms), so only the request timeout (1 s) can end it.
      const drip = setInterval(() => socket.write('x'), 100);
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', (err: NodeJS.ErrnoException) => {
        clearInterval(drip);
        if (disconnected(err)) resolve(received);
        else reject(err);
      });
      socket.on('close', () => {
        clearInterval(drip);
        resolve(received);
      });
      socket.on('connect', () =>
        socket.write(
          'POST /auth/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
        ),
      );
    });
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('that sends half its headers and stops is disconnected', async () => {
    const answer = await stallAfter('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', '');
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });
});
