import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

async function headersOf(url: string, hsts: boolean) {
  const app = Fastify();
  registerSecurityHeaders(app, { googleSignIn: false, hsts });
  app.get('/*', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  return res.headers;
}

describe('security headers', () => {
  it.each(['/api/v1/detail/', '/login'])(
    'send Strict-Transport-Security on %s when the public address is https',
    async (url) => {
      expect((await headersOf(url, true))['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    },
  );

  it.each(['/api/v1/detail/', '/login'])(
    'leave Strict-Transport-Security out on %s when the shop is served over plain HTTP (RFC 6797 §7.2)',
    async (url) => {
      const headers = await headersOf(url, false);
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toEqual(expect.any(String));
    },
  );

  it('give every answer a request id', async () => {
    const [a, b] = [await headersOf('/api/v1/detail/', false), await headersOf('/', false)];
    expect(a['x-request-id']).toEqual(expect.any(String));
    expect(b['x-request-id']).toEqual(expect.any(String));
  });
});
