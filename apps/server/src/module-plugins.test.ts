/** The modules are plugins that name what they need: a shop wired in the wrong order does not start. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ordersPlugin } from './modules/orders/index.js';
import { jobsPlugin } from './modules/jobs/index.js';
import { mailPlugin } from './modules/mail/index.js';
import { testConfig } from './test/harness.js';

describe('module plugins', () => {
  it('refuse to start before a module they need (orders without auth)', async () => {
    const app = Fastify({ logger: false });
    app.decorate('db', {} as never);
    app.decorate('config', testConfig());
    await app.register(mailPlugin);
    await app.register(jobsPlugin);
    app.register(ordersPlugin);
    await expect(app.ready()).rejects.toThrow(/auth/);
  });

  it('refuse to start without the database they read', async () => {
    const app = Fastify({ logger: false });
    app.register(mailPlugin);
    await expect(app.ready()).rejects.toThrow(/db/);
  });
});
