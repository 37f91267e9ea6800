import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import {
  call,
  createTestDatabase,
  PASSWORD,
  recordingTransport,
  signUp,
  testConfig,
} from '../test/harness.js';
import { REDACTED, redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('replaces the token of a reset link and keeps the rest', () => {
    expect(redactUrl('/password/reset/confirm/14/rdYoTNurbq5dElIQTlMIErutxhiQk5icLS_OeaeVjDg/')).toBe(
      `/password/reset/confirm/14/${REDACTED}/`,
    );
  });

  it('replaces secret query parameters, whatever their case, and keeps the others', () => {
    expect(redactUrl('/create-password?token=abc%2Fdef&id=14')).toBe(
      `/create-password?token=${REDACTED}&id=14`,
    );
    expect(redactUrl('/auth/google/callback?STATE=s1&code=c2&scope=email')).toBe(
      `/auth/google/callback?STATE=${REDACTED}&code=${REDACTED}&scope=email`,
    );
    expect(redactUrl('/success?paymentId=7&payment=cs_test_a1b2')).toBe(
      `/success?paymentId=7&payment=${REDACTED}`,
    );
    expect(redactUrl('/paypal/return?token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ')).toBe(
      `/paypal/return?token=${REDACTED}&PayerID=${REDACTED}`,
    );
  });

  it('replaces a checkout session in the status paths a guest polls', () => {
    expect(redactUrl('/api/v1/payment/check/12/cs_test_a1b2/')).toBe(`/api/v1/payment/check/12/${REDACTED}/`);
    expect(redactUrl('/api/v1/payment/bundle/3/cs_test_a1b2')).toBe(`/api/v1/payment/bundle/3/${REDACTED}`);
    expect(redactUrl('/dev/checkout/cs_dev_42/pay')).toBe(`/dev/checkout/${REDACTED}/pay`);
  });

  it('leaves URLs without secrets as they are, malformed escapes included', () => {
    for (const url of [
      '/api/v1/get-info/',
      '/navipin?x=%E0%A4%A',
      '/vin-table?vin=WDD2050461F123456',
      '/?a&b=',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});

describe('the request log of a running shop', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  const mail = recordingTransport();

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info', PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' }),
      database,
      mailTransport: mail,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never writes a reset link or a checkout session in clear', async () => {
    const user = await signUp(app);
    await call(app, 'POST', '/password/reset/', { body: { email: user.email } });
    await app.mailWorker.drain();
    const link = /create-password\?token=([^&\s]+)&id=(\d+)/.exec(mail.sent.at(-1)!.text);
    expect(link).not.toBeNull();
    const [, token, id] = link!;
    lines.length = 0;

    // The customer opens the link (a page), then sets the password through the API.
    await call(app, 'GET', `/create-password?token=${token}&id=${id}`);
    const confirm = await call(app, 'POST', `/password/reset/confirm/${id}/${token}/`, {
      body: {
        new_password1: `${PASSWORD}!`,
        new_password2: `${PASSWORD}!`,
        uid: id,
        token: decodeURIComponent(token!),
      },
    });
    expect(confirm.status).toBe(200);
    await call(app, 'GET', '/api/v1/payment/check/1/cs_test_secret_session/');
    await call(app, 'GET', '/success?paymentId=1&payment=cs_test_secret_session');

    const log = lines.join('');
    const requestLines = lines.filter((l) => l.includes('"incoming request"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    expect(log).toContain(`/password/reset/confirm/${id}/${REDACTED}/`);
    expect(log).toContain(`/create-password?token=${REDACTED}&id=${id}`);
    for (const secret of [token!, decodeURIComponent(token!), 'cs_test_secret_session'])
      expect(log).not.toContain(secret);
  });
});
