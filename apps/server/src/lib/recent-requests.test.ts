import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keepRecentRequestIds } from './recent-requests.js';

function appNumberingRequests() {
  let n = 0;
  const app = Fastify({ genReqId: () => `req-${++n}` });
  keepRecentRequestIds(app, 4);
  app.get('/', async () => ({ ok: true }));
  return app;
}

describe('the ids of the requests started last', () => {
  it('are none before the first request', async () => {
    const app = appNumberingRequests();
    await app.ready();
    expect(app.recentRequestIds()).toEqual([]);
  });

  it('come newest first, and only the last few are kept', async () => {
    const app = appNumberingRequests();
    for (let i = 0; i < 3; i++) await app.inject('/');
    expect(app.recentRequestIds()).toEqual(['req-3', 'req-2', 'req-1']);
    for (let i = 0; i < 3; i++) await app.inject('/');
    expect(app.recentRequestIds()).toEqual(['req-6', 'req-5', 'req-4', 'req-3']);
  });
});
